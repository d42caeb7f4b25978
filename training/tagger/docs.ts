/**
 * Labelled documents for the tagger: sentence frames filled with entity values, and carriers
 * that people paste (chat, e-mail, forms, tickets, CSV and JSON rows, logs, OCR'd screens, code
 * comments, signatures, CVs, letters, meeting notes). Each carrier has a training and a test
 * variant with different labels, layouts and wording, so the held-out figures do not measure
 * memory of a layout. Offsets are UTF-16 offsets into the document text.
 */
import type { EntityKind } from '../../src/core/tagger/model-file';
import type { Rng } from '../corpus/rng';
import {
  address,
  addressBlock,
  addressLine,
  ADDRESS_LOCALES,
  company,
  date,
  fakerWord,
  NAME_LOCALES,
  nameStyle,
  personName,
  phone,
  pickWeighted,
  city,
  type NameStyle,
  type Split,
} from './entities';

export interface Span {
  start: number;
  end: number;
  kind: EntityKind;
}

export interface Doc {
  text: string;
  spans: Span[];
  carrier: string;
  lang: string;
}

export class DocBuilder {
  private readonly parts: string[] = [];
  private length = 0;
  readonly spans: Span[] = [];

  add(text: string): this {
    this.parts.push(text);
    this.length += text.length;
    return this;
  }

  ent(kind: EntityKind, text: string): this {
    const start = this.length;
    this.add(text);
    if (text.length > 0) this.spans.push({ start, end: this.length, kind });
    return this;
  }

  /** Appends a finished document (its spans shifted). */
  doc(d: { text: string; spans: Span[] }): this {
    const base = this.length;
    this.add(d.text);
    for (const s of d.spans) this.spans.push({ ...s, start: s.start + base, end: s.end + base });
    return this;
  }

  build(carrier: string, lang: string): Doc {
    return { text: this.parts.join(''), spans: this.spans, carrier, lang };
  }
}

const LANG_LOCALES: Record<string, readonly string[]> = {
  de: ['de', 'de_AT', 'de_CH'],
  fr: ['fr', 'fr_BE', 'fr_CH', 'fr_CA'],
  es: ['es', 'es_MX'],
  it: ['it'],
  pt: ['pt_BR', 'pt_PT'],
  nl: ['nl', 'nl_BE'],
};

export interface FillContext {
  rng: Rng;
  split: Split;
  lang: string;
  /** lower: chat typed without capitals; upper: forms in capitals. */
  casing: 'normal' | 'lower' | 'upper';
}

function nameLocale(c: FillContext): string {
  const own = LANG_LOCALES[c.lang];
  if (own && c.rng.chance(0.55)) return c.rng.pick(own);
  return pickWeighted(c.rng, NAME_LOCALES);
}

function addressLocale(c: FillContext): string {
  const own = LANG_LOCALES[c.lang];
  if (own && c.rng.chance(0.6)) return c.rng.pick(own);
  return pickWeighted(c.rng, ADDRESS_LOCALES);
}

const cased = (c: FillContext, s: string): string => (c.casing === 'lower' ? s.toLowerCase() : c.casing === 'upper' ? s.toUpperCase() : s);

export function nameValue(c: FillContext, style?: NameStyle): string {
  const v = personName(c.rng, nameLocale(c), c.split, style ?? nameStyle(c.rng));
  if (c.casing === 'lower' && c.rng.chance(0.6)) return v.toLowerCase();
  if (c.casing === 'upper') return v.toUpperCase();
  return v;
}

const VERSIONS = (r: Rng): string => `${r.chance(0.4) ? 'v' : ''}${r.int(0, 20)}.${r.int(0, 30)}.${r.int(0, 99)}${r.chance(0.15) ? `-${r.pick(['beta', 'rc', 'alpha'])}.${r.int(1, 9)}` : ''}`;

