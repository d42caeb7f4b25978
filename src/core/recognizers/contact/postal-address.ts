/**
 * Postal addresses: a house number and a street named with a street-type word, optionally
 * continued (after a comma or a line break) by the town with its ZIP or postcode, so a pasted
 * multi-line address is covered in full. Three shapes:
 *
 * - `postal-address`: number first (US, UK, Ireland, Australia …): "1234 Elm Street, Springfield,
 *   IL 62704", "221B Baker Street\nLondon NW1 6XE"; also a town line alone when it carries a US
 *   state and ZIP or a UK postcode ("Springfield, IL 62704", "London NW1 6XE").
 * - `postal-address-de`: street first, number after (German-speaking countries):
 *   "Hauptstraße 5, 10115 Berlin", "Berliner Allee 12a".
 * - `postal-address-intl`: the street-type word first, as French, Spanish, Italian, Portuguese
 *   and Brazilian addresses write it ("77 rue de Rivoli, 75001 Paris", "Calle Mayor 12, 28013
 *   Madrid", "Via Roma 45, 00184 Roma RM", "Rua Augusta 1500, São Paulo - SP, 01304-001"), and
 *   Dutch streets with their type glued on ("Keizersgracht 123, 1015 CJ Amsterdam").
 * - `postal-address-labelled`: whatever follows "Address:" / "Anschrift:" / "Adresse :" on its
 *   line, plus up to two following lines that carry a postal code.
 *
 * A street word without a house number ("Church Street closed") is not an address.
 */
import type { Recognizer } from '../types';

const SEP = String.raw`(?:,[ ]?|[ \t]*\r?\n[ \t]*)`;
const NUMBER = String.raw`\d{1,6}[A-Za-z]?(?:-\d{1,4}[A-Za-z]?)?`;
const NAME_WORD = String.raw`(?:[A-Z][A-Za-z'.\-]{0,24}|\d{1,3}(?:st|nd|rd|th))`;
const DIRECTION = String.raw`(?:[NSEW]|NE|NW|SE|SW|North|South|East|West)\.?`;
const STREET_TYPE = String.raw`(?:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Court|Ct|Place|Pl|Way|Terrace|Ter|Parkway|Pkwy|Circle|Cir|Highway|Hwy|Square|Sq|Trail|Trl|Crescent|Cres|Close|Gardens|Grove|Mews|Row|Walk|Hill|Park|Plaza|Alley|Parade|Quay|Wharf|Loop|Causeway|Esplanade|Promenade|Crossing|Pike)\.?`;
const UNIT = String.raw`(?:,?[ ](?:Apt|Apartment|Suite|Ste|Unit|Fl|Floor|Flat|Room|Rm|#)\.?[ ]?#?[A-Za-z0-9\-]{1,6})`;
const TOWN = String.raw`[A-Z][A-Za-z'.\-]{1,25}(?:[ ][A-Z][A-Za-z'.\-]{1,25}){0,3}`;
const US_STATE = String.raw`(?:AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|PR|GU|VI)`;
const ZIP = String.raw`\d{5}(?:-\d{4})?`;
const UK_POSTCODE = String.raw`[A-Z]{1,2}\d[A-Z\d]?[ ]?\d[ABD-HJLNP-UW-Z]{2}`;
/** Australian state and postcode, Canadian province and postal code, Indian state and PIN. */
const AU_STATE = String.raw`(?:NSW|VIC|QLD|WA|SA|TAS|ACT|NT)`;
const CA_PROVINCE = String.raw`(?:AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|QC|SK|YT)`;
const CA_POSTCODE = String.raw`[A-CEGHJ-NPR-TVXY]\d[A-CEGHJ-NPR-TV-Z][ ]?\d[A-CEGHJ-NPR-TV-Z]\d`;
const TOWN_LINE = String.raw`(?:${TOWN},?[ ]${US_STATE}[ ]${ZIP}|${TOWN}(?:,?[ ]|${SEP})${UK_POSTCODE}|${UK_POSTCODE}|${TOWN}${SEP}${TOWN},?[ ]${UK_POSTCODE}|${TOWN},?[ ]${AU_STATE}[ ]\d{4}|${TOWN},?[ ]${CA_PROVINCE}[ ]${CA_POSTCODE}|${TOWN},[ ]${TOWN}[ ]\d{6}|${TOWN}[ ]\d{1,2}(?![\w]))`;
const STREET_LINE = String.raw`(?:(?:Flat|Apartment|Apt|Unit|Suite|Plot|House|Shop)[ ](?:No\.?[ ]?)?\d{1,4}[A-Za-z]?,?[ ])?${NUMBER},?[ ](?:${DIRECTION}[ ])?${NAME_WORD}(?:[ ]${NAME_WORD}){0,3}[ ]${STREET_TYPE}(?:[ ]${DIRECTION})?(?![A-Za-z])${UNIT}?`;

