/**
 * secretlint's core with the recommended rule preset. It reports ranges rather than rewriting
 * text, so every reported range is replaced with a placeholder, longest-first on overlaps.
 *
 * secretlint's built-in profiler keeps every performance mark of the process and scans that
 * list on each new mark, which grows quadratically over thousands of calls in one process. After
 * each call the adapter lets the profiler's observer run and then empties its lists, so the
 * measured cost is that of one lint, as in a fresh process.
 */
import { setImmediate as nextMacrotask } from 'node:timers/promises';
import { performance } from 'node:perf_hooks';
import { lintSource } from '@secretlint/core';
import { secretLintProfiler } from '@secretlint/profiler';
import { creator as recommended } from '@secretlint/secretlint-rule-preset-recommend';
import { packageVersion } from './package-version';
import type { Defence } from './types';

type LintConfig = Parameters<typeof lintSource>[0]['options']['config'];

const CONFIG: LintConfig = {
  rules: [{ id: '@secretlint/secretlint-rule-preset-recommend', rule: recommended }],
};

/** Replaces each [start, end) range with `[SECRET]`; overlapping ranges are merged first. */
export function maskRanges(text: string, ranges: readonly (readonly [number, number])[]): string {
  const sorted = [...ranges].filter(([s, e]) => e > s).sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: [number, number][] = [];
  for (const [s, e] of sorted) {
    const last = merged[merged.length - 1];
    if (last && s < last[1]) last[1] = Math.max(last[1], e);
    else merged.push([s, e]);
  }
  let out = '';
  let from = 0;
  for (const [s, e] of merged) {
    out += `${text.slice(from, s)}[SECRET]`;
    from = e;
  }
  return out + text.slice(from);
}

export function secretlint(): Defence {
  return {
    name: 'secretlint',
    version: packageVersion('@secretlint/core'),
    async redact(text: string): Promise<string> {
      const result = await lintSource({
        source: { content: text, filePath: 'pasted.txt', ext: '.txt', contentType: 'text' },
        options: { config: CONFIG, noPhysicFilePath: true },
      });
      await nextMacrotask();
      // Both getters hand back the profiler's own arrays.
      (await secretLintProfiler.getEntries()).length = 0;
      (await secretLintProfiler.getMeasures()).length = 0;
      performance.clearMarks();
      performance.clearMeasures();
      return maskRanges(
        text,
        result.messages.map((m) => m.range),
      );
    },
  };
}