/** Fills one slot: returns the text and whether it is an entity of some kind. */
export function fillSlot(c: FillContext, slot: string, b: DocBuilder): void {
  const r = c.rng;
  switch (slot) {
    case 'P':
      b.ent('person', nameValue(c));
      return;
    case 'PF':
      b.ent('person', nameValue(c, 'first'));
      return;
    case 'PL':
      b.ent('person', nameValue(c, 'last'));
      return;
    case 'PN':
      b.ent('person', nameValue(c, r.chance(0.8) ? 'full' : r.chance(0.5) ? 'three' : 'first-initial-last'));
      return;
    case 'A':
      b.ent('street_address', cased(c, addressLine(r, address(r, addressLocale(c), c.split, r.chance(0.8) ? 'full' : 'town'))));
      return;
    case 'AB':
      b.ent('street_address', cased(c, addressBlock(address(r, addressLocale(c), c.split, 'full'))));
      return;
    case 'AS':
      b.ent('street_address', cased(c, addressLine(r, address(r, addressLocale(c), c.split, 'street'))));
      return;
    case 'T':
      b.ent('phone', phone(r, addressLocale(c)));
      return;
    case 'D':
      b.ent('date_of_birth', date(r, c.lang, true));
      return;
    case 'X':
      b.add(date(r, c.lang, false));
      return;
    case 'C':
      b.add(company(r, addressLocale(c)));
      return;
    case 'CITY':
      b.add(city(r, addressLocale(c), c.split));
      return;
    case 'N':
      b.add(String(r.chance(0.5) ? r.int(1, 99) : r.int(100, 99999)));
      return;
    case 'V':
      b.add(VERSIONS(r));
      return;
    case 'E':
      b.add(`${r.pick(['info', 'j.doe', 'support', 'team', 'billing', 'a.k', 'office'])}${r.int(1, 99)}@example.${r.pick(['org', 'com', 'net'])}`);
      return;
    case 'O':
      b.add(`${r.pick(['#', 'INV-', 'ORD-', 'TCK-', 'No. ', ''])}${r.int(1000, 99999999)}`);
      return;
    case 'W':
      b.add(fakerWord(r));
      return;
    default:
      throw new Error(`unknown slot {${slot}}`);
  }
}

const SLOT = /\{([A-Z]+)\}/g;

export function fillFrame(c: FillContext, frame: string, b: DocBuilder): void {
  let last = 0;
  for (const m of frame.matchAll(SLOT)) {
    b.add(frame.slice(last, m.index));
    fillSlot(c, m[1]!, b);
    last = m.index! + m[0].length;
  }
  b.add(frame.slice(last));
}

// ——— carriers ———

interface Labels {
  name: string[];
  first: string[];
  last: string[];
  dob: string[];
  address: string[];
  phone: string[];
  email: string[];
  city: string[];
  zip: string[];
  street: string[];
  other: string[];
}

const TRAIN_LABELS: Labels = {
  name: ['Name', 'Full name', 'Customer', 'Patient', 'Employee', 'Contact', 'Applicant', 'Nom', 'Nombre', 'Name des Kunden', 'Tenant', 'Guest', 'Naam', 'Klant', 'Nome completo', 'Nom complet', 'Ansprechpartner'],
  first: ['First name', 'Given name', 'Vorname', 'Prénom'],
  last: ['Last name', 'Surname', 'Nachname', 'Apellidos'],
  dob: ['Date of birth', 'DOB', 'Birth date', 'Geburtsdatum', 'Date de naissance', 'Fecha de nacimiento', 'Born'],
  address: ['Address', 'Home address', 'Shipping address', 'Adresse', 'Anschrift', 'Dirección', 'Mailing address'],
  phone: ['Phone', 'Tel', 'Mobile', 'Telefon', 'Téléphone', 'Teléfono', 'Cell', 'Telefoon', 'Telefone', 'Mobil'],
  email: ['Email', 'E-mail', 'Mail'],
  city: ['City', 'Town', 'Ort', 'Ville'],
  zip: ['ZIP', 'Postcode', 'PLZ', 'Code postal'],
  street: ['Street', 'Straße', 'Rue'],
  other: ['Status', 'Plan', 'Priority', 'Account', 'Department', 'Notes', 'Role', 'Team', 'Kundennr', 'Klantnummer', 'Estado', 'Alta', 'Betrag', 'Referencia', 'Statut', 'Importe', 'Abteilung', 'Categoria'],
};

