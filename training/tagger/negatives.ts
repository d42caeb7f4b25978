/**
 * Negatives for the tagger: real prose, Markdown, changelogs, code and configuration read at
 * training time from the packages installed in node_modules (package-text.ts; sampled with a
 * fixed seed, none of it shipped or committed), hand-written hard negatives (Title Case headings,
 * products, places, identifiers, eponyms, companies named after people, words that are also
 * given names, street-like words in prose, dates that are no birth date, long digit groups that
 * are no phone), OCR-style noise, and splicing of labelled sentences into real prose.
 */
import { scan } from '../../src/core/engine/scan';
import { PERSON_NAME_RECOGNIZERS } from '../../src/core/recognizers/person-name/index';
import { postalAddress, postalAddressDe, postalAddressLabelled } from '../../src/core/recognizers/contact/postal-address';
import type { Rng } from '../corpus/rng';
import { DocBuilder, type Doc, type Span } from './docs';
import { company, date, fakerWord, type Split } from './entities';
import { listPackageFiles, sampleChunks, TEXT_KINDS, type TextKind } from './package-text';

const ruleCheck = [...PERSON_NAME_RECOGNIZERS, postalAddress, postalAddressDe, postalAddressLabelled];

/** True when the rules see no person or address in the chunk (so labelling it all O is right). */
export function ruleClean(text: string): boolean {
  try {
    return scan(text, { recognizers: ruleCheck }).findings.length === 0;
  } catch {
    return false;
  }
}

/** Real text of one split's packages, by kind (package-text.ts), and identifiers read from its code. */
export interface NegativeSource {
  prose: string[];
  markdown: string[];
  changelog: string[];
  code: string[];
  config: string[];
  /** PascalCase and camelCase identifiers frequent in the code (for hard negatives in prose). */
  identifiers: string[];
}

export type NegativeSizes = Record<TextKind, number>;

/**
 * Chunks of each kind from the packages of `split`. Training and validation chunks must also pass
 * the rules' person and address check (their labels are "no entity"); evaluation chunks are
 * taken as they come (`strict` false), so a real name left in a README counts against the tagger.
 */
export function sampleNegatives(rng: Rng, root: string, split: Split, sizes: NegativeSizes, strict = true): NegativeSource {
  const { files } = listPackageFiles(root, split);
  const keep = strict ? ruleClean : (): boolean => true;
  const out = {} as Record<TextKind, string[]>;
  for (const kind of TEXT_KINDS) out[kind] = sampleChunks(rng, files[kind], kind, sizes[kind], keep);
  const counts = new Map<string, number>();
  for (const c of out.code) for (const m of c.matchAll(/\b[A-Z][a-z]+(?:[A-Z][a-z]+)+\b|\b[a-z]+(?:[A-Z][a-z]+)+\b/g)) counts.set(m[0], (counts.get(m[0]) ?? 0) + 1);
  const identifiers = [...counts.entries()].filter(([, n]) => n >= 2).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, 2000).map(([w]) => w);
  return { ...out, identifiers };
}