/** A town line alone whose "postcode" is really a chip and a memory size ("Apple M2 4GB"). */
const STORAGE_UNIT = /\b\d(?:GB|TB|PB|EB)$/;
const STARTS_WITH_STREET = /^(?:\d|(?:Flat|Apartment|Apt|Unit|Suite) )/;

export const postalAddress: Recognizer = {
  id: 'postal-address',
  category: 'contact',
  description: 'Postal address (house number and street, town with ZIP or postcode)',
  label: 'ADDRESS',
  keywords: [],
  patterns: [
    new RegExp(String.raw`(?<![\w.\-])${STREET_LINE}(?:${SEP}${TOWN_LINE}(?:,?[ ](?:USA|United States|UK|United Kingdom))?)?(?![\w])`, 'g'),
    // A town line alone: "Springfield, IL 62704", "London NW1 6XE".
    new RegExp(String.raw`(?<![\w.\-])(?:${TOWN},[ ]${US_STATE}[ ]${ZIP}|${TOWN}[ ]${UK_POSTCODE})(?![\w\-])`, 'g'),
  ],
  // The street type, and the town line's state and ZIP or postcode: the patterns take a few
  // milliseconds to compile, and most texts hold neither.
  gates: [new RegExp(String.raw`[ ]${STREET_TYPE}(?:[ ]${DIRECTION})?(?![A-Za-z])`), new RegExp(String.raw`,[ ]${US_STATE}[ ]${ZIP}|[ ]${UK_POSTCODE}`)],
  views: ['base'],
  validate: (value) => STARTS_WITH_STREET.test(value) || !STORAGE_UNIT.test(value),
  confidence: 0.8,
};

const DE_LETTERS = '[a-zäöüéèàçñ]';
const DE_CAP = '[A-ZÄÖÜ]';
/**
 * A street name with its type glued on ("Hauptstraße", "Kurt-Schumacher-Str."), or as a word of
 * its own after one name ("Berliner Allee", "Karl-Marx-Allee"). German capitalises every noun,
 * so a longer run of capitalised words before the type is not taken as the street name.
 */
const DE_GLUED = String.raw`(?:${DE_CAP}${DE_LETTERS}{1,30}-){0,3}${DE_CAP}${DE_LETTERS}{2,30}`;
const DE_SEPARATE = String.raw`(?:${DE_CAP}${DE_LETTERS}{1,30}-){0,3}${DE_CAP}${DE_LETTERS}{1,30}[ \-]`;
const DE_TYPES = String.raw`(?:strasse|str\.|weg|gasse|platz|allee|damm|ufer|chaussee|steig|pfad|markt)`;
const DE_TYPE_WORDS = String.raw`(?:Strasse|Str\.|Weg|Gasse|Platz|Allee|Damm|Ufer|Chaussee|Steig|Pfad|Markt|Ring)`;
const DE_STREET = String.raw`(?:${DE_GLUED}${DE_TYPES}|${DE_SEPARATE}${DE_TYPE_WORDS}|(?:Am|An der|Auf der|Im|In der|Zum|Zur)[ ]${DE_CAP}${DE_LETTERS}{1,30})`;
/** "-ring" also ends English words ("Monitoring 3 hosts"), so those streets need their postcode line. */
const DE_RING = String.raw`${DE_GLUED}ring`;
const DE_HOUSE = String.raw`[ ]\d{1,3}[a-z]?(?:[ ]?[\-/][ ]?\d{1,3}[a-z]?)?(?![\p{L}\d])`;
const DE_TOWN_LINE = String.raw`${SEP}(?:D-|A-|CH-)?\d{4,5}[ ]${DE_CAP}${DE_LETTERS}{1,30}(?:[ \-/](?:${DE_CAP}|\()?${DE_LETTERS}{1,30}\)?){0,3}`;

