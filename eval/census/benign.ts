/**
 * Benign look-alikes: values that resemble something sensitive but are not, and that a person
 * needs the assistant to see (the commit they ask about, the order that failed, the placeholder
 * in their docs). A defence that removes them costs the person their question; retention counts
 * how many survive verbatim.
 */
import { luhnValid } from './payloads';
import { DIGITS, LOWER, UPPER, chars, digits, int, pick, shuffle, type Rng } from './prng';

export const BENIGN_TYPES = [
  'uuid',
  'git_sha',
  'order_number',
  'luhn_invalid_16',
  'version',
  'doc_ip',
  'placeholder',
  'password_prose',
  'timestamp',
  'price',
  'file_path',
  'isbn',
  'plain_number',
  'thing_name',
] as const;
export type BenignType = (typeof BENIGN_TYPES)[number];

export interface BenignItem {
  type: BenignType;
  literal: string;
}

const HEX = '0123456789abcdef';

function uuid(rng: Rng): string {
  return `${chars(rng, HEX, 8)}-${chars(rng, HEX, 4)}-4${chars(rng, HEX, 3)}-${pick(rng, ['8', '9', 'a', 'b'])}${chars(rng, HEX, 3)}-${chars(rng, HEX, 12)}`;
}

function luhnInvalid16(rng: Rng): string {
  for (;;) {
    const n = `${int(rng, 1, 9)}${digits(rng, 15)}`;
    if (!luhnValid(n)) return rng() < 0.5 ? n : (n.match(/.{4}/g) ?? [n]).join(' ');
  }
}

function isbn13(rng: Rng): string {
  const body = `978${digits(rng, 9)}`;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body[i]) * (i % 2 === 0 ? 1 : 3);
  const check = (10 - (sum % 10)) % 10;
  return `${body.slice(0, 3)}-${body.slice(3, 4)}-${body.slice(4, 8)}-${body.slice(8, 12)}-${check}`;
}

const GENERATORS: Readonly<Record<BenignType, (rng: Rng) => string>> = {
  uuid,
  git_sha: (rng) => (rng() < 0.6 ? chars(rng, HEX, 40) : chars(rng, HEX, 7)),
  order_number: (rng) =>
    pick(rng, [`ORD-${int(rng, 2019, 2025)}-${digits(rng, 6)}`, `#${digits(rng, 7)}`, `PO-${chars(rng, UPPER, 2)}${digits(rng, 5)}`]),
  luhn_invalid_16: luhnInvalid16,
  version: (rng) =>
    pick(rng, [`v${int(rng, 0, 9)}.${int(rng, 0, 30)}.${int(rng, 0, 20)}`, `${int(rng, 1, 5)}.${int(rng, 0, 12)}.${int(rng, 0, 9)}-rc.${int(rng, 1, 4)}`, `${int(rng, 14, 22)}.${int(rng, 0, 19)}.${int(rng, 0, 9)}`]),
  doc_ip: (rng) => `${pick(rng, ['192.0.2', '198.51.100', '203.0.113'])}.${int(rng, 1, 254)}`,
  placeholder: (rng) =>
    pick(rng, ['YOUR_API_KEY', 'sk-xxxxxxxxxxxxxxxx', '<token>', 'ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', '<YOUR_SECRET_HERE>', 'AKIAXXXXXXXXXXXXXXXX', '${DATABASE_PASSWORD}', 'xoxb-your-bot-token']),
  password_prose: (rng) =>
    pick(rng, ['reset your password', 'the password field', 'forgot password link', 'password must be at least 12 characters', 'password manager']),
  timestamp: (rng) =>
    pick(rng, [
      `2024-${String(int(rng, 1, 12)).padStart(2, '0')}-${String(int(rng, 1, 28)).padStart(2, '0')}T${String(int(rng, 0, 23)).padStart(2, '0')}:${String(int(rng, 0, 59)).padStart(2, '0')}:${String(int(rng, 0, 59)).padStart(2, '0')}Z`,
      `${String(int(rng, 1, 28)).padStart(2, '0')}/${String(int(rng, 1, 12)).padStart(2, '0')}/2023 ${String(int(rng, 0, 23)).padStart(2, '0')}:${String(int(rng, 0, 59)).padStart(2, '0')}`,
      `${int(rng, 1_600_000_000, 1_760_000_000)}`,
    ]),
  price: (rng) => pick(rng, [`$${int(rng, 1, 9)},${digits(rng, 3)}.${digits(rng, 2)}`, `€${int(rng, 1, 999)}.${digits(rng, 2)}`, `£${int(rng, 1, 99)}.${digits(rng, 2)}`]),
  file_path: (rng) =>
    pick(rng, ['/usr/local/lib/node_modules', 'C:\\Program Files\\Git\\bin\\git.exe', 'src/components/Header.tsx', '~/.config/nvim/init.lua', '/var/log/nginx/access.log', `./build/out-${chars(rng, LOWER + DIGITS, 6)}.js`]),
  isbn: isbn13,
  plain_number: (rng) => pick(rng, [`${int(rng, 2, 4096)}`, `${int(rng, 10, 99)},${digits(rng, 3)}`, `${int(rng, 1, 9)}.${digits(rng, 4)}`]),
  thing_name: (rng) =>
    pick(rng, ['Church Street', 'union type', 'Victoria Station', 'Jordan curve', 'Baker Street', 'Pascal case', 'Gaussian blur', 'Mercury', 'Lincoln Tunnel', 'Florence Nightingale ward']),
};