const HEADINGS = [
  'Getting Started', 'Release Notes', 'Frequently Asked Questions', 'Migration Guide', 'Table Of Contents', 'Known Issues',
  'Advanced Usage', 'Quick Start Guide', 'Project Overview', 'Terms Of Service', 'Privacy Policy', 'Customer Success Stories',
  'Annual General Meeting', 'Quarterly Business Review', 'Human Resources', 'Board Of Directors', 'Sales Enablement Plan',
  'Best Practices For Error Handling', 'Working With Streams', 'Building Your First App', 'Spring Cleaning Checklist',
  'Grace Period Policy', 'Summer Sale', 'Black Friday Deals', 'Happy New Year', 'Merry Christmas', 'Thank You Note',
];
const EPONYMS = [
  "Dijkstra's algorithm", 'the Turing test', "Bayes' theorem", 'a Gaussian blur', 'the Levenshtein distance', 'a Fourier transform',
  "Alzheimer's disease", "Parkinson's disease", "Newton's method", "Euler's formula", 'a Kalman filter', 'a Markov chain',
  "Pascal's triangle", 'Huffman coding', 'Boolean logic', 'a Voronoi diagram', "Kruskal's algorithm", 'the Doppler effect',
  'Murphy\'s law', 'the Hubble telescope', 'a Petri net', 'the Fibonacci sequence', 'Hodgkin lymphoma', 'the Nobel Prize',
  'Darwinian evolution', 'Keynesian economics', 'the Gregorian calendar', 'Morse code', 'a Bunsen burner', 'Braille',
  'the Richter scale', 'Celsius', 'Fahrenheit', 'Kelvin', 'the Ponzi scheme', 'Occam\'s razor', 'Conway\'s Game of Life',
];
const PRODUCTS = [
  'Google Chrome', 'Visual Studio Code', 'Amazon Web Services', 'Microsoft Teams', 'Adobe Photoshop', 'Apple Music', 'Tesla Model 3',
  'Windows Server 2022', 'Red Hat Enterprise Linux', 'Mozilla Firefox', 'Slack', 'Jira', 'Notion', 'Figma', 'Salesforce',
  'the New York Times', 'the Financial Times', 'Harvard Business Review', 'Wall Street', 'Silicon Valley', 'Main Street',
  'Abbey Road', 'Sesame Street', 'Park Avenue', 'Fifth Avenue', 'Oxford Street', 'Champs-Élysées', 'Route 66', 'Broadway',
  'Kubernetes', 'PostgreSQL', 'React Native', 'Node.js', 'TypeScript', 'GitHub Actions', 'Stack Overflow', 'ChatGPT', 'Claude',
];
const IDENTIFIERS = [
  'UserService', 'getUserName()', 'FirstName', 'last_name', 'StreetAddress', 'phoneNumber', 'PersonBuilder', 'AddressLine1',
  'formatDate', 'parsePhone', 'HttpClient', 'JsonSerializer', 'OrderController', 'customer_id', 'BirthDateValidator', 'isValid',
];
const STREETY = [
  'down the road', 'the road ahead', 'a long way to go', 'on the street level', 'street food', 'Main Street investors', 'the avenue of approach',
  'a dead-end street', 'the court ruled', 'a close call', 'park the car', 'walk the dog', 'the way forward', 'the drive to succeed',
  'plaza level', 'a square root', 'the circle of trust', 'a hill to die on', 'row 12 of the sheet', 'lane 3 of the pool',
];

