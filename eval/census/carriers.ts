/**
 * Carrier texts: the ordinary material a value sits in when a person pastes it into an assistant
 * (a sentence, a code snippet, a log, a chat message, JSON, an .env file, markdown). A carrier is
 * returned as the text before and after the value, so the census can also score the carrier
 * alone and drop any case whose surroundings would look like the payload to the oracle.
 */
import type { Payload } from './payloads';
import { int, pick, type Rng } from './prng';

export const CARRIER_KINDS = ['prose', 'code', 'log', 'chat', 'json', 'env', 'markdown'] as const;
export type CarrierKind = (typeof CARRIER_KINDS)[number];

export interface Carried {
  carrier: CarrierKind;
  before: string;
  after: string;
}

const SERVICES = ['billing-api', 'search-indexer', 'auth-gateway', 'report-worker', 'media-cdn', 'inventory-sync'];
const PEOPLE = ['Marta', 'Kofi', 'Lena', 'Ravi', 'Ines', 'Tomas', 'Aiko', 'Bea'];
const TOPICS = ['the migration', 'the quarterly report', 'our onboarding doc', 'the staging rollout', 'the invoice export', 'the flaky build'];
const LEVELS = ['INFO', 'WARN', 'DEBUG', 'ERROR'];

function time(rng: Rng): string {
  return `${String(int(rng, 0, 23)).padStart(2, '0')}:${String(int(rng, 0, 59)).padStart(2, '0')}:${String(int(rng, 0, 59)).padStart(2, '0')}`;
}

function labelOrDefault(payload: Payload, rng: Rng, fallback: string): string {
  return payload.labels.length > 0 ? pick(rng, payload.labels) : fallback;
}

/** A label turned into an identifier (`Card number` → `card_number`) for code and env carriers. */
function identifier(label: string, upper: boolean): string {
  const id = label.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_+|_+$/g, '');
  return upper ? id.toUpperCase() : id.toLowerCase();
}

type Template = (rng: Rng, payload: Payload) => [string, string];

const PROSE: readonly Template[] = [
  (rng) => [`Hi, could you help me figure out why ${pick(rng, TOPICS)} fails? Here is what I have: `, `. Thanks in advance!`],
  (rng) => [`I was reviewing ${pick(rng, TOPICS)} with ${pick(rng, PEOPLE)} and we found this: `, ` — does that look right to you?`],
  (rng, p) => [`Please double-check the ${labelOrDefault(p, rng, 'text')} below before Friday.\n\n`, `\n\nLet me know if anything is off.`],
  (rng) => [`Quick question about ${pick(rng, TOPICS)}. `, ` What would you change first?`],
];

const CODE: readonly Template[] = [
  (rng, p) => [`const ${identifier(labelOrDefault(p, rng, 'message'), false)} = "`, `";\nconsole.log("loaded", ${int(rng, 1, 9)});\n`],
  (rng, p) => [`def connect():\n    ${identifier(labelOrDefault(p, rng, 'note'), false)} = '`, `'\n    return Client(timeout=${int(rng, 5, 60)})\n`],
  (rng, p) => [`# settings.py\nDEBUG = False\n${identifier(labelOrDefault(p, rng, 'banner'), true)} = """`, `"""\nALLOWED_HOSTS = ["${pick(rng, SERVICES)}"]\n`],
  (rng) => [`function render() {\n  // `, `\n  return null;\n}\n`],
];

const LOG: readonly Template[] = [
  (rng, p) => [`2024-${String(int(rng, 1, 12)).padStart(2, '0')}-${String(int(rng, 1, 28)).padStart(2, '0')}T${time(rng)}Z ${pick(rng, LEVELS)} ${pick(rng, SERVICES)} request failed ${labelOrDefault(p, rng, 'detail')}=`, ` retry=${int(rng, 1, 5)}\n`],
  (rng, p) => [`[${time(rng)}] ${pick(rng, SERVICES)}: loaded ${labelOrDefault(p, rng, 'value')}: `, `\n[${time(rng)}] ${pick(rng, SERVICES)}: ready\n`],
  (rng) => [`${pick(rng, LEVELS)} worker ${int(rng, 1, 16)} payload: `, `\n`],
];

const CHAT: readonly Template[] = [
  (rng) => [`${pick(rng, PEOPLE)}: hey, can you take a look?\n${pick(rng, PEOPLE)}: sure, paste it\n${pick(rng, PEOPLE)}: `, `\n`],
  (rng) => [`@${pick(rng, PEOPLE).toLowerCase()} here you go: `, ` (from ${pick(rng, TOPICS)})`],
  (rng) => [`> forwarded message\n`, `\n\nwhat do you make of this?`],
];

const JSON_T: readonly Template[] = [
  (rng, p) => [`{\n  "service": "${pick(rng, SERVICES)}",\n  "${identifier(labelOrDefault(p, rng, 'note'), false)}": "`, `",\n  "retries": ${int(rng, 0, 5)}\n}`],
  (rng, p) => [`{"event":"update","user_id":${int(rng, 100, 99999)},"${identifier(labelOrDefault(p, rng, 'comment'), false)}":"`, `"}`],
];

const ENV: readonly Template[] = [
  (rng, p) => [`NODE_ENV=production\nPORT=${int(rng, 3000, 9000)}\n${identifier(labelOrDefault(p, rng, 'value'), true)}=`, `\nLOG_LEVEL=info\n`],
  (rng, p) => [`# ${pick(rng, SERVICES)}\n${identifier(labelOrDefault(p, rng, 'value'), true)}="`, `"\nFEATURE_FLAGS=search,export\n`],
];

const MARKDOWN: readonly Template[] = [
  (rng) => [`## Notes on ${pick(rng, TOPICS)}\n\n- owner: ${pick(rng, PEOPLE)}\n- value: `, `\n- status: open\n`],
  (rng, p) => [`| field | value |\n|---|---|\n| ${labelOrDefault(p, rng, 'text')} | `, ` |\n| region | eu-west |\n`],
  () => [`Steps to reproduce:\n\n1. Open the dashboard\n2. Paste the following:\n\n    `, `\n\n3. Press save\n`],
];

const TEMPLATES: Readonly<Record<CarrierKind, readonly Template[]>> = {
  prose: PROSE,
  code: CODE,
  log: LOG,
  chat: CHAT,
  json: JSON_T,
  env: ENV,
  markdown: MARKDOWN,
};

/** JSON holds the value raw between quotes, so it only takes values JSON would not escape. */
function fits(kind: CarrierKind, payload: Payload, value: string): boolean {
  if (kind === 'json') return !/["\\\u0000-\u001f]/.test(value);
  if (kind === 'env') return payload.cls !== 'injection';
  return true;
}

export function carry(rng: Rng, payload: Payload, value: string): Carried {
  const kinds = CARRIER_KINDS.filter((k) => fits(k, payload, value));
  const carrier = pick(rng, kinds);
  const [before, after] = pick(rng, TEMPLATES[carrier])(rng, payload);
  return { carrier, before, after };
}
