/**
 * The structural prefilter: line kinds, and that a line it skips holds no token the tagger would
 * take as a candidate after tokenising (the two read words the same way). Uses the shipped word
 * lists; nothing here trains.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureContext, featureContext } from './features';
import { K_CODE, K_COMMENT, K_FIELD, K_LABEL, K_LOG, K_PROSE, K_TABLE, newLinePlan, scanLines } from './lines';
import { readModelFile } from './model-file';
import { Gazetteer } from './gazetteer';
import { tokenize } from './tokens';
import { isCandidateToken } from './units';

const root = join(__dirname, '..', '..', '..');
const data = readModelFile(new Uint8Array(readFileSync(join(root, 'public', 'models', 'tagger.bin'))));
const gazetteer = new Gazetteer(data.gazetteerKeys, data.gazetteerClasses);

function kinds(text: string): number[] {
  const plan = newLinePlan(2);
  scanLines(text, gazetteer, plan);
  return Array.from(plan.kind.subarray(0, plan.count));
}

describe('line prefilter', () => {
  it('sorts lines into kinds', () => {
    expect(kinds('We met Amara at the station.')).toEqual([K_PROSE]);
    expect(kinds('// TODO(amara): retry later')).toEqual([K_COMMENT]);
    expect(kinds('Date of birth: 12/03/1984')).toEqual([K_LABEL]);
    expect(kinds('DB_HOST=db.internal')).toEqual([K_FIELD]);
    expect(kinds('  "customer_name": "Amara Okafor",')).toEqual([K_FIELD]);
    expect(kinds('id,name,phone,city')).toEqual([K_TABLE]);
    expect(kinds('| Field | Value |')).toEqual([K_TABLE]);
    expect(kinds('2024-05-01T10:00:00Z INFO started')).toEqual([K_LOG]);
    expect(kinds('const total = items.reduce((a, b) => a + b, 0);')).toEqual([K_CODE]);
  });

  it('skips no line that holds a candidate token', () => {
    const texts = [
      'Please send the contract to Johnathan Edward Doe at 42 Harrow Lane, Leeds LS6 2QJ today.',
      'ask priya about it\ncall me on +49 30 1234567 or 030-1234567\nborn 14/02/1987',
      "O'Brien and Jean-Luc met McDonald; BaseNode and rawText are identifiers.\nINFO GET /api 200",
      'I0819 17:46:25.895361 47 auth.go:354] token refreshed\nrows=123456789 bytes=42',
      'Zofia Wiśniewska, ul. Długa 5 m. 12, 00-238 Warszawa\n😀😀 Bitte ruf an.',
      readFileSync(join(root, 'README.md'), 'utf8').slice(0, 20_000),
    ];
    for (const text of texts) {
      const plan = newLinePlan();
      scanLines(text, gazetteer, plan);
      const t = tokenize(text);
      const ctx = ensureContext(undefined, t.count);
      for (let i = 0, l = 0; i < t.count; i++) {
        while (l + 1 < plan.count && plan.start[l + 1]! <= t.start[i]!) l++;
        ctx.lineKind[i] = plan.kind[l]!;
        ctx.linePhoneCue[i] = plan.phoneCue[l]!;
      }
      featureContext(t, gazetteer, ctx);
      let line = 0;
      for (let i = 0; i < t.count; i++) {
        while (line + 1 < plan.count && plan.start[line + 1]! <= t.start[i]!) line++;
        if (isCandidateToken(t, ctx, i)) expect(plan.candidate[line], `${text.slice(t.start[i]!, t.end[i]!)} in line ${line}`).toBe(1);
      }
    }
  });
});
