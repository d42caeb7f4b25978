/**
 * `npm run eval:hold-rate`: how often ordinary text is held or blocked by the on-device models in
 * the extension, under the default policy on a site that trains (ChatGPT: answering and
 * training; the effective decision for every context row is `ask`), and on a site that also
 * applies analytics (Meta AI: the context rows block). Two files written for this check before it
 * was run: typed prompts (eval/models/ordinary-prompts.txt) and short pastes — notes, e-mails,
 * code, logs (eval/models/ordinary-pastes.txt) — and short texts that carry an e-mail address,
 * phone number or name but are about nothing sensitive (eval/models/ordinary-with-identifiers.txt,
 * written after the first two showed low rates, to test the shape many real pastes have). Each text goes through the same decideText as the
 * service worker with both heads' reading (src/core/decide/model-reading.ts). Detector findings
 * (an e-mail masked) are not holds; a question or a block is.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadNodeClassifier, loadNodeInjectionDetector } from '../../src/cli/classifier-node';
import { decideText } from '../../src/core/decide/decide-text';
import { injectionFrom, readWithModels } from '../../src/core/decide/model-reading';

const SITES = { 'chatgpt.com (trains)': 'https://chatgpt.com', 'meta.ai (trains, analytics)': 'https://www.meta.ai' } as const;

function lines(file: string): string[] {
  return readFileSync(fileURLToPath(new URL(file, import.meta.url)), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '' && !l.startsWith('#'))
    .map((l) => l.replace(/\\n/g, '\n'));
}

const heads = { classifier: await loadNodeClassifier(), injection: await loadNodeInjectionDetector() };
const FILES = [
  ['typed prompts', './ordinary-prompts.txt'],
  ['short pastes', './ordinary-pastes.txt'],
  ['short texts with an identifier', './ordinary-with-identifiers.txt'],
] as const;
for (const [name, file] of FILES) {
  const texts = lines(file);
  for (const [siteName, origin] of Object.entries(SITES)) {
    const held: string[] = [];
    let blocked = 0;
    let neutralised = 0;
    for (const text of texts) {
      const reading = readWithModels(heads, text);
      const d = decideText(text, { origin, context: reading.context, injectionDetector: injectionFrom(reading) });
      if (!d.ok) throw new Error('a decision failed');
      if (d.counts.injection) neutralised++;
      if (d.verdict === 'release') continue;
      if (d.verdict === 'block') blocked++;
      const m = d.model !== null && d.model !== 'unavailable' ? d.model : null;
      held.push(`    ${d.verdict}: ${m && m.confidence !== null ? `${m.category} ${m.confidence.toFixed(2)}` : '(no model category)'} — ${JSON.stringify(text.slice(0, 70))}`);
    }
    console.log(`${name}, ${siteName}: ${held.length} of ${texts.length} held or blocked (${((100 * held.length) / texts.length).toFixed(1)} %; ${blocked} blocked); ${neutralised} with an instruction neutralised`);
    for (const h of held) console.log(h);
  }
}
