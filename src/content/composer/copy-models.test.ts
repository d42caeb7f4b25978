import { describe, expect, it } from 'vitest';
import type { CategorySummary } from '../../protocol/guard';
import { askPrompt, copy } from './copy';

const health = (confidence: number, actsAlone: boolean): CategorySummary => ({ category: 'health', count: 1, decision: 'ask', locked: false, by: 'policy', model: { confidence, actsAlone } });

describe('the words the guard shows about the on-device models', () => {
  it('names the model’s confidence on a category it read', () => {
    const prompt = askPrompt('paste', [health(0.62, false)], 'ChatGPT');
    expect(prompt.rows[0]?.note).toBe('your choice; read by the on-device model, 62 % sure');
  });

  it('says when the check could not finish, even with nothing found', () => {
    const prompt = askPrompt('paste', [], 'ChatGPT', undefined, undefined, { state: 'unavailable' });
    expect(prompt.description).toMatch(/^The on-device check for health, money, .* could not finish, so Consentry holds this until you choose\.$/);
    expect(prompt.actions.map((a) => a.id)).toContain('cancel');
  });

  it('says when the decision waited for the models to load', () => {
    const prompt = askPrompt('send', [health(0.93, true)], 'Claude', undefined, undefined, { state: 'warmed', waitedMs: 1240 });
    expect(prompt.description).toContain('The on-device model was starting and took 1.2 s to read this');
  });

  it('says in words that an instruction to the assistant was neutralised', () => {
    expect(copy.injectionNeutralised('paste', 'ChatGPT')).toBe('This paste held an instruction aimed at the assistant. Consentry neutralised it: it reaches ChatGPT as [INJECTION], so the assistant will not act on it.');
  });
});