/** Given names that are also words, used as words (sentence starts, terms, products). */
const WORD_USES = [
  'Will the build pass on the new runner?', 'May I ask why the job failed twice?', 'Mark the ticket as resolved once deployed.',
  'Grace period: 14 days after the renewal date.', 'Bill the customer at the end of the month.', 'Hope this helps, the fix is in main.',
  'Rose 4 % in the third quarter, then fell back.', 'Sue the vendor? Legal says no.', 'Joy, the tests finally pass.',
  'Faith in the roadmap is low after the delay.', 'Iris recognition is disabled on this model.', 'Amber alerts are shown in the banner.',
  'Ruby on Rails 7 drops the old asset pipeline.', 'Crystal Reports export fails for large tables.', 'Dawn patrol shift starts at 5.',
  'River crossing sensors went offline.', 'Autumn Release Notes', 'Summer Sale ends Sunday', 'Holly and Ivy decorations are in box 3.',
  'Jasmine tests run in the browser.', 'Jest and Mocha both support watch mode.', 'Chase the refund with finance.', 'Art direction by the brand team.',
  'Frank feedback is welcome in the retro.', 'Pat the dog, it is friendly.', 'Don the helmet before entering.', 'Guy wires hold the mast.',
  'Bob the bobbin until it stops.', 'Victor and loser metrics in the A/B test.', 'Jack up the limits before the load test.', 'Ray tracing is off by default.',
  'Miles per gallon improved.', 'Cliff notes for the onboarding.', 'Dusty boxes in the basement.', 'Misty mornings delay the drones.',
  'Max retries: 5', 'Will retry in 30 seconds.', 'May 2025 release', 'June planning', 'August maintenance window', 'April Fools build',
  'Harmony OS support is planned.', 'Unity builds take 12 minutes.', 'Angel investors joined the round.', 'Destiny 2 servers are down.',
  'Precious metals fell.', 'Sunny weather expected for the offsite.', 'Stormy release week ahead.', 'Lily pads in the pond need trimming.',
];
/** Companies named after people ("Kuhn, Lang and Smith"), in contexts that make them companies. */
function companyContext(rng: Rng): string {
  const c = company(rng, rng.pick(['en', 'de', 'fr', 'es', 'nl', 'it']));
  return rng.pick([
    `${c} announced a new logistics hub.`, `The contract with ${c} renews in March.`, `Invoice from ${c} is overdue.`, `${c} acquired a smaller rival.`,
    `We switched suppliers from ${c} to a local firm.`, `${c} reported strong quarterly results.`, `Vendor: ${c}`, `Supplier ${c} (account ${rng.int(10000, 99999)})`,
    `Shares of ${c} rose after the earnings call.`, `${c} is hiring in three regions.`, `See the case study by ${c}.`, `Client: ${c} — status: active`,
  ]);
}
/** Long digit groups that are no phone: orders, tracking, serials, accounts, ISBNs, amounts, ids. */
function digitGroups(rng: Rng): string {
  const g = (n: number): string => digits(rng, n);
  return rng.pick([
    () => `Order ${g(4)} ${g(4)} ${g(4)} shipped.`, () => `Tracking number ${g(4)} ${g(4)} ${g(4)} ${g(4)} ${g(4)} ${g(2)}`, () => `Serial: ${g(4)}-${g(4)}-${g(4)}`,
    () => `IMEI ${g(2)} ${g(6)} ${g(6)} ${g(1)}`, () => `Account ${g(3)}-${g(6)}-${g(3)} is closed.`, () => `ISBN ${g(3)}-${g(1)}-${g(3)}-${g(5)}-${g(1)}`,
    () => `Total: ${g(1)} ${g(3)} ${g(3)},${g(2)} EUR`, () => `Ref. ${rng.int(2019, 2027)}-${g(6)}`, () => `Build ${g(8)} took ${rng.int(1, 59)} min`,
    () => `Population ${g(1)},${g(3)},${g(3)} in ${rng.int(1990, 2024)}`, () => `Case No. ${g(2)}-${g(5)}-${g(3)}`, () => `Batch ${g(6)} / lot ${g(5)}`,
    () => `Policy number ${g(3)} ${g(3)} ${g(4)}`, () => `Receipt ${g(4)} ${g(4)} ${g(4)} ${g(4)}`, () => `Range ${g(3)}-${g(3)}-${g(4)} to ${g(3)}-${g(3)}-${g(4)} is reserved`,
    () => `${g(10)} bytes written`, () => `Timestamp ${g(13)}`, () => `Part no. ${g(3)}.${g(3)}.${g(3)}`, () => `Coordinates ${g(2)}.${g(6)}, ${g(2)}.${g(6)}`,
    () => `Customer ID ${g(3)} ${g(3)} ${g(3)}`, () => `Invoice ${g(2)}/${g(4)}/${g(5)}`, () => `Claim ${g(4)} ${g(6)} ${g(2)}`,
  ])();
}

