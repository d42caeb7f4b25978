import { describe, expect, it } from 'vitest';
import { ScreenSessionLimitError, ScreenSessions } from './screen-sessions';

describe('pairing nonces for screen shares', () => {
  it('are single use, bound to their tab, and expire', () => {
    let t = 0;
    let n = 0;
    const sessions = new ScreenSessions({ now: () => t, randomId: () => `n${++n}` });
    const a = sessions.issue(4, 0, 'https://claude.ai');
    expect(sessions.redeem(a, 5)).toBeUndefined();
    expect(sessions.redeem(a, 4), 'used up by the wrong tab').toBeUndefined();
    const b = sessions.issue(4, 0, 'https://claude.ai');
    expect(sessions.redeem(b, 4)).toMatchObject({ tabId: 4, origin: 'https://claude.ai' });
    const c = sessions.issue(4, 0, 'https://claude.ai');
    t = 61_000;
    expect(sessions.redeem(c, 4)).toBeUndefined();
  });

  it('a tab holds a few at once and gets a few per minute', () => {
    let t = 0;
    let n = 0;
    const sessions = new ScreenSessions({ now: () => t, randomId: () => `n${++n}`, maxOpenPerTab: 3, maxPerMinute: 5 });
    for (let i = 0; i < 3; i++) sessions.issue(4, 0, 'https://claude.ai');
    expect(() => sessions.issue(4, 0, 'https://claude.ai')).toThrow(ScreenSessionLimitError);
    // Another tab is not held back by this one.
    expect(sessions.issue(5, 0, 'https://claude.ai')).toBeTruthy();
    // Redeemed ones free their place, until the per-minute limit.
    for (let i = 1; i <= 3; i++) sessions.redeem(`n${i}`, 4);
    sessions.issue(4, 0, 'https://claude.ai');
    sessions.issue(4, 0, 'https://claude.ai');
    expect(() => sessions.issue(4, 0, 'https://claude.ai')).toThrow(ScreenSessionLimitError);
    t = 61_000;
    expect(sessions.issue(4, 0, 'https://claude.ai')).toBeTruthy();
  });
});
