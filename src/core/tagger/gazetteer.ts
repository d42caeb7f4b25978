/**
 * Word lists as features: a compact table from a word's hash to the classes it belongs to (given
 * name, surname, city, street word, context words …). The large lists (names, cities) ship inside
 * the model file; the short lists of cue words live here, in code, because they are language
 * knowledge rather than training data. A lookup is one or two probes; a false hit costs only a
 * slightly wrong feature, never a finding by itself. Pure: no I/O.
 */
import {
  hashWord as hashWord_,
} from './tokens';

// Imported bindings copied to locals once: compiled to CommonJS (tsx runs the CLI and the
// benches that way) every use of an imported name is a getter call, too slow for per-character loops.
const hashWord = hashWord_;

export const G_GIVEN = 1;
export const G_SURNAME = 2;
export const G_CITY = 4;
export const G_COUNTRY = 8;
export const G_STREET = 16;
/** A frequent word of one of the product's languages that is in no name list ("Termin", "Madame"). */
export const G_FREQ = 32;
export const G_COMMON = 64;
export const G_REGION = 128;
export const G_HONORIFIC = 256;
export const G_DOB_CUE = 512;
export const G_PHONE_CUE = 1024;
export const G_ADDRESS_CUE = 2048;
export const G_UNIT = 4096;
export const G_PARTICLE = 8192;
export const G_ORG = 16384;
export const G_PERSON_CUE = 32768;
/** Month names (a cue list in code, not in the table). */
export const G_MONTH = 65536;

/** Classes whose words are cues for what follows or precedes, not parts of an entity. */
export const CUE_CLASSES = G_HONORIFIC | G_DOB_CUE | G_PHONE_CUE | G_ADDRESS_CUE | G_PERSON_CUE;

const words = (s: string): string[] => s.split(/\s+/).filter(Boolean);

/** Short multilingual cue lists, shipped in code. */
export const CUE_WORDS: ReadonlyArray<readonly [number, readonly string[]]> = [
  [G_HONORIFIC, words('mr mrs ms miss mx dr prof sir dame lady lord herr frau mme mlle madame monsieur sr sra srta dott dottssa sig sgra sgt capt rev fr dhr mevr pan pani hr fru gospodin señor señora senhor senhora ing mag dipl')],
  [G_DOB_CUE, words('born birth birthday dob d.o.b geb geboren geburtsdatum geburtstag né née naissance nacimiento nacido nacida nascita nato nata nascimento nascido geboortedatum geboren urodzony urodzona urodzenia född födelsedatum født fødselsdato syntynyt narozen narození doğum doğdu birthdate bday')],
  [G_PHONE_CUE, words('phone tel tel. telephone telefon telefono teléfono telefone téléphone mobile mobil cell cellphone handy portable móvil celular cellulare whatsapp signal sms text call ring fax hotline numero número nummer rufnummer tlf puhelin tfn gsm landline')],
  [G_ADDRESS_CUE, words('address addr adresse anschrift dirección direccion indirizzo endereço endereco adres adress osoite ship deliver delivery shipping billing mailing postal lives live living moved located residence residing wohnhaft wohnt habite vive abita mora woont bor domicile domicilio wohnort lieferadresse rechnungsadresse')],
  [G_UNIT, words('apt apartment suite ste unit flat floor fl room rm bldg building block tower wohnung whg stock og etage étage piso planta puerta escalera esc interno int scala appartamento app appartement bte bus boîte kv kvartira lgh lägenhet leilighet stan oppgang hoog lok mieszkanie m po box postfach caixa apartado')],
  [G_PARTICLE, words("van von der den de del della delle degli di da das dos do du le la ter ten bin ibn ben bint al el abu zu y e st af")],
  [G_ORG, words('inc inc. ltd llc gmbh ag sa sas sarl bv nv plc corp corporation company co limited group holdings foundation university universität université universidad college institute hospital bank labs studio studios technologies systems solutions software services partners associates oy ab as aps spa srl kft sp zoo kk')],
  [G_PERSON_CUE, words('name named called dear hi hello hey thanks thank regards cheers sincerely signed by from cc attn attention contact ask asked tell told met meet meeting with colleague manager boss wife husband son daughter mother father friend client customer patient tenant employee applicant candidate guest hallo liebe lieber bonjour hola ciao salut olá hej cordialement saludos grüße gruss nom nombre vorname nachname apellido prénom author owner assignee reporter reviewer')],
  [G_MONTH, words('january february march april may june july august september october november december jan feb mar apr jun jul aug sep sept oct nov dec januar februar märz mai juni juli oktober dezember janvier février mars avril juin juillet août septembre octobre novembre décembre enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre gennaio febbraio aprile maggio giugno luglio settembre ottobre dicembre janeiro fevereiro março maio junho julho setembro outubro novembro dezembro januari februari maart mei augustus')],
  [G_STREET, words('street st str straße strasse road rd avenue ave av avda avenida boulevard blvd bd lane ln drive dr court ct place pl plaza way terrace parkway pkwy circle cir highway hwy square sq crescent close gardens grove mews row walk hill park alley parade quay wharf route rte chemin rue allée impasse quai cours calle carrera carretera camino paseo pasaje ronda travesía via viale vicolo piazza piazzale corso largo strada rua travessa praça alameda estrada rodovia weg gasse platz allee damm ufer ring chaussee steig pfad markt straat laan plein gracht singel dijk kade ulica ul aleja al plac utca út tér gata gatan vägen väg vej gade vei veien katu tie sokak sokağı cadde caddesi mahallesi bulvarı strada stradă bulevardul calea ulitsa prospekt')],
];