const TEST_LABELS: Labels = {
  name: ['Customer name', 'Policy holder', 'Insured', 'Member', 'Passenger', 'Cliente', 'Kunde', 'Titulaire', 'Resident'],
  first: ['Forename', 'Nome', 'First'],
  last: ['Family name', 'Cognome', 'Last'],
  dob: ['Birthdate', 'D.O.B.', 'Geb.', 'Data di nascita', 'Date of Birth (DD/MM/YYYY)'],
  address: ['Residential address', 'Billing address', 'Postal address', 'Wohnadresse', 'Indirizzo', 'Morada'],
  phone: ['Contact number', 'Telephone', 'Handy', 'Portable', 'Móvil', 'Phone no.'],
  email: ['Email address', 'Courriel'],
  city: ['City/Town', 'Stadt', 'Città'],
  zip: ['Post code', 'Postal code', 'CAP'],
  street: ['Street address', 'Via'],
  other: ['Reference', 'Segment', 'Tier', 'Region', 'Comment', 'Source'],
};

const labels = (split: Split): Labels => (split === 'test' ? TEST_LABELS : TRAIN_LABELS);

function sentence(c: FillContext, frames: Record<string, readonly string[]>, b: DocBuilder): void {
  const list = frames[c.lang] ?? frames.en!;
  fillFrame(c, c.rng.pick(list), b);
}

type Carrier = (c: FillContext, frames: Record<string, readonly string[]>, b: DocBuilder) => void;

const FILLERS_TRAIN = [
  'Let me know what you think.', 'Thanks in advance.', 'See the attached file.', 'Sorry for the delay.', 'It is urgent.',
  'Any update on this?', 'Looking forward to your reply.', 'The numbers look off.', 'We can discuss it on Monday.',
];
const FILLERS_TEST = [
  'Appreciate the quick turnaround.', 'No rush on this one.', 'Happy to jump on a call.', 'This blocks the release.',
  'I have cc’d finance.', 'Full log below.',
];

const TITLES = ['Account Manager', 'Senior Engineer', 'Head of Sales', 'Office Manager', 'Nurse Practitioner', 'Product Owner', 'Data Analyst', 'CEO', 'Paralegal', 'Teacher'];