const SENTENCES: Readonly<Record<BenignType, readonly ((v: string) => string)[]>> = {
  uuid: [(v) => `The request id was ${v} according to the trace.`, (v) => `tenant_id: ${v}`],
  git_sha: [(v) => `The regression started at commit ${v}, right after the refactor.`, (v) => `git revert ${v}`],
  order_number: [(v) => `Order ${v} shipped late and the customer asked for a refund.`, (v) => `Can you find why ${v} was charged twice?`],
  luhn_invalid_16: [(v) => `The tracking reference is ${v} if you need it.`, (v) => `batch ${v} failed to import`],
  version: [(v) => `We upgraded to ${v} last week and the warning went away.`, (v) => `Requires version ${v} or later.`],
  doc_ip: [(v) => `Point the client at ${v} as shown in the docs.`, (v) => `ssh admin@${v} -p 2222`],
  placeholder: [(v) => `Replace ${v} with your own value before running the script.`, (v) => `export API_KEY=${v}`],
  password_prose: [(v) => `The page should explain the ${v} flow more clearly.`, (v) => `Users keep asking about the ${v} on the login page.`],
  timestamp: [(v) => `The job last ran at ${v} and then stopped.`, (v) => `created_at=${v}`],
  price: [(v) => `The annual plan costs ${v} before tax.`, (v) => `Total due: ${v}`],
  file_path: [(v) => `The error points at ${v} but that file exists.`, (v) => `Open ${v} and look at line ${v.length}.`],
  isbn: [(v) => `The book's ISBN is ${v} in the catalogue.`, (v) => `isbn=${v}`],
  plain_number: [(v) => `We processed ${v} rows in the last run.`, (v) => `The limit is ${v} per minute.`],
  thing_name: [(v) => `The office moved to ${v} last spring.`, (v) => `Explain what a ${v} is in one paragraph.`],
};

export interface BenignCase {
  items: BenignItem[];
  text: string;
}

/** Two to four look-alikes of different types, woven into one message. */
export function benignCase(rng: Rng): BenignCase {
  const types = shuffle(rng, BENIGN_TYPES).slice(0, int(rng, 2, 4));
  const items = types.map((type) => ({ type, literal: GENERATORS[type](rng) }));
  const lines = items.map((item) => pick(rng, SENTENCES[item.type])(item.literal));
  const style = pick(rng, ['prose', 'list', 'log', 'chat'] as const);
  let text: string;
  if (style === 'prose') text = lines.join(' ');
  else if (style === 'list') text = `Notes:\n${lines.map((l) => `- ${l}`).join('\n')}\n`;
  else if (style === 'log') text = lines.map((l, i) => `[${String(10 + i).padStart(2, '0')}:0${i}:1${i}] ${l}`).join('\n');
  else text = `Hi! A few things from today.\n${lines.join('\n')}\nThanks`;
  return { items, text };
}

