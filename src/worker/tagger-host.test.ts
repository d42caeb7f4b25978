import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { decideText } from '../core/decide/decide-text';
import { defaultTagger, installDefaultTagger } from '../core/tagger/default-tagger';
import { GUARD } from '../protocol/guard';
import { SCREEN } from '../protocol/screen';
import { SYSTEM } from '../protocol/system';
import { UI } from '../protocol/ui';
import { decidesText, installPackagedTagger, TAGGER_MODEL_PATH } from './tagger-host';

const shipped = new Uint8Array(readFileSync(join(__dirname, '..', '..', 'public', TAGGER_MODEL_PATH)));

describe('worker tagger host', () => {
  afterEach(() => installDefaultTagger(undefined));

  it('installs the packaged weights as the default every text decision uses', async () => {
    const asked: string[] = [];
    await installPackagedTagger('chrome-extension://id/models/tagger.bin', async (url) => {
      asked.push(url);
      return shipped;
    });
    expect(asked).toEqual(['chrome-extension://id/models/tagger.bin']);
    expect(defaultTagger()).toBeDefined();
    const r = decideText('ok so i talked to zofia wiśniewska yesterday, she agrees');
    expect(r.ok && r.masked).not.toContain('wiśniewska');
  });

  it('rejects damaged or missing weights and installs nothing', async () => {
    await expect(installPackagedTagger('x', async () => shipped.slice(0, 100))).rejects.toThrow();
    await expect(installPackagedTagger('x', async () => Promise.reject(new Error('404')))).rejects.toThrow('404');
    expect(defaultTagger()).toBeUndefined();
  });

  it('holds only the messages that decide text for the weights', () => {
    expect(decidesText({ channel: GUARD.name, type: 'check', payload: {} })).toBe(true);
    for (const channel of [UI.name, SYSTEM.name, SCREEN.name]) expect(decidesText({ channel, type: 'x', payload: {} })).toBe(false);
    expect(decidesText(null)).toBe(false);
    expect(decidesText('guard')).toBe(false);
  });
});