export const postalAddressDe: Recognizer = {
  id: 'postal-address-de',
  category: 'contact',
  description: 'Postal address, street then house number (DE, AT, CH)',
  label: 'ADDRESS',
  keywords: [],
  patterns: [
    new RegExp(String.raw`(?<![\p{L}])${DE_STREET}${DE_HOUSE}(?:${DE_TOWN_LINE})?`, 'gu'),
    new RegExp(String.raw`(?<![\p{L}])${DE_RING}${DE_HOUSE}${DE_TOWN_LINE}`, 'gu'),
  ],
  gates: [new RegExp(String.raw`${DE_TYPES}|${DE_TYPE_WORDS}|(?:Am|An der|Auf der|Im|In der|Zum|Zur)[ ]`), /ring[ ]\d/],
  views: ['base'],
  confidence: 0.8,
};

const INTL_CAP = String.raw`\p{Lu}[\p{Ll}'\u2019\-]{1,25}`;
const INTL_PARTICLE = String.raw`(?:de la|de las|de los|de l'|d'|de|del|della|dello|delle|degli|dei|di|da|do|dos|das|du|des|la|le|les|el|los|las|san|santa|s\u00e3o|sainte?|st\.?)`;
/** The street's name: capitalised words, the language's small words allowed between them. */
const INTL_NAME = String.raw`(?:${INTL_PARTICLE}[ ])?(?:${INTL_CAP}|\d{1,2}(?:er|e|\u00ba|\u00aa)?[ ]${INTL_CAP})(?:[ \-](?:${INTL_PARTICLE}[ ])?${INTL_CAP}){0,4}`;
const INTL_NUMBER = String.raw`(?:n[\u00ba\u00b0o]\.?[ ]?|num\.?[ ]|nr\.?[ ])?\d{1,5}(?:[ ]?(?:bis|ter)|[A-Za-z])?(?:[\-/]\d{1,4})?(?![\p{L}\d])`;
/** Types that open a street name only (never an everyday word at a capital): a street alone is enough. */
const INTL_TYPES_STRONG = String.raw`(?:[Rr]ue|[Aa]ll[\u00e9e]e|[Ii]mpasse|[Qq]uai|[Cc]alle|[Aa]venida|[Aa]vda\.|[Pp]aseo|[Cc]arrer|[Tt]raves[i\u00ed]a|[Vv]iale|[Pp]iazza|[Pp]iazzale|P\.zza|[Vv]icolo|[Ll]ungomare|[Ll]ungotevere|[Rr]ua|[Tt]ravessa|[Pp]ra[\u00e7c]a|[Aa]lameda|[Rr]odovia)`;
/** Types that are also words ("Via Slack", "Place your order"): the town line with its postcode must follow. */
const INTL_TYPES_WEAK = String.raw`(?:[Aa]venue|[Bb]oulevard|[Bb]d|[Pp]lace|[Cc]hemin|[Rr]oute|[Cc]ours|[Pp]assage|[Pp]laza|[Cc]amino|[Rr]onda|[Cc]arretera|[Vv]ia|[Cc]orso|[Ll]argo|[Ss]trada|[Ee]strada|Av\.|Pza\.|R\.)`;
/** Town lines: a five-digit code and the town (FR, ES, IT with an optional province, DE), Portugal's 1234-567, Brazil's CEP. */
const INTL_TOWN = String.raw`\p{Lu}[\p{Ll}'\u2019\-]{1,25}(?:[ \-](?:${INTL_PARTICLE}[ \-])?\p{Lu}[\p{Ll}'\u2019\-]{1,25}){0,3}`;
const INTL_TOWN_LINE = String.raw`(?:(?:F-|E-|I-)?\d{5}[ ]${INTL_TOWN}(?:[ ](?:\p{Lu}{2}|\(\p{Lu}{2}\)|CEDEX(?:[ ]\d{1,2})?))?|\d{4}-\d{3}[ ]${INTL_TOWN}|${INTL_TOWN}(?:[ ]-[ ]|\/)\p{Lu}{2}(?:,?[ ]\d{5}-\d{3})?|\d{5}-\d{3}(?:[ ]${INTL_TOWN}(?:[ ]-[ ]\p{Lu}{2})?)?)`;
/** French order: number, type, name ("77 rue de Rivoli"); the others: type, name, number. */
const INTL_STREET = (types: string): string =>
  String.raw`(?:${INTL_NUMBER},?[ ]${types}[ ]${INTL_NAME}|${types}[ ]${INTL_NAME},?[ ]${INTL_NUMBER})`;