const carriers: Record<string, { train: Carrier; test: Carrier }> = {
  chat: {
    train(c, frames, b) {
      const n = c.rng.int(1, 4);
      for (let i = 0; i < n; i++) {
        if (c.rng.chance(0.5)) b.add(`[${c.rng.int(8, 23)}:${String(c.rng.int(0, 59)).padStart(2, '0')}] `);
        if (c.rng.chance(0.6)) {
          b.ent('person', nameValue({ ...c, casing: c.rng.chance(0.5) ? 'lower' : 'normal' }, c.rng.chance(0.7) ? 'first' : 'full'));
          b.add(': ');
        }
        const cc = { ...c, casing: c.rng.chance(0.4) ? ('lower' as const) : c.casing };
        sentence(cc, frames, b);
        b.add('\n');
      }
    },
    test(c, frames, b) {
      const n = c.rng.int(1, 3);
      for (let i = 0; i < n; i++) {
        b.add(c.rng.pick(['> ', '- ', '']));
        if (c.rng.chance(0.5)) {
          b.ent('person', nameValue(c, 'first'));
          b.add(c.rng.pick([' wrote: ', ' — ', ' said: ']));
        }
        sentence({ ...c, casing: c.rng.chance(0.3) ? 'lower' : c.casing }, frames, b);
        b.add('\n');
      }
    },
  },
  email: {
    train(c, frames, b) {
      b.add('From: ');
      b.ent('person', nameValue(c, 'full'));
      b.add(` <${c.rng.pick(['a', 'mail', 'hello'])}${c.rng.int(1, 99)}@example.org>\nTo: `);
      b.ent('person', nameValue(c, 'full'));
      b.add(`\nSubject: ${c.rng.pick(['Re: invoice', 'Quick question', 'Delivery', 'Meeting notes', 'Your order'])}\n\n`);
      b.add(`${c.rng.pick(['Hi', 'Hello', 'Dear', 'Hallo', 'Bonjour', 'Hola'])} `);
      b.ent('person', nameValue(c, 'first'));
      b.add(',\n\n');
      sentence(c, frames, b);
      b.add(` ${c.rng.pick(FILLERS_TRAIN)}\n\n${c.rng.pick(['Best', 'Regards', 'Thanks', 'Cheers', 'Kind regards', 'Viele Grüße'])},\n`);
      b.ent('person', nameValue(c, 'full'));
      if (c.rng.chance(0.5)) {
        b.add(`\n${c.rng.pick(TITLES)}, ${company(c.rng, 'en')}\n`);
        b.ent('phone', phone(c.rng, 'en_US'));
      }
      b.add('\n');
    },
    test(c, frames, b) {
      b.add(`On ${date(c.rng, 'en', false)}, `);
      b.ent('person', nameValue(c, 'full'));
      b.add(' wrote:\n> ');
      sentence(c, frames, b);
      b.add('\n\n');
      b.ent('person', nameValue(c, 'first'));
      b.add(c.rng.pick([' — ', ', ']));
      sentence(c, frames, b);
      b.add(`\n\nWarm wishes,\n`);
      b.ent('person', nameValue(c, 'first'));
      b.add('\n');
    },
  },
  form: {
    train(c, _frames, b) {
      const L = labels(c.split);
      const sep = c.rng.pick([': ', ':\t', ' : ', ' - ']);
      const fields = c.rng.shuffle(['name', 'dob', 'address', 'phone', 'email', 'other']).slice(0, c.rng.int(2, 6));
      const asKeys = c.rng.chance(0.3);
      for (const f of fields) {
        const key = f as keyof Labels;
        const label = c.rng.pick(L[key]);
        b.add(`${asKeys ? `${c.rng.pick(['', '  '])}${label.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '_')}` : label}${asKeys ? ': ' : sep}`);
        const cc = { ...c, casing: c.rng.chance(0.15) ? ('upper' as const) : c.casing };
        if (f === 'name') b.ent('person', nameValue(cc, c.rng.chance(0.15) ? 'last-comma-first' : 'full'));
        else if (f === 'dob') b.ent('date_of_birth', date(c.rng, c.lang, true));
        else if (f === 'address') b.ent('street_address', cased(cc, addressLine(c.rng, address(c.rng, addressLocale(c), c.split))));
        else if (f === 'phone') b.ent('phone', phone(c.rng, addressLocale(c)));
        else if (f === 'email') b.add(`user${c.rng.int(1, 999)}@example.com`);
        else b.add(c.rng.pick(['active', 'Gold', 'pending review', 'n/a', 'Finance', String(c.rng.int(1, 9999))]));
        b.add('\n');
      }
    },
    test(c, _frames, b) {
      const L = labels(c.split);
      b.add(c.rng.pick(['| Field | Value |\n|---|---|\n', '']));
      const table = true;
      const fields = c.rng.shuffle(['name', 'dob', 'address', 'phone', 'other']).slice(0, c.rng.int(2, 5));
      for (const f of fields) {
        const key = f as keyof Labels;
        b.add(table && c.rng.chance(0.5) ? `| ${c.rng.pick(L[key])} | ` : `${c.rng.pick(L[key])}: `);
        if (f === 'name') b.ent('person', nameValue(c, 'full'));
        else if (f === 'dob') b.ent('date_of_birth', date(c.rng, c.lang, true));
        else if (f === 'address') b.ent('street_address', addressLine(c.rng, address(c.rng, addressLocale(c), c.split)));
        else if (f === 'phone') b.ent('phone', phone(c.rng, addressLocale(c)));
        else b.add(c.rng.pick(['B2C', 'north', 'web', 'premium']));
        b.add('\n');
      }
    },
  },
  csv: {
    train(c, _frames, b) {
      const cols = c.rng.pick([
        ['id', 'name', 'phone', 'city'],
        ['customer_id', 'first_name', 'last_name', 'dob', 'status'],
        ['name', 'street', 'zip', 'city', 'country'],
        ['order', 'customer', 'address', 'amount'],
        ['id', 'full_name', 'email', 'mobile'],
      ]);
      if (c.rng.chance(0.4)) cols.splice(c.rng.int(1, cols.length), 0, c.rng.pick(EXTRA_COLUMNS));
      const sep = c.rng.pick([',', ';', '\t']);
      const style = c.rng.int(0, 3);
      b.add(cols.map((col) => headerOf(c, col, style)).join(sep) + '\n');
      const rows = c.rng.int(1, 5);
      for (let r = 0; r < rows; r++) {
        const loc = addressLocale(c);
        const a = address(c.rng, loc, c.split);
        cols.forEach((col, i) => {
          if (i > 0) b.add(sep);
          csvCell(c, b, col, loc, a.lines, sep);
        });
        b.add('\n');
      }
    },
    test(c, _frames, b) {
      const cols = c.rng.pick([
        ['ref', 'holder', 'birthdate', 'tel'],
        ['member', 'postal_address', 'segment'],
        ['contact', 'telephone', 'town'],
      ]);
      b.add(cols.join(',') + '\n');
      for (let r = 0; r < c.rng.int(1, 4); r++) {
        const loc = addressLocale(c);
        const a = address(c.rng, loc, c.split);
        cols.forEach((col, i) => {
          if (i > 0) b.add(',');
          csvCell(c, b, col, loc, a.lines, ',');
        });
        b.add('\n');
      }
    },
  },
  json: {
    train(c, _frames, b) {
      const loc = addressLocale(c);
      const a = address(c.rng, loc, c.split);
      b.add(`{"id": ${c.rng.int(1, 99999)}, "${c.rng.pick(['name', 'fullName', 'customer_name', 'contact'])}": "`);
      b.ent('person', nameValue(c, 'full'));
      b.add(`", "${c.rng.pick(['phone', 'tel', 'mobile'])}": "`);
      b.ent('phone', phone(c.rng, loc));
      if (c.rng.chance(0.5)) {
        b.add(`", "${c.rng.pick(['address', 'addr', 'shipping_address'])}": "`);
        b.ent('street_address', addressLine(c.rng, a));
      } else {
        b.add(`", "dob": "`);
        b.ent('date_of_birth', date(c.rng, 'en', true));
      }
      b.add(`", "status": "${c.rng.pick(['active', 'closed'])}"}\n`);
    },
    test(c, _frames, b) {
      const loc = addressLocale(c);
      const a = address(c.rng, loc, c.split);
      b.add('{\n  "holder": "');
      b.ent('person', nameValue(c, 'full'));
      b.add('",\n  "residence": {"line1": "');
      b.ent('street_address', a.lines[0]!);
      b.add('", "line2": "');
      b.ent('street_address', a.lines.slice(1).join(', '));
      b.add('"},\n  "birthDate": "');
      b.ent('date_of_birth', date(c.rng, 'en', true));
      b.add('"\n}\n');
    },
  },
  log: {
    train(c, _frames, b) {
      const ts = `2024-${String(c.rng.int(1, 12)).padStart(2, '0')}-${String(c.rng.int(1, 28)).padStart(2, '0')}T${c.rng.int(10, 23)}:${c.rng.int(10, 59)}:${c.rng.int(10, 59)}Z`;
      b.add(`${ts} ${c.rng.pick(['INFO', 'WARN', 'DEBUG'])} ${c.rng.pick(['user.update', 'checkout', 'crm.sync', 'signup'])} `);
      b.add('name="');
      b.ent('person', nameValue(c, 'full'));
      b.add('" ');
      if (c.rng.chance(0.5)) {
        b.add('phone=');
        b.ent('phone', phone(c.rng, addressLocale(c)).replace(/\s/g, ''));
      } else {
        b.add('addr="');
        b.ent('street_address', addressLine(c.rng, address(c.rng, addressLocale(c), c.split)));
        b.add('"');
      }
      b.add(` latency=${c.rng.int(2, 900)}ms\n`);
    },
    test(c, _frames, b) {
      b.add(`[${c.rng.pick(['worker-3', 'api', 'mailer'])}] ${c.rng.pick(['Sending receipt to', 'Lookup for', 'Profile saved for'])} `);
      b.ent('person', nameValue(c, 'full'));
      b.add(` (${c.rng.pick(['tel', 'contact'])}: `);
      b.ent('phone', phone(c.rng, addressLocale(c)));
      b.add(`) took ${c.rng.int(2, 900)} ms\n`);
    },
  },
  code: {
    train(c, frames, b) {
      const pre = c.rng.pick(['// ', '# ', '-- ', ' * ', '/* ']);
      b.add(pre + c.rng.pick(['TODO(', 'FIXME(', 'NOTE(']));
      b.ent('person', nameValue({ ...c, casing: c.rng.chance(0.5) ? 'lower' : 'normal' }, 'first'));
      b.add('): ');
      sentence(c, frames, b);
      b.add(`\n${c.rng.pick(['const', 'let', 'var'])} ${c.rng.pick(['userName', 'retryCount', 'firstName', 'streetAddress'])} = ${c.rng.pick(['null', '0', 'getValue()', "''"])};\n`);
      if (c.rng.chance(0.5)) {
        b.add(`${pre}Author: `);
        b.ent('person', nameValue(c, 'full'));
        b.add(' <dev@example.com>\n');
      }
    },
    test(c, frames, b) {
      b.add(`def handler(event):\n    """Maintained by `);
      b.ent('person', nameValue(c, 'full'));
      b.add('. ');
      sentence(c, frames, b);
      b.add('"""\n    return None\n');
    },
  },
  signature: {
    train(c, _frames, b) {
      b.add('--\n');
      b.ent('person', nameValue(c, c.rng.chance(0.8) ? 'full' : 'three'));
      b.add(`\n${c.rng.pick(TITLES)}\n${company(c.rng, 'en')}\n`);
      b.ent('street_address', addressBlock(address(c.rng, addressLocale(c), c.split)));
      b.add(`\n${c.rng.pick(['T', 'Tel', 'Phone', 'M', 'Mob'])}: `);
      b.ent('phone', phone(c.rng, addressLocale(c)));
      b.add('\n');
    },
    test(c, _frames, b) {
      b.ent('person', nameValue(c, 'full'));
      b.add(` | ${c.rng.pick(TITLES)} | `);
      b.ent('phone', phone(c.rng, addressLocale(c)));
      b.add(' | ');
      b.ent('street_address', addressLine(c.rng, address(c.rng, addressLocale(c), c.split)));
      b.add('\n');
    },
  },
  cv: {
    train(c, _frames, b) {
      b.ent('person', nameValue({ ...c, casing: c.rng.chance(0.3) ? 'upper' : 'normal' }, 'full'));
      b.add('\n');
      b.ent('street_address', addressLine(c.rng, address(c.rng, addressLocale(c), c.split)));
      b.add(' · ');
      b.ent('phone', phone(c.rng, addressLocale(c)));
      b.add(`\n${c.rng.pick(TRAIN_LABELS.dob)}: `);
      b.ent('date_of_birth', date(c.rng, c.lang, true));
      b.add(`\n\nEXPERIENCE\n${date(c.rng, 'en', false)} – present  ${c.rng.pick(TITLES)}, ${company(c.rng, 'en')}\n`);
    },
    test(c, _frames, b) {
      b.add('CURRICULUM VITAE\n\n');
      b.ent('person', nameValue(c, 'full'));
      b.add(`, born `);
      b.ent('date_of_birth', date(c.rng, 'en', true));
      b.add('\nContact: ');
      b.ent('phone', phone(c.rng, addressLocale(c)));
      b.add('\n');
    },
  },
  letter: {
    train(c, frames, b) {
      b.ent('person', nameValue(c, 'full'));
      b.add('\n');
      b.ent('street_address', addressBlock(address(c.rng, addressLocale(c), c.split)));
      b.add(`\n\n${date(c.rng, c.lang, false)}\n\nDear ${c.rng.pick(['Mr', 'Ms', 'Mrs', 'Dr'])} `);
      b.ent('person', nameValue(c, 'last'));
      b.add(',\n\n');
      sentence(c, frames, b);
      b.add('\n\nYours sincerely,\n\n');
      b.ent('person', nameValue(c, 'full'));
      b.add('\n');
    },
    test(c, frames, b) {
      b.add(`${c.rng.pick(['To whom it may concern', 'Sehr geehrte Damen und Herren', 'Madame, Monsieur'])},\n\n`);
      sentence(c, frames, b);
      b.add('\n\nSigned: ');
      b.ent('person', nameValue(c, 'full'));
      b.add('\n');
    },
  },
  notes: {
    train(c, _frames, b) {
      b.add(`Meeting notes – ${date(c.rng, 'en', false)}\nAttendees: `);
      const n = c.rng.int(2, 4);
      for (let i = 0; i < n; i++) {
        if (i > 0) b.add(', ');
        b.ent('person', nameValue(c, c.rng.chance(0.6) ? 'full' : 'first'));
      }
      b.add('\n\n- ');
      b.ent('person', nameValue(c, 'first'));
      b.add(` to ${c.rng.pick(['send the deck', 'book the venue', 'review the contract', 'call the client'])}\n`);
    },
    test(c, _frames, b) {
      b.add('Action items:\n');
      for (let i = 0; i < c.rng.int(1, 3); i++) {
        b.add('[ ] ');
        b.add(c.rng.pick(['Follow up with ', 'Owner: ', 'Chase ']));
        b.ent('person', nameValue(c, 'full'));
        b.add(c.rng.pick([' by Friday\n', ' re budget\n', '\n']));
      }
    },
  },
  ticket: {
    train(c, frames, b) {
      b.add(`Ticket #${c.rng.int(1000, 99999)}\nReporter: `);
      b.ent('person', nameValue(c, 'full'));
      b.add(`\nPriority: ${c.rng.pick(['High', 'Low', 'Medium'])}\n\nDescription:\n`);
      sentence(c, frames, b);
      b.add('\n');
    },
    test(c, frames, b) {
      b.add(`INC-${c.rng.int(1000, 99999)} opened by `);
      b.ent('person', nameValue(c, 'full'));
      b.add('\nSummary: ');
      sentence(c, frames, b);
      b.add('\n');
    },
  },
  prose: {
    train(c, frames, b) {
      const n = c.rng.int(1, 3);
      for (let i = 0; i < n; i++) {
        if (i > 0) b.add(' ');
        sentence(c, frames, b);
      }
    },
    test(c, frames, b) {
      sentence(c, frames, b);
    },
  },
};

