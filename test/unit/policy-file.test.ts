/** The gate's policy file: the extension's schema and validator, read again on change, refused while invalid. */
import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configDirectory, PolicySource } from '../../src/cli/policy-file';
import { DEFAULT_POLICY, type Policy } from '../../src/core/policy/policy';

const stricter = (): Policy => {
  const p = structuredClone(DEFAULT_POLICY) as Policy;
  p.decisions.health.assistant = 'block';
  return p;
};

describe('policy file', () => {
  it('lives in the per-user config folder', () => {
    expect(configDirectory({ XDG_CONFIG_HOME: '/cfg' }, 'linux', '/home/a')).toBe('/cfg/consentry');
    expect(configDirectory({}, 'linux', '/home/a')).toBe('/home/a/.config/consentry');
    expect(configDirectory({ XDG_CONFIG_HOME: 'relative' }, 'darwin', '/Users/a')).toBe('/Users/a/.config/consentry');
    expect(configDirectory({ APPDATA: 'C:\\Users\\a\\AppData\\Roaming' }, 'win32', 'C:\\Users\\a')).toContain('consentry');
  });

  it('is the default policy, generation 0, while no file exists', () => {
    const source = PolicySource.open(join(mkdtempSync(join(tmpdir(), 'consentry-policy-')), 'policy.json'));
    expect(source.get()).toEqual({ policy: DEFAULT_POLICY, source: 'default', generation: 0 });
  });

  it('reads an edit on the next call, and refuses every call while the file does not validate', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'consentry-policy-')), 'policy.json');
    writeFileSync(path, JSON.stringify(DEFAULT_POLICY));
    utimesSync(path, new Date(1_800_000_000_000), new Date(1_800_000_000_000));
    const source = PolicySource.open(path);
    expect(source.get()).toMatchObject({ source: path, generation: 1_800_000_000_000 });
    writeFileSync(path, JSON.stringify(stricter()));
    utimesSync(path, new Date(1_800_000_001_000), new Date(1_800_000_001_000));
    expect(source.get().policy.decisions.health.assistant).toBe('block');
    expect(source.get().generation).toBe(1_800_000_001_000);
    writeFileSync(path, JSON.stringify({ ...DEFAULT_POLICY, actions: ['no_such_action'] }));
    expect(() => source.get()).toThrow(/actions must list distinct policy actions/);
    expect(() => source.get()).toThrow(/not valid/);
    writeFileSync(path, '{ not json');
    expect(() => source.get()).toThrow(/not valid JSON/);
    writeFileSync(path, JSON.stringify(stricter()));
    expect(source.get().policy.decisions.health.assistant).toBe('block');
  });

  it('does not open a policy the extension would refuse', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'consentry-policy-')), 'policy.json');
    const relaxed = structuredClone(DEFAULT_POLICY) as Policy;
    relaxed.decisions.credential.assistant = 'allow';
    writeFileSync(path, JSON.stringify(relaxed));
    expect(() => PolicySource.open(path)).toThrow(/credential can only be mask or block/);
  });
});
