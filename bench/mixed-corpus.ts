/**
 * The 1 MB benchmark corpus for the command-line path: what people paste, in paste-sized records —
 * source code, configs (.env, YAML, JSON), logs, CSV exports, and prose with people's names and
 * street addresses — with secrets and identifiers among them. Names and addresses come from
 * faker's locales, everything from fixed seeds, so every run measures the same bytes.
 */
import { allFakers } from '@faker-js/faker';
import { buildCorpus } from './corpus';
import { int, mulberry32, pick, type Rng } from '../eval/census/prng';

const LOCALES = ['en_US', 'en_GB', 'de', 'fr', 'es', 'it', 'nl', 'pt_BR', 'pl', 'sv', 'tr', 'ja', 'ko', 'zh_CN', 'en_IN'] as const;

function prose(rng: Rng, seed: number): string {
  const locale = pick(rng, LOCALES);
  const f = allFakers[locale];
  f.seed(seed);
  const lines: string[] = [];
  const n = int(rng, 3, 7);
  for (let i = 0; i < n; i++) {
    const who = f.person.fullName();
    const where = `${f.location.streetAddress()}, ${f.location.zipCode()} ${f.location.city()}`;
    lines.push(
      pick(rng, [
        `Hi team, ${who} asked us to ship the replacement to ${where} before Friday. ${f.lorem.sentence()}`,
        `Meeting notes: ${who} will own the migration; the invoice goes to ${where}. ${f.lorem.sentences(2)}`,
        `${f.lorem.paragraph()} Contact: ${who}, ${f.phone.number()}.`,
        `Dear ${who}, thank you for your order. It will be delivered to ${where}. ${f.lorem.sentence()}`,
      ]),
    );
  }
  return lines.join('\n\n');
}

function csv(rng: Rng, seed: number): string {
  const f = allFakers[pick(rng, LOCALES)];
  f.seed(seed);
  const rows = ['id,name,email,phone,city,plan,created'];
  for (let i = 0; i < int(rng, 20, 60); i++) {
    rows.push([i + 1, f.person.fullName(), f.internet.email(), f.phone.number(), f.location.city(), pick(rng, ['free', 'pro', 'team']), `2026-0${int(rng, 1, 9)}-1${int(rng, 0, 9)}`].join(','));
  }
  return rows.join('\n');
}

/** About `bytes` of records, each one paste, deterministic for the seed. */
export function mixedRecords(bytes = 1024 * 1024, seed = 4242): string[] {
  const rng = mulberry32(seed);
  const out: string[] = [];
  let size = 0;
  let i = 0;
  while (size < bytes) {
    const kind = i % 4;
    // The 100 KB mixed document (code, logs, JSON, .env, markdown) supplies code, configs and logs in slices.
    const text = kind === 0 ? prose(rng, seed + i) : kind === 1 ? csv(rng, seed + i) : buildCorpus(int(rng, 4000, 16000), seed + i);
    out.push(text);
    size += Buffer.byteLength(text, 'utf8');
    i++;
  }
  return out;
}