/** Columns of no entity that exports carry beside people (identifiers, amounts, states). */
const EXTRA_COLUMNS = ['iban', 'amount', 'status', 'customer_no', 'created', 'plan'];

/** Header words per column in the product's languages (training vocabulary only). */
const HEADER_WORDS: Record<string, readonly string[]> = {
  id: ['id', 'ID', 'Nr', 'No.', 'Kundennr', 'Klantnr', 'Núm'],
  name: ['name', 'Name', 'Naam', 'Nom', 'Nombre', 'Nome', 'Kunde'],
  phone: ['phone', 'Phone', 'Telefon', 'Telefoon', 'Téléphone', 'Teléfono', 'Tel.'],
  city: ['city', 'City', 'Ort', 'Stadt', 'Ville', 'Ciudad', 'Plaats'],
  customer_id: ['customer_id', 'Customer ID', 'Kundennummer', 'Klantnummer', 'N° client'],
  first_name: ['first_name', 'First Name', 'Vorname', 'Prénom', 'Voornaam'],
  last_name: ['last_name', 'Last Name', 'Nachname', 'Nom de famille', 'Achternaam', 'Apellido'],
  dob: ['dob', 'DOB', 'Geburtsdatum', 'Date de naissance', 'Geboortedatum', 'Fecha nac.'],
  status: ['status', 'Status', 'Estado', 'Statut', 'Stato'],
  street: ['street', 'Street', 'Straße', 'Rue', 'Calle', 'Straat'],
  zip: ['zip', 'ZIP', 'PLZ', 'CP', 'Postcode'],
  country: ['country', 'Country', 'Land', 'Pays', 'País'],
  order: ['order', 'Order', 'Bestellung', 'Commande', 'Pedido'],
  customer: ['customer', 'Customer', 'Kunde', 'Client', 'Cliente'],
  address: ['address', 'Address', 'Adresse', 'Dirección', 'Adres'],
  amount: ['amount', 'Amount', 'Betrag', 'Montant', 'Importe', 'Bedrag'],
  full_name: ['full_name', 'Full Name', 'Vollständiger Name', 'Nom complet'],
  email: ['email', 'E-Mail', 'Email', 'Courriel', 'Correo'],
  mobile: ['mobile', 'Mobile', 'Handy', 'Mobiel', 'Móvil'],
  iban: ['iban', 'IBAN', 'Konto', 'Rekening'],
  customer_no: ['customer_no', 'Kundennr', 'Klantnr', 'N° client', 'Núm. cliente'],
  created: ['created', 'Created', 'Angelegt', 'Créé le', 'Alta'],
  plan: ['plan', 'Plan', 'Tarif', 'Abo'],
};

