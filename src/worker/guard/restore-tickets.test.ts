import { describe, expect, it } from 'vitest';
import { RestoreTickets } from './restore-tickets';

const VALUE = { token: '[EMAIL_7Q2KX9]', value: 'kim.vale@example.net', label: 'EMAIL' };

function tickets() {
  let now = 1_000;
  let n = 0;
  const book = new RestoreTickets(() => now, () => `t${++n}`);
  return { book, advance: (ms: number) => void (now += ms) };
}

describe('restore tickets', () => {
  it('hand the value over once, to a frame in the tab they were issued to', () => {
    const { book } = tickets();
    const id = book.issue(4, VALUE);
    expect(book.redeem(id, 5)).toBeUndefined();
    expect(book.redeem(id, undefined)).toBeUndefined();
    expect(book.redeem(id, 4)).toEqual(VALUE);
    expect(book.redeem(id, 4), 'single use').toBeUndefined();
  });

  it('expire within a minute, whether or not anything swept them since', () => {
    const { book, advance } = tickets();
    const id = book.issue(4, VALUE);
    advance(61_000);
    const fresh = book.issue(4, VALUE);
    expect(book.redeem(id, 4)).toBeUndefined();
    expect(book.redeem(fresh, 4)).toEqual(VALUE);
  });

  it('keep at most 4096, dropping the oldest first', () => {
    const { book } = tickets();
    const ids = Array.from({ length: 4097 }, () => book.issue(4, VALUE));
    expect(book.redeem(ids[0]!, 4)).toBeUndefined();
    expect(book.redeem(ids[1]!, 4)).toEqual(VALUE);
    expect(book.redeem(ids[4096]!, 4)).toEqual(VALUE);
  });

  it('go with their tab, and are never serialised', () => {
    const { book } = tickets();
    const id = book.issue(4, VALUE);
    const other = book.issue(5, VALUE);
    book.dropTab(4);
    expect(book.redeem(id, 4)).toBeUndefined();
    expect(book.redeem(other, 5)).toEqual(VALUE);
    expect(() => JSON.stringify(book)).toThrow();
  });
});
