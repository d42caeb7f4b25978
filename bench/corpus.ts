/**
 * The benchmark document: about 100 KB of the mixed text people paste into assistants (prose, code,
 * logs, JSON, .env lines, markdown) with secrets and identifiers sprinkled through it, built from a
 * fixed seed so every run and every machine measures the same bytes.
 */
import { benignCase } from '../eval/census/benign';
import { generatePayload, PAYLOAD_KINDS } from '../eval/census/payloads';
import { int, mulberry32, pick, streamFor, type Rng } from '../eval/census/prng';

const WORDS = (
  'the a of to and in that is for it with as was on be at by this had not are but from or have an they which one you ' +
  'were her all she there would their we him been has when who will more no if out so said what up its about into than ' +
  'them can only other new some could time these two may then do first any my now such like our over man me even most ' +
  'made after also did many before must through back years where much your way well down should because each just those ' +
  'people how too little state good very make world still own see men work long get here between both life being under ' +
  'never day same another know while last might us great old year off come since against go came right used take three ' +
  'deploy service request cache latency migration schema rollout customer invoice report dashboard export release review'
).split(' ');

function sentence(rng: Rng): string {
  const n = int(rng, 8, 22);
  const words: string[] = [];
  for (let i = 0; i < n; i++) words.push(pick(rng, WORDS));
  const s = words.join(' ');
  return `${s[0]?.toUpperCase()}${s.slice(1)}.`;
}

function paragraph(rng: Rng): string {
  const n = int(rng, 3, 7);
  const out: string[] = [];
  for (let i = 0; i < n; i++) out.push(sentence(rng));
  return out.join(' ');
}

function codeBlock(rng: Rng, secret: string): string {
  const fn = pick(rng, ['loadConfig', 'syncOrders', 'renderInvoice', 'retryQueue', 'buildIndex']);
  return [
    '```ts',
    `export async function ${fn}(id: string): Promise<void> {`,
    `  const limit = ${int(rng, 10, 500)};`,
    `  const client = new Client({ apiKey: "${secret}", timeout: ${int(rng, 1000, 9000)} });`,
    `  for (let i = 0; i < limit; i++) {`,
    `    await client.fetch(\`/v2/items/\${id}?page=\${i}\`);`,
    '  }',
    '}',
    '```',
  ].join('\n');
}

function logLines(rng: Rng, value: string): string {
  const lines: string[] = [];
  const n = int(rng, 4, 10);
  const at = int(rng, 0, n - 1);
  for (let i = 0; i < n; i++) {
    const ts = `2024-0${int(rng, 1, 9)}-${String(int(rng, 10, 28))}T${String(int(rng, 10, 23))}:${String(int(rng, 10, 59))}:${String(int(rng, 10, 59))}Z`;
    const level = pick(rng, ['INFO', 'WARN', 'DEBUG', 'ERROR']);
    const msg = i === at ? `user update contact=${value}` : `${pick(rng, ['GET', 'POST', 'PUT'])} /api/v1/${pick(rng, ['orders', 'users', 'reports'])}/${int(rng, 1000, 99999)} ${int(rng, 200, 504)} ${int(rng, 2, 900)}ms`;
    lines.push(`${ts} ${level} ${msg}`);
  }
  return lines.join('\n');
}

function jsonRecord(rng: Rng, values: readonly string[]): string {
  const record: Record<string, unknown> = {
    id: int(rng, 10000, 999999),
    status: pick(rng, ['active', 'pending', 'closed']),
    tags: ['billing', 'eu', 'priority'].slice(0, int(rng, 1, 3)),
    updated: `2024-0${int(rng, 1, 9)}-1${int(rng, 0, 9)}`,
  };
  values.forEach((v, i) => {
    record[`field_${i}`] = v;
  });
  return JSON.stringify(record, null, 2);
}

/** The document, deterministic for a given seed and size. */
export function buildCorpus(targetChars = 100 * 1024, seed = 2024): string {
  const rng = mulberry32(seed);
  const parts: string[] = [];
  let size = 0;
  let block = 0;
  const value = (): string => {
    const kind = pick(rng, PAYLOAD_KINDS);
    return generatePayload(kind, streamFor(seed, 'bench', block, kind)).surface;
  };
  while (size < targetChars) {
    const choice = block % 7;
    let part: string;
    if (choice === 0 || choice === 3) part = paragraph(rng);
    else if (choice === 1) part = codeBlock(rng, value());
    else if (choice === 2) part = logLines(rng, value());
    else if (choice === 4) part = jsonRecord(rng, [value(), value()]);
    else if (choice === 5) part = `${paragraph(rng)} ${benignCase(streamFor(seed, 'bench-benign', block)).text}`;
    else part = `NODE_ENV=production\nPORT=${int(rng, 3000, 9000)}\nSECRET_VALUE=${value()}\n`;
    parts.push(part);
    size += part.length + 2;
    block++;
  }
  return parts.join('\n\n').slice(0, targetChars);
}