/** A sentence that holds no entity but looks as if it might. */
export function hardNegative(rng: Rng, identifiers: readonly string[] = IDENTIFIERS): string {
  const id = (): string => (identifiers.length > 0 && rng.chance(0.7) ? rng.pick(identifiers) : rng.pick(IDENTIFIERS));
  if (rng.chance(0.2)) return rng.pick(WORD_USES);
  if (rng.chance(0.15)) return companyContext(rng);
  if (rng.chance(0.15)) return digitGroups(rng);
  if (rng.chance(0.06)) {
    // Title Case lists: categories, departments, menus.
    const n = rng.int(3, 7);
    return `${rng.pick(['Categories', 'Industries', 'Menu', 'Topics', 'Tags', 'Sections'])}: ${Array.from({ length: n }, () => fakerWord(rng).replace(/^./, (c) => c.toUpperCase())).join(rng.pick([', ', ' · ', ' | ']))}`;
  }
  if (rng.chance(0.1)) return rng.pick([`Call ${id()} before ${id()} returns.`, `${id()} wraps ${id()} and ${id()}.`, `See ${id()} in the API reference.`, `## ${id()}`, `${id()}: deprecated, use ${id()}`]);
  const d = (): string => date(rng, 'en', false);
  const v = (): string => `${rng.int(0, 12)}.${rng.int(0, 40)}.${rng.int(0, 99)}`;
  const forms: Array<() => string> = [
    () => `## ${rng.pick(HEADINGS)}`,
    () => `${rng.pick(HEADINGS)}\n${'='.repeat(rng.int(5, 20))}`,
    () => `We implemented ${rng.pick(EPONYMS)} for the ${rng.pick(['router', 'spell checker', 'scheduler', 'image filter'])}.`,
    () => `Compare ${rng.pick(EPONYMS)} with ${rng.pick(EPONYMS)} before choosing.`,
    () => `The team moved from ${rng.pick(PRODUCTS)} to ${rng.pick(PRODUCTS)} last quarter.`,
    () => `${rng.pick(PRODUCTS)} ${v()} was released on ${d()}.`,
    () => `Rename ${id()} to ${id()} in the ${rng.pick(['model', 'schema', 'form'])}.`,
    () => `${company(rng, 'en')} reported revenue of $${rng.int(1, 900)}M on ${d()}.`,
    () => `Our partner ${company(rng, 'de')} signed the framework agreement.`,
    () => `It is ${rng.pick(STREETY)}, as the saying goes.`,
    () => `Upgrade to version ${v()} before ${d()}; ${v()} is deprecated.`,
    () => `Order ${rng.int(100000, 99999999)} shipped on ${d()} and costs ${rng.int(1, 999)}.${rng.int(10, 99)} EUR.`,
    () => `Listening on port ${rng.int(1000, 65000)} at 10.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}.`,
    () => `The ${fakerWord(rng)} team meets every ${rng.pick(['Monday', 'Tuesday', 'Friday'])} in room ${rng.int(1, 500)}.`,
    () => `Build ${rng.int(1000, 9999)} failed after ${rng.int(1, 60)} minutes; see log line ${rng.int(1, 99999)}.`,
    () => `${fakerWord(rng)} and ${fakerWord(rng)} are listed under ${rng.pick(HEADINGS)}.`,
    () => `Invoice total: ${rng.int(1, 99999)}.${rng.int(10, 99)} (VAT ${rng.int(5, 25)}%), due ${d()}.`,
    () => `The ${rng.pick(['Berlin', 'Paris', 'London', 'Tokyo', 'Lagos', 'São Paulo', 'Toronto'])} office opens on ${d()}.`,
    () => `ISBN 978-${rng.int(0, 9)}-${rng.int(10, 99)}-${rng.int(100000, 999999)}-${rng.int(0, 9)}, ${rng.int(100, 900)} pages.`,
    () => `Coordinates ${rng.int(-89, 89)}.${rng.int(1000, 9999)}, ${rng.int(-179, 179)}.${rng.int(1000, 9999)} mark the site.`,
    () => `Call the function with ${rng.int(1, 9)} arguments and a timeout of ${rng.int(100, 9000)} ms.`,
    () => `Happy Birthday to the ${fakerWord(rng)} project, ${rng.int(2, 20)} years old on ${d()}!`,
  ];
  return rng.pick(forms)();
}

const HEX = '0123456789abcdef';
const B62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const chars = (rng: Rng, alphabet: string, n: number): string => {
  let s = '';
  for (let i = 0; i < n; i++) s += alphabet[rng.int(0, alphabet.length - 1)];
  return s;
};
const digits = (rng: Rng, n: number): string => chars(rng, '0123456789', n);
const groups = (rng: Rng, sizes: readonly number[], sep: string): string => sizes.map((n) => digits(rng, n)).join(sep);

