/**
 * `tsx eval/screens/probe.ts [--kind K] [--screens N] [--seed S]`: rendered probes of the kinds
 * screen OCR misses most (Stripe and Slack keys, phone numbers, names, e-mail addresses), each
 * value on its own line under a small, grey or low-contrast style drawn per screen, through
 * redact-image's pipeline. For every value it prints whether the covered picture still shows it
 * (the oracle, as the screen evaluation asks) and, for a miss, what the pipeline read on its line.
 * Values are drawn here from their own lists; a development tool, not a measurement.
 */
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { decodeImage, redactRaster } from '../../src/cli/redact-image';
import { startNodeOcr } from '../../src/cli/ocr-node';
import { installLazyNodeTagger } from '../../src/cli/tagger-node';
import { compress } from './codec';
import { recoverable } from './oracle';
import { ocrText } from './read-back';
import { choice, pick, rngFor, type Rng } from './values';

const LOWER_ALNUM = 'abcdefghijklmnopqrstuvwxyz0123456789';
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const digits = (rng: Rng, n: number): string => pick(rng, n, '0123456789');

const GIVEN = ['Wiremu', 'Svetlana', 'Kofi', 'Anneliese', 'Rahul', 'Mei', 'Joaquin', 'Astrid', 'Bartholomew', 'Nkechi', 'Henrik', 'Priya', 'Lucia', 'Dmitri', 'Aroha', 'Gwendolyn'];
const FAMILY = ['Ngata', 'Volkova', 'Boateng', 'Hartmann', 'Chaudhary', 'Lin', 'Quintero', 'Halvorsen', 'Whitfield', 'Obi', 'Sorensen', 'Raman', 'Esposito', 'Sokolov', 'Te Awa', 'Pryce'];

type Kind = 'stripe' | 'slack' | 'phone' | 'name' | 'email';

function stripe(rng: Rng): string {
  const prefix = choice(rng, ['sk_live_', 'rk_live_', 'sk_test_', 'sk_live_51', 'rk_live_51', 'whsec_']);
  return `${prefix}${pick(rng, 24 + Math.floor(rng() * 76), ALNUM)}`;
}

function slack(rng: Rng): string {
  switch (Math.floor(rng() * 4)) {
    case 0:
      return `xoxb-${digits(rng, 12)}-${digits(rng, 13)}-${pick(rng, 24, ALNUM)}`;
    case 1:
      return `xoxp-${digits(rng, 12)}-${digits(rng, 12)}-${digits(rng, 13)}-${pick(rng, 32, 'abcdef0123456789')}`;
    case 2:
      return `xapp-1-A${pick(rng, 10, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}-${digits(rng, 13)}-${pick(rng, 64, 'abcdef0123456789')}`;
    default:
      return `https://hooks.slack.com/services/T${pick(rng, 8, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}/B${pick(rng, 8, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}/${pick(rng, 24, ALNUM)}`;
  }
}

function phone(rng: Rng): string {
  switch (Math.floor(rng() * 9)) {
    case 0:
      return `+49 30 ${digits(rng, 8)}`;
    case 1:
      return `+33 1 ${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)}`;
    case 2:
      return `020 7946 ${digits(rng, 4)}`;
    case 3:
      return `+81 3-${digits(rng, 4)}-${digits(rng, 4)}`;
    case 4:
      return `+1.${digits(rng, 3)}.555.${digits(rng, 4)}`;
    case 5:
      return `(0${digits(rng, 2)}) ${digits(rng, 4)} ${digits(rng, 4)}`;
    case 6:
      return `+31 6 ${digits(rng, 8)}`;
    case 7:
      return `+64 21 ${digits(rng, 3)} ${digits(rng, 4)}`;
    default:
      return `07700 900${digits(rng, 3)}`;
  }
}

function name(rng: Rng): string {
  return `${choice(rng, GIVEN)} ${choice(rng, FAMILY)}`;
}

function email(rng: Rng): string {
  const g = choice(rng, GIVEN).toLowerCase();
  const f = choice(rng, FAMILY).toLowerCase().replace(/ /g, '');
  const local = choice(rng, [`${g}.${f}`, `${g[0]}.${f}`, `${g}${digits(rng, 2)}`, `${f}_${g}`, `${g}+billing`, `${g}-${f}`]);
  return `${local}@${choice(rng, ['example.com', 'example.net', 'corp.example.io', 'example.de', 'test.example.org'])}`;
}

const DRAW: Record<Kind, (rng: Rng) => string> = { stripe, slack, phone, name, email };
const LABEL: Record<Kind, string[]> = {
  stripe: ['STRIPE_SECRET_KEY=', 'stripe.api_key = "', 'Secret key', 'Authorization: Bearer', 'curl https://api.stripe.com/v1/charges -u', '?key=', '`'],
  slack: ['SLACK_BOT_TOKEN=', 'token:', 'Webhook', 'export SLACK_TOKEN=', '"token":"', 'Authorization: Bearer', 'https://slack.com/api/chat.postMessage?token='],
  phone: ['Phone:', 'Tel.', 'Mobile', 'call me on', 'Contact number'],
  name: ['Assignee:', 'Customer', 'Reviewed by', 'Dear', 'Owner'],
  email: ['Email:', 'Reply-To:', 'contact', 'mailto:', 'Billing e-mail'],
};

interface Style {
  size: number;
  fg: string;
  bg: string;
  face: string;
  compressed: boolean;
}