const NL_STREET = String.raw`\p{Lu}\p{Ll}{1,30}(?:straat|weg|laan|plein|gracht|kade|singel|dijk|steeg|markt)[ ]\d{1,4}(?:[ \-]?[a-zA-Z]\b|-\d{1,3})?`;
const NL_TOWN_LINE = String.raw`\d{4}[ ]?[A-Z]{2}[ ]\p{Lu}[\p{Ll}'\u2019\-]{1,25}(?:[ \-]\p{Lu}[\p{Ll}'\u2019\-]{1,25}){0,2}`;

export const postalAddressIntl: Recognizer = {
  id: 'postal-address-intl',
  category: 'contact',
  description: 'Postal address with the street type first (FR, ES, IT, PT, BR) or a Dutch street',
  label: 'ADDRESS',
  keywords: [],
  patterns: [
    new RegExp(String.raw`(?<![\p{L}\d])${INTL_STREET(INTL_TYPES_STRONG)}(?:${SEP}${INTL_TOWN_LINE})?(?![\p{L}\d])`, 'gu'),
    new RegExp(String.raw`(?<![\p{L}\d])${INTL_STREET(INTL_TYPES_WEAK)}${SEP}${INTL_TOWN_LINE}(?![\p{L}\d])`, 'gu'),
    new RegExp(String.raw`(?<![\p{L}\d])${NL_STREET}(?:${SEP}${NL_TOWN_LINE})?(?![\p{L}\d])`, 'gu'),
  ],
  gates: [
    new RegExp(INTL_TYPES_STRONG),
    new RegExp(String.raw`${INTL_TYPES_WEAK}[ ]`),
    /(?:straat|weg|laan|plein|gracht|kade|singel|dijk|steeg|markt) \d/,
  ],
  views: ['base'],
  confidence: 0.8,
};

/** Words that make "address" something other than a postal one (e-mail, IP, wallet …). */
const NOT_POSTAL = String.raw`(?:e-?mail|ip|ipv[46]|mac|web|wallet|server|memory|return|bind|listen|remote|local|btc|eth|contract|base|physical|virtual|hardware|network|broadcast|gateway)[ \-]?`;
/**
 * The label, then checked from its start for a word boundary and none of NOT_POSTAL before it:
 * look-behinds placed first would be tried at every word of the text.
 */
// Accented letters as \u escapes, which the RegExp reads: raw text keeps no escapes of its own.
const ADDRESS_LABEL = String.raw`(?<label>(?:(?:street|mailing|postal|shipping|billing|home|delivery|business|work)[ ]address|address|addr\.?|adresse|anschrift|lieferadresse|rechnungsadresse|direcci[o\u00f3]n|indirizzo|endere[c\u00e7]o))(?<=\b(?<!${NOT_POSTAL})\k<label>)`;

export const postalAddressLabelled: Recognizer = {
  id: 'postal-address-labelled',
  category: 'contact',
  description: 'Postal address after an address label',
  label: 'ADDRESS',
  keywords: ['address', 'addr', 'adresse', 'anschrift', 'direcci', 'indirizzo', 'endere'],
  patterns: [
    new RegExp(
      String.raw`${ADDRESS_LABEL}[ \t]*:[ \t]*(?:\r?\n[ \t]*)?(?<v>[^\n]{5,100}(?:\r?\n[ \t]*(?=[^\n]{0,60}?(?:\b\d{4,5}\b|\b${UK_POSTCODE}\b))[^\n]{2,60}){0,2})`,
      'gi',
    ),
  ],
  views: ['base'],
  validate: (value) => {
    const v = value.trim();
    // An address has a number and words; not an e-mail, URL, IP, hex value or bare number.
    if (!/\d/.test(v) || !/[A-Za-zÀ-ÿ]{3,}/.test(v)) return false;
    if (/@|:\/\/|^(?:0x)?[0-9a-f:.]+$/i.test(v) || /^\d+$/.test(v)) return false;
    return v.split(/\s+/).length >= 2;
  },
  confidence: 0.75,
};