/** An identifier or secret that is no phone, name or address: IBANs, cards, accounts, ids, keys, hashes. */
export function identifierValue(rng: Rng): { label: string; value: string } {
  return rng.pick<() => { label: string; value: string }>([
    () => ({ label: rng.pick(['IBAN', 'iban', 'Konto', 'Bank account']), value: `${rng.pick(['DE', 'FR', 'ES', 'NL', 'IT', 'GB', 'PL', 'BE'])}${digits(rng, 2)} ${groups(rng, [4, 4, 4, 4, 2], ' ')}` }),
    () => ({ label: rng.pick(['Card', 'card number', 'Visa', 'CC']), value: groups(rng, [4, 4, 4, 4], rng.pick([' ', '-', ''])) }),
    () => ({ label: rng.pick(['Account', 'Acct no.', 'Kontonummer', 'account_number']), value: digits(rng, rng.int(8, 12)) }),
    () => ({ label: rng.pick(['Sort code', 'BLZ', 'Routing', 'BIC']), value: rng.chance(0.5) ? groups(rng, [2, 2, 2], '-') : digits(rng, 9) }),
    () => ({ label: rng.pick(['SSN', 'Tax ID', 'Steuer-ID', 'NIR', 'DNI', 'BSN', 'PESEL', 'Personnummer', 'ID number', 'Passport']), value: rng.pick([groups(rng, [3, 2, 4], '-'), digits(rng, 11), `${digits(rng, 8)}${chars(rng, 'ABCDEFGHJKLMNPQRSTVWXYZ', 1)}`, `${groups(rng, [6], '')}-${digits(rng, 4)}`, `${chars(rng, 'ABCDEFGHJKLMNPRSTUVWXYZ', 2)}${digits(rng, 7)}`]) }),
    () => ({ label: rng.pick(['Order', 'Invoice', 'Ticket', 'Tracking', 'Reference', 'Customer ID']), value: `${rng.pick(['', '#', 'INV-', 'ORD-', '1Z'])}${digits(rng, rng.int(6, 14))}` }),
    () => ({ label: rng.pick(['api_key', 'token', 'secret', 'password', 'DB_PASSWORD', 'Authorization']), value: rng.pick([chars(rng, B62, rng.int(20, 48)), `sk_live_${chars(rng, B62, 24)}`, `ghp_${chars(rng, B62, 36)}`, `Bearer ${chars(rng, B62, 40)}`, `${chars(rng, B62, 6)}!${digits(rng, 4)}`]) }),
    () => ({ label: rng.pick(['sha256', 'commit', 'hash', 'uuid', 'request_id', 'trace']), value: rng.chance(0.5) ? chars(rng, HEX, rng.pick([7, 12, 40, 64])) : `${chars(rng, HEX, 8)}-${chars(rng, HEX, 4)}-${chars(rng, HEX, 4)}-${chars(rng, HEX, 4)}-${chars(rng, HEX, 12)}` }),
    () => ({ label: rng.pick(['ip', 'host', 'server', 'addr']), value: `${rng.int(1, 254)}.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}${rng.chance(0.3) ? `:${rng.int(1000, 65000)}` : ''}` }),
    () => ({ label: rng.pick(['timestamp', 'ts', 'created_at', 'Date']), value: rng.chance(0.5) ? String(rng.int(1_500_000_000, 1_800_000_000)) : `2025-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}T${rng.int(10, 23)}:${rng.int(10, 59)}:${rng.int(10, 59)}Z` }),
    () => ({ label: rng.pick(['amount', 'total', 'Betrag', 'price']), value: `${rng.int(1, 99999)}${rng.pick(['.', ','])}${digits(rng, 2)} ${rng.pick(['EUR', 'USD', '€', 'GBP', ''])}`.trim() }),
  ])();
}

