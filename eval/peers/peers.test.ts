/**
 * The defence adapters: each reports the version actually installed, each really changes a plain
 * value inside its own scope (so a wrong field or call shows up here, not as a silent 0 in the
 * census), and Consentry's adapter sends nothing when the guard blocks.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { consentry } from './consentry';
import { createDefences, DEFENCE_FACTORIES } from './index';
import { naiveRegex } from './naive-regex';
import { openredaction } from './openredaction';
import { redactpii } from './redactpii';
import { maskRanges, secretlint } from './secretlint';
import { luhnCheckDigit } from '../census/payloads';

function installedVersion(name: string): string {
  const file = new URL(`../../node_modules/${name}/package.json`, import.meta.url);
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

// Synthetic values in public formats.
const GITHUB = 'ghp_' + 'Q7mZr2Xk9LwV4tBn8YcH3pJd6FsA1eGu0KiR';
const SSN = '457-31-8062';
const AWS = 'AKIA' + 'QZ7RJ2M4XK6PLW3N';
const CARD = '492918305542771' + luhnCheckDigit('492918305542771');

describe('peer adapters', () => {
  it('report the installed versions', () => {
    expect(openredaction().version).toBe(installedVersion('openredaction'));
    expect(redactpii().version).toBe(installedVersion('@redactpii/node'));
    expect(secretlint().version).toBe(installedVersion('@secretlint/core'));
  });

  it('each remove a plain value they are built for', async () => {
    expect(await openredaction().redact(`card ${CARD} expires soon`)).not.toContain(CARD);
    expect(await redactpii().redact(`my ssn is ${SSN} thanks`)).not.toContain(SSN);
    expect(await secretlint().redact(`GITHUB_TOKEN=${GITHUB}\n`)).not.toContain(GITHUB);
    expect(await naiveRegex().redact(`key ${AWS} here`)).toBe('key [AWS_KEY] here');
  });

  it('leave text without anything to find as it was', async () => {
    const text = 'The build on Tuesday took eleven minutes.';
    for (const d of createDefences(['redactpii', 'secretlint', 'naive-regex'])) expect(await d.redact(text), d.name).toBe(text);
  });

  it('mask reported ranges, merging overlaps', () => {
    expect(maskRanges('abcdefghij', [[2, 5], [4, 7], [8, 9]])).toBe('ab[SECRET]h[SECRET]j');
    expect(maskRanges('abc', [])).toBe('abc');
  });

  it('are all listed, and unknown names are refused', () => {
    expect(Object.keys(DEFENCE_FACTORIES)).toEqual(['consentry', 'openredaction', 'redactpii', 'secretlint', 'naive-regex']);
    expect(() => createDefences(['nope'])).toThrow(/Unknown defence/);
  });
});

describe('consentry adapter', () => {
  it('sends nothing when the guard refuses the input, and counts it', () => {
    const d = consentry();
    expect(d.redact('x'.repeat(2_100_000))).toBe('');
    expect(d.outcomes?.()).toMatchObject({ blocked_error: 1 });
  });

  it('passes the masked text through otherwise', () => {
    const d = consentry();
    const out = d.redact('write to zofia.varga@quillbrook-mail.com please');
    expect(out).not.toContain('zofia.varga@quillbrook-mail.com');
    expect(out).toContain('please');
  });
});
