/**
 * The tour's report: each step with what it shows, its screenshots, the text the page actually
 * held, and pass/fail checks. Kept as data (report.json) and rendered as Markdown (report.md) so
 * the screenshots read in order next to the checks that back them. Pure: no file or browser access.
 */

export interface Check {
  name: string;
  pass: boolean;
  /** What was seen, in a few words (never a raw planted value). */
  detail?: string;
}

export interface Screenshot {
  file: string;
  caption: string;
}

export interface Evidence {
  label: string;
  text: string;
}

export interface StepReport {
  title: string;
  summary: string;
  screenshots: Screenshot[];
  evidence: Evidence[];
  checks: Check[];
  ms: number;
}

export interface DemoReport {
  startedAt: string;
  /** The hostname the local demo page was served under. */
  host: string;
  extension: string;
  chromium: string;
  steps: StepReport[];
  totalMs: number;
}

export function allChecks(report: Pick<DemoReport, 'steps'>): Check[] {
  return report.steps.flatMap((s) => s.checks);
}

export function passed(report: Pick<DemoReport, 'steps'>): boolean {
  const checks = allChecks(report);
  return checks.length > 0 && checks.every((c) => c.pass);
}

function cell(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim();
}

/** A fence longer than any run of backticks inside `text`, so the text cannot close it. */
function fenced(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return `${fence}text\n${text.replace(/\n+$/, '')}\n${fence}`;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

export function verdict(report: Pick<DemoReport, 'steps'>): string {
  const checks = allChecks(report);
  const failed = checks.filter((c) => !c.pass).length;
  if (checks.length === 0) return 'no checks ran';
  return failed === 0 ? `all ${checks.length} checks passed` : `${failed} of ${checks.length} checks failed`;
}

export function renderMarkdown(report: DemoReport): string {
  const lines: string[] = [
    '# Consentry demo tour',
    '',
    `${report.startedAt} · extension ${report.extension} · ${report.chromium} · ${seconds(report.totalMs)} · **${verdict(report)}**`,
    '',
    `The assistant in this tour is a local demo page (fixtures/sites/demo) served as https://${report.host}/ ` +
      'on this machine: Chromium resolves that name to a local server and reaches no other. Every secret, card ' +
      'number and address on it is synthetic.',
  ];
  report.steps.forEach((step, i) => {
    lines.push('', `## ${i + 1}. ${step.title}`, '', step.summary);
    for (const shot of step.screenshots) lines.push('', `![${cell(shot.caption)}](${shot.file})`, '', `*${shot.caption}*`);
    for (const item of step.evidence) lines.push('', `${item.label}:`, '', fenced(item.text));
    if (step.checks.length > 0) {
      lines.push('', '| check | result |', '|---|---|');
      for (const check of step.checks) {
        const result = check.pass ? 'pass' : '**FAIL**';
        lines.push(`| ${cell(check.name)} | ${result}${check.detail ? ` — ${cell(check.detail)}` : ''} |`);
      }
    }
    lines.push('', `<sub>${seconds(step.ms)}</sub>`);
  });
  lines.push('');
  return lines.join('\n');
}