/** Classes the shipped table may hold (one byte); the cue classes come from the lists above. */
export const TABLE_CLASSES = G_GIVEN | G_SURNAME | G_CITY | G_COUNTRY | G_STREET | G_FREQ | G_COMMON | G_REGION;

/** Exact table of the cue words (a few hundred), built once from CUE_WORDS. */
const CUE_SLOTS = 4096;
const cueKeys = new Int32Array(CUE_SLOTS);
const cueBits = new Int32Array(CUE_SLOTS);
const cueUsed = new Uint8Array(CUE_SLOTS);
for (const [cls, list] of CUE_WORDS) {
  for (const w of list) {
    const h = hashWord(w);
    let at = h & (CUE_SLOTS - 1);
    while (cueUsed[at] === 1 && cueKeys[at] !== h) at = (at + 1) & (CUE_SLOTS - 1);
    cueUsed[at] = 1;
    cueKeys[at] = h;
    cueBits[at]! |= cls;
  }
}

function cueLookup(h: number): number {
  let at = h & (CUE_SLOTS - 1);
  while (cueUsed[at] === 1) {
    if (cueKeys[at] === h) return cueBits[at]!;
    at = (at + 1) & (CUE_SLOTS - 1);
  }
  return 0;
}

const fingerprint = (h: number): number => ((h >>> 24) % 255) + 1;

/**
 * A word → class table built from lists (training) or read from the model file (inference):
 * one byte of fingerprint and one of classes per slot, open addressing. A false hit (about one
 * unknown word in a hundred) costs a slightly wrong feature, never a finding by itself.
 */
export class Gazetteer {
  /** 8-bit fingerprints (0 = empty slot) and class bits, `slots` of each. */
  readonly keys: Uint8Array;
  readonly classes: Uint8Array;
  private readonly mask: number;

  constructor(keys: Uint8Array, classes: Uint8Array) {
    if (keys.length !== classes.length || (keys.length & (keys.length - 1)) !== 0) throw new Error('gazetteer table size must be a power of two');
    this.keys = keys;
    this.classes = classes;
    this.mask = keys.length - 1;
  }

  /** Class bits of the word whose tokenizer hash is `h` (0 when unknown). */
  lookup(h: number): number {
    const fp = fingerprint(h);
    let at = h & this.mask;
    let cls = 0;
    // The table is never more than 70 % full, so an empty slot ends every search.
    for (;;) {
      const k = this.keys[at]!;
      if (k === 0) break;
      if (k === fp) {
        cls = this.classes[at]!;
        break;
      }
      at = (at + 1) & this.mask;
    }
    return cls | cueLookup(h);
  }

  /** Builds the table from (word, classes) entries; words are hashed as the tokenizer hashes tokens. */
  static build(entries: Iterable<readonly [string, number]>, slotsLog2: number): Gazetteer {
    const size = 1 << slotsLog2;
    const keys = new Uint8Array(size);
    const classes = new Uint8Array(size);
    const merged = new Map<number, number>();
    for (const [word, cls] of entries) {
      if ((cls & TABLE_CLASSES) === 0) continue;
      const h = hashWord(word);
      merged.set(h, (merged.get(h) ?? 0) | (cls & TABLE_CLASSES));
    }
    if (merged.size > size * 0.7) throw new Error(`gazetteer of ${merged.size} words does not fit ${size} slots`);
    // Deterministic insertion order, whatever order the entries came in.
    const hashes = [...merged.keys()].sort((a, b) => a - b);
    for (const h of hashes) {
      const fp = fingerprint(h);
      let at = h & (size - 1);
      for (;;) {
        if (keys[at] === 0) {
          keys[at] = fp;
          classes[at] = merged.get(h)!;
          break;
        }
        if (keys[at] === fp) {
          classes[at]! |= merged.get(h)!;
          break;
        }
        at = (at + 1) & (size - 1);
      }
    }
    return new Gazetteer(keys, classes);
  }
}
