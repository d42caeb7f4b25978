/**
 * Accessibility checks with axe-core (pinned in package.json). Extension pages forbid inline
 * scripts, so the engine's source is evaluated in the page through the DevTools protocol rather
 * than added as a <script>.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

interface AxeGlobals {
  axe?: {
    version: string;
    run(context: Document, options: { resultTypes: string[] }): Promise<{
      violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: unknown[] }> }>;
      passes: unknown[];
    }>;
  };
}

/** Violations of impact serious or critical, plus how many rules passed (to show axe really ran). */
export async function seriousViolations(page: Page): Promise<{ violations: AxeViolation[]; passes: number; version: string }> {
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (globalThis as unknown as AxeGlobals).axe!;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return {
      version: axe.version,
      passes: result.passes.length,
      violations: result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => JSON.stringify(n.target)) })),
    };
  });
}

/** Every violation axe-core finds, whatever its impact (the layout tier holds the pages to none). */
export async function allViolations(page: Page): Promise<{ violations: AxeViolation[]; passes: number }> {
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (globalThis as unknown as AxeGlobals).axe!;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return {
      passes: result.passes.length,
      violations: result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => JSON.stringify(n.target)) })),
    };
  });
}