/** A few lines of configuration, log or record text holding identifiers and secrets (no entity). */
export function configNegative(rng: Rng): string {
  const n = rng.int(1, 5);
  const lines: string[] = [];
  const style = rng.pick(['env', 'yaml', 'json', 'label', 'log', 'sql', 'http', 'xml', 'csv']);
  const ids = Array.from({ length: n }, () => identifierValue(rng));
  const key = (l: string): string => l.replace(/[^A-Za-z0-9]+/g, '_').toLowerCase();
  switch (style) {
    case 'env':
      for (const { label, value } of ids) lines.push(`${key(label).toUpperCase()}=${value}`);
      break;
    case 'yaml':
      for (const { label, value } of ids) lines.push(`${rng.chance(0.5) ? '  ' : ''}${key(label)}: ${rng.chance(0.3) ? `"${value}"` : value}`);
      break;
    case 'json':
      lines.push(`{${ids.map(({ label, value }) => `"${key(label)}": "${value}"`).join(', ')}}`);
      break;
    case 'log':
      for (const { label, value } of ids) lines.push(`${rng.pick(['INFO', 'WARN', 'ERROR'])} [${rng.pick(['api', 'billing', 'auth'])}] ${key(label)}=${value} status=${rng.pick([200, 201, 404, 500])}`);
      break;
    case 'sql':
      lines.push(`INSERT INTO ${rng.pick(['payments', 'accounts', 'tokens'])} (${ids.map(({ label }) => key(label)).join(', ')}) VALUES (${ids.map(({ value }) => `'${value}'`).join(', ')});`);
      break;
    case 'http':
      for (const { label, value } of ids) lines.push(`${label.replace(/\s+/g, '-')}: ${value}`);
      break;
    case 'xml':
      for (const { label, value } of ids) lines.push(`<${key(label)}>${value}</${key(label)}>`);
      break;
    case 'csv': {
      // Headers as exports write them: keys, labels as given, or capitals.
      const style = rng.int(0, 2);
      const sep = rng.pick([',', ';', '\t']);
      lines.push(ids.map(({ label }) => (style === 0 ? key(label) : style === 1 ? label : label.toUpperCase())).join(sep));
      for (let r = rng.int(1, 3); r > 0; r--) lines.push(ids.map(() => identifierValue(rng).value).join(sep));
      break;
    }
    default:
      for (const { label, value } of ids) lines.push(`${label}: ${value}`);
  }
  return lines.join('\n');
}

/** OCR confusions applied to letters and digits, and spacing damage. */
const CONFUSE: Record<string, readonly string[]> = {
  l: ['1', 'I', '|'], I: ['l', '1'], O: ['0'], o: ['0'], '0': ['O', 'o'], '1': ['l', 'I'], '5': ['S'], S: ['5'], e: ['c'],
  rn: ['m'], m: ['rn'], B: ['8'], '8': ['B'], g: ['9'], a: ['o'], c: ['e'], ',': ['.'], '.': [','],
};

/** The document as an OCR engine might read it off a screen, spans kept on the same characters. */
export function ocrNoise(rng: Rng, doc: Doc, rate = 0.03): Doc {
  const { text } = doc;
  const map = new Int32Array(text.length + 1);
  let out = '';
  let i = 0;
  while (i < text.length) {
    map[i] = out.length;
    const two = text.slice(i, i + 2);
    if (two === 'rn' && rng.chance(rate * 3)) {
      out += 'm';
      map[i + 1] = out.length;
      i += 2;
      continue;
    }
    const ch = text[i]!;
    const r = rng.next();
    if (r < rate && CONFUSE[ch]) out += rng.pick(CONFUSE[ch]!);
    else if (r < rate * 1.3 && ch === ' ') out += rng.chance(0.5) ? '' : '  ';
    else out += ch;
    i++;
  }
  map[text.length] = out.length;
  const spans: Span[] = doc.spans
    .map((s) => ({ ...s, start: map[s.start]!, end: map[s.end]! }))
    .filter((s) => s.end > s.start);
  return { ...doc, text: out, spans, carrier: `${doc.carrier}+ocr` };
}

/** A real prose paragraph with the labelled document inserted at a sentence boundary. */
export function splice(rng: Rng, prose: string, doc: Doc): Doc {
  const cuts = [0, prose.length];
  for (const m of prose.matchAll(/[.!?]\s+/g)) cuts.push(m.index! + m[0].length);
  const at = rng.pick(cuts);
  const b = new DocBuilder();
  const before = prose.slice(0, at);
  b.add(before);
  if (before.length > 0 && !/\s$/.test(before)) b.add(' ');
  b.doc(doc);
  const after = prose.slice(at);
  if (after.length > 0 && !/^\s/.test(after)) b.add(' ');
  b.add(after);
  return b.build(`${doc.carrier}+prose`, doc.lang);
}

export const negativeDoc = (text: string, carrier: string): Doc => ({ text, spans: [], carrier, lang: 'en' });