function pickStyle(rng: Rng): Style {
  const dark = rng() < 0.5;
  const ink = choice(rng, ['normal', 'grey', 'low'] as const);
  const fg = dark ? { normal: '#d0d7de', grey: '#8b949e', low: '#59616b' }[ink] : { normal: '#1f2328', grey: '#6e7781', low: '#a8b0b8' }[ink];
  return {
    size: choice(rng, [10, 11, 12, 13, 14, 16, 18]),
    fg,
    bg: dark ? '#161b22' : '#fdfdfd',
    face: choice(rng, ['"Liberation Mono",monospace', '"Liberation Sans",sans-serif', '"Liberation Serif",serif', '"DejaVu Sans",sans-serif', '"DejaVu Serif",serif', '"DejaVu Sans Mono",monospace']),
    compressed: rng() < 0.4,
  };
}

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

const PROSE = ['Hi team, please use', 'As discussed, the value is', 'Quick note: I pasted', 'FYI the old one was', 'Can you double-check'];

/** The probe values laid out as lines, sentences, a table, a JSON document or a chat thread. */
function render(layout: 'lines' | 'prose' | 'table' | 'json' | 'chat', items: ReadonlyArray<{ kind: Kind; label: string; value: string }>, rng: Rng): string {
  switch (layout) {
    case 'lines':
      // A label ending in `=`, a quote or a backtick runs into its value, as in code and URLs.
      return items.map((it, i) => `<div>${i + 1}. ${esc(it.label)}${/[=`"]$/.test(it.label) ? '' : ' '}${esc(it.value)}</div>`).join('');
    case 'prose':
      return items.map((it) => `<p style="margin:0 0 6px;max-width:900px">${choice(rng, PROSE)} ${esc(it.value)} for the ${it.kind} setup, then ping me.</p>`).join('');
    case 'table':
      return `<table style="border-collapse:collapse">${items
        .map((it, i) => `<tr><td style="padding:2px 14px;border-bottom:1px solid #8884">${i + 1}</td><td style="padding:2px 14px;border-bottom:1px solid #8884">${esc(it.kind)}</td><td style="padding:2px 14px;border-bottom:1px solid #8884">${esc(it.value)}</td><td style="padding:2px 14px;border-bottom:1px solid #8884">active</td></tr>`)
        .join('')}</table>`;
    case 'json':
      return `<pre style="font:inherit;margin:0">{\n${items.map((it, i) => `  "${it.kind}_${i}": "${esc(it.value)}",`).join('\n')}\n}</pre>`;
    default:
      return items.map((it) => `<div style="margin:0 0 8px"><b>${esc(choice(rng, GIVEN))}</b> <span style="opacity:.7">10:${digits(rng, 2)}</span><br>${choice(rng, PROSE)} ${esc(it.value)}</div>`).join('');
  }
}

async function main(): Promise<void> {
  const { values: a } = parseArgs({ options: { kind: { type: 'string' }, screens: { type: 'string', default: '6' }, seed: { type: 'string', default: '7' } } });
  const kinds: Kind[] = a.kind ? (a.kind.split(',') as Kind[]) : ['stripe', 'slack', 'phone', 'name', 'email'];
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const view = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  installLazyNodeTagger();
  const ocr = await startNodeOcr();
  const totals = new Map<string, [number, number]>();
  for (let s = 0; s < Number(a.screens); s++) {
    const rng = rngFor(Number(a.seed) * 7919 + s);
    const style = pickStyle(rng);
    const items = Array.from({ length: 11 }, () => {
      const kind = choice(rng, kinds);
      return { kind, label: choice(rng, LABEL[kind]), value: DRAW[kind](rng) };
    });
    const layout = choice(rng, ['lines', 'prose', 'table', 'json', 'chat'] as const);
    const rows = render(layout, items, rng);
    const html = `<!doctype html><body style="margin:0;padding:16px 22px;background:${style.bg};color:${style.fg};font:${style.size}px/1.6 ${style.face};width:1280px;height:720px;box-sizing:border-box">${rows}</body>`;
    await view.setContent(html);
    let image = decodeImage(await view.screenshot({ type: 'png' }));
    if (style.compressed) image = compress(image);
    const redacted = await redactRaster(image, ocr);
    const raw = `${redacted.text}\n${await ocrText(image, ocr)}`;
    const seen = await ocrText(redacted.image, ocr);
    process.stdout.write(`# screen ${s} ${layout} ${style.size}px ${style.fg} on ${style.bg} ${style.face.split(',')[0]} ${style.compressed ? 'codec' : ''}\n`);
    for (const it of items) {
      if (!recoverable(it.value, raw)) {
        process.stdout.write(`  unreadable ${it.kind} ${it.value}\n`);
        continue;
      }
      const t = totals.get(it.kind) ?? [0, 0];
      t[1]++;
      const leak = recoverable(it.value, seen);
      if (!leak) t[0]++;
      totals.set(it.kind, t);
      if (leak) {
        // The lines that hold a good part of the value, however OCR read it.
        const lines = [...new Set(redacted.text.split('\n'))].filter((l) => recoverable(it.value, l, 0.3));
        process.stdout.write(`  MISS ${it.kind} ${it.value}\n${lines.map((l) => `      | ${l}`).join('\n')}\n`);
      }
    }
  }
  for (const [k, [n, e]] of totals) process.stdout.write(`${k}: ${n}/${e}\n`);
  await ocr.terminate();
  await browser.close();
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
