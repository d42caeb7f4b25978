/**
 * The demo's pure parts: how `npm run demo` reads its arguments and decides it cannot open a
 * window, how the tour's report renders, and that the demo page's planted content is content the
 * engine actually catches (a demo whose secrets went unnoticed would show nothing).
 */
import { describe, expect, it } from 'vitest';
import { ENV_LINES, PASTE_TEXT, PASTED, PLANTED, UPLOAD_FILE, UPLOADED } from '../../fixtures/sites/demo/content';
import { scan } from '../../src/core/engine/scan';
import { DEFAULT_OUT, hasDisplay, parseDemoArgs, UsageError } from '../../scripts/demo/options';
import { passed, renderMarkdown, verdict, type DemoReport, type StepReport } from '../../scripts/demo/report';

describe('demo arguments', () => {
  it('opens a window by default and runs the tour with --headless', () => {
    expect(parseDemoArgs([])).toEqual({ headless: false, out: DEFAULT_OUT, help: false });
    expect(parseDemoArgs(['--headless'])).toMatchObject({ headless: true });
    expect(parseDemoArgs(['--headless', '--out', 'tmp/tour'])).toMatchObject({ headless: true, out: 'tmp/tour' });
    expect(parseDemoArgs(['--out=elsewhere'])).toMatchObject({ out: 'elsewhere' });
    expect(parseDemoArgs(['-h']).help).toBe(true);
  });

  it('refuses what it does not know, and --out without a folder', () => {
    expect(() => parseDemoArgs(['--headles'])).toThrow(UsageError);
    expect(() => parseDemoArgs(['--out'])).toThrow(/needs a folder/);
    expect(() => parseDemoArgs(['--out', '--headless'])).toThrow(/needs a folder/);
    expect(() => parseDemoArgs(['--out='])).toThrow(/needs a folder/);
  });

  it('sees a display on Linux only through DISPLAY or WAYLAND_DISPLAY', () => {
    expect(hasDisplay({}, 'linux')).toBe(false);
    expect(hasDisplay({ DISPLAY: '' }, 'linux')).toBe(false);
    expect(hasDisplay({ DISPLAY: ':0' }, 'linux')).toBe(true);
    expect(hasDisplay({ WAYLAND_DISPLAY: 'wayland-0' }, 'linux')).toBe(true);
    expect(hasDisplay({}, 'freebsd')).toBe(false);
    expect(hasDisplay({}, 'darwin')).toBe(true);
    expect(hasDisplay({}, 'win32')).toBe(true);
  });
});

function step(checks: StepReport['checks'], extra: Partial<StepReport> = {}): StepReport {
  return { title: 'A step', summary: 'What it shows.', screenshots: [], evidence: [], checks, ms: 1234, ...extra };
}

function report(steps: StepReport[]): DemoReport {
  return { startedAt: '2026-01-02T03:04:05Z', host: 'chatgpt.com', extension: 'Consentry 0.1.0', chromium: 'Chromium 1', steps, totalMs: 5000 };
}

describe('demo report', () => {
  it('passes only when there are checks and all of them pass', () => {
    expect(passed(report([]))).toBe(false);
    expect(verdict(report([]))).toBe('no checks ran');
    expect(passed(report([step([{ name: 'a', pass: true }])]))).toBe(true);
    const mixed = report([step([{ name: 'a', pass: true }]), step([{ name: 'b', pass: false }])]);
    expect(passed(mixed)).toBe(false);
    expect(verdict(mixed)).toBe('1 of 2 checks failed');
  });

  it('renders steps in order with screenshots, evidence and a row per check', () => {
    const md = renderMarkdown(
      report([
        step([{ name: 'shown | masked', pass: true, detail: 'two\nlines' }], {
          title: 'First',
          screenshots: [{ file: '01-a.png', caption: 'The page' }],
          evidence: [{ label: 'Composer', text: 'Reply to [EMAIL_ABC234]' }],
        }),
        step([{ name: 'never leaks', pass: false }], { title: 'Second' }),
      ]),
    );
    expect(md.indexOf('## 1. First')).toBeGreaterThan(0);
    expect(md.indexOf('## 2. Second')).toBeGreaterThan(md.indexOf('## 1. First'));
    expect(md).toContain('![The page](01-a.png)');
    expect(md).toContain('```text\nReply to [EMAIL_ABC234]\n```');
    expect(md).toContain('| shown \\| masked | pass — two lines |');
    expect(md).toContain('| never leaks | **FAIL** |');
    expect(md).toContain('**1 of 2 checks failed**');
  });

  it('fences evidence so that backticks inside cannot close the block', () => {
    const md = renderMarkdown(report([step([], { evidence: [{ label: 'Odd', text: 'a ``` b ```` c' }] })]));
    expect(md).toContain('`````text\na ``` b ```` c\n`````');
  });
});

describe('demo page content', () => {
  const covered = (text: string, value: string): boolean => {
    const start = text.indexOf(value);
    return start >= 0 && scan(text).findings.some((f) => f.start <= start && f.end >= start + value.length);
  };

  it('plants values the engine finds where they stand', () => {
    const env = ENV_LINES.join('\n');
    for (const value of Object.values(PLANTED)) expect(covered(env, value), value.slice(0, 6)).toBe(true);
    for (const value of Object.values(PASTED)) expect(covered(PASTE_TEXT, value), value.slice(0, 6)).toBe(true);
    for (const value of Object.values(UPLOADED)) expect(covered(UPLOAD_FILE.text, value), value.slice(0, 6)).toBe(true);
  });

  it('leaves the ordinary settings alone', () => {
    const env = ENV_LINES.join('\n');
    const findings = scan(env).findings;
    for (const benign of ['DATABASE_HOST=db.internal.northwind', 'DEPLOY_REGION=eu-west-1']) {
      const start = env.indexOf(benign);
      expect(findings.some((f) => f.start < start + benign.length && f.end > start), benign).toBe(false);
    }
  });
});
