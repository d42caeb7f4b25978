import { describe, expect, it } from 'vitest';
import { recoverable } from './oracle';

describe('screen exposure oracle', () => {
  it('sees a value through OCR confusions and spacing', () => {
    expect(recoverable('ghp_R7mK2xQp9LwT4vN8bZc3HsJd6GeUa1XoQi5Y', 'GITHUB TOKEN=ghp R7mK2xQpOLwT4vN8bZc3HsJd6GeUalXoQi5Y')).toBe(true);
  });
  it('sees 70% of a value but not less', () => {
    const v = 'abcdefghijklmnopqrst';
    expect(recoverable(v, `xx ${v.slice(0, 14)} yy`)).toBe(true);
    expect(recoverable(v, `xx ${v.slice(0, 13)} yy`)).toBe(false);
  });
  it('sees a value with scattered OCR errors, within tolerance', () => {
    const v = 'xoxb-180725724250-391067152284-oQpPQ9nbtCmoBJVVn7j2vSDK';
    expect(recoverable(v, 'TOKEN=xoxb-180725724250-391067152284-0QpPQ9nbtCmoBIVVn712vSDK')).toBe(true);
    expect(recoverable(v, 'TOKEN=xoxb-1807257 SLACK_TOKEN')).toBe(false);
  });
  it('does not see a covered value', () => {
    expect(recoverable('sk_live_Q8x2mKp4LwT7vN9bZc3HsJd6', 'STRIPE_API_KEY= CREDENTIAL')).toBe(false);
  });
});