/** A column's header as written: as the key, in one of its words, or in capitals. */
function headerOf(c: FillContext, col: string, style: number): string {
  const words = HEADER_WORDS[col] ?? [col];
  if (style === 0) return col;
  if (style === 3) return col.toUpperCase();
  return c.rng.pick(words);
}

function csvCell(c: FillContext, b: DocBuilder, col: string, loc: string, lines: string[], sep: string): void {
  const quote = (s: string): string => (s.includes(sep) || s.includes(',') ? `"${s}"` : s);
  const r = c.rng;
  switch (col) {
    case 'name':
    case 'full_name':
    case 'customer':
    case 'holder':
    case 'member':
    case 'contact': {
      const v = nameValue(c, 'full');
      const q = quote(v);
      b.add(q.startsWith('"') ? '"' : '').ent('person', v).add(q.startsWith('"') ? '"' : '');
      return;
    }
    case 'first_name':
      b.ent('person', nameValue(c, 'first'));
      return;
    case 'last_name':
      b.ent('person', nameValue(c, 'last'));
      return;
    case 'dob':
    case 'birthdate':
      b.ent('date_of_birth', date(r, 'en', true));
      return;
    case 'phone':
    case 'mobile':
    case 'tel':
    case 'telephone':
      b.ent('phone', phone(r, loc));
      return;
    case 'street':
      b.ent('street_address', lines[0]!);
      return;
    case 'address':
    case 'postal_address': {
      const v = lines.join(', ');
      b.add('"').ent('street_address', v).add('"');
      return;
    }
    case 'zip':
      b.ent('street_address', (/\d[\d\s-]{2,}\d|[A-Z]\d[A-Z]? ?\d[A-Z]{2}/.exec(lines.join(' ')) ?? [String(r.int(10000, 99999))])[0]);
      return;
    case 'city':
    case 'town':
      b.add(city(r, loc, c.split));
      return;
    case 'country':
      b.add(r.pick(['DE', 'FR', 'US', 'GB', 'ES', 'NL']));
      return;
    case 'email':
      b.add(`user${r.int(1, 999)}@example.com`);
      return;
    case 'iban':
      b.add(`${r.pick(['DE', 'FR', 'NL', 'ES', 'IT'])}${r.int(10, 99)}${Array.from({ length: 4 }, () => r.int(1000, 9999)).join(r.pick(['', ' ']))}${r.int(10, 99)}`);
      return;
    case 'created':
      b.add(`20${r.int(19, 26)}-0${r.int(1, 9)}-${r.int(10, 28)}`);
      return;
    default:
      b.add(r.pick(['active', 'pending', String(r.int(1, 99999)), `${r.int(1, 999)}.${r.int(10, 99)}`, 'gold', 'EU']));
  }
}

export const CARRIERS = Object.keys(carriers);

const CARRIER_WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['prose', 9], ['chat', 4], ['email', 3], ['form', 3], ['csv', 1.5], ['json', 1.5], ['log', 1.5], ['code', 1.5],
  ['signature', 1.5], ['cv', 1], ['letter', 1.5], ['notes', 1], ['ticket', 1.5],
];

const LANG_WEIGHTS: ReadonlyArray<readonly [string, number]> = [['en', 12], ['de', 2], ['fr', 2], ['es', 1.5], ['it', 1], ['pt', 1], ['nl', 1]];

/** One synthetic labelled document of a random carrier and language. */
export function syntheticDoc(rng: Rng, split: Split, frames: Record<string, readonly string[]>, carrier?: string): Doc {
  const name = carrier ?? pickWeighted(rng, CARRIER_WEIGHTS);
  const lang = pickWeighted(rng, LANG_WEIGHTS);
  const c: FillContext = { rng, split, lang, casing: 'normal' };
  const b = new DocBuilder();
  carriers[name]![split === 'test' ? 'test' : 'train'](c, frames, b);
  return b.build(name, lang);
}

export const FILLERS = { train: FILLERS_TRAIN, test: FILLERS_TEST };
