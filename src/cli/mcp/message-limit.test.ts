import { describe, expect, it } from 'vitest';
import { MessageLimit, TopLevelReader } from './message-limit';

/** Streams `chunks` through a MessageLimit; what it let through, and what it answered itself. */
function feed(maxBytes: number, chunks: readonly (string | Buffer)[]): Promise<{ passed: string[]; replies: Array<Record<string, unknown>> }> {
  const passed: string[] = [];
  const replies: Array<Record<string, unknown>> = [];
  const limit = new MessageLimit({ maxBytes, reply: (line) => void replies.push(JSON.parse(line) as Record<string, unknown>) });
  return new Promise((resolve) => {
    limit.on('data', (chunk: Buffer) => passed.push(chunk.toString('utf8')));
    limit.on('end', () => resolve({ passed, replies }));
    for (const c of chunks) limit.write(c);
    limit.end();
  });
}

const request = (id: number, method = 'tools/list', params: unknown = {}): string => JSON.stringify({ jsonrpc: '2.0', id, method, params });

describe('MessageLimit', () => {
  it('passes well-formed messages through whole, however the stream is cut', async () => {
    const a = request(1);
    const b = request(2, 'tools/call', { name: 'redact_text', arguments: { text: 'x\ny' } });
    const joined = `${a}\n${b}\n`;
    const chunks = [joined.slice(0, 5), joined.slice(5, a.length + 3), joined.slice(a.length + 3)];
    const { passed, replies } = await feed(1024, chunks);
    expect(passed.join('')).toBe(joined);
    expect(replies).toEqual([]);
  });

  it('answers an oversized tools/call with a tool error under its id, even when the id comes last', async () => {
    const big = JSON.stringify({ method: 'tools/call', params: { name: 'redact_text', arguments: { text: 'a'.repeat(5000) } }, jsonrpc: '2.0', id: 'req-9' });
    const { passed, replies } = await feed(1000, [big.slice(0, 2000), big.slice(2000), '\n', `${request(3)}\n`]);
    expect(passed).toEqual([`${request(3)}\n`]);
    expect(replies).toHaveLength(1);
    expect(replies[0]).toMatchObject({ jsonrpc: '2.0', id: 'req-9', result: { isError: true } });
  });

  it('answers other oversized requests with a protocol error, and drops oversized notifications', async () => {
    const bigList = JSON.stringify({ jsonrpc: '2.0', id: 4, method: 'tools/list', params: { pad: 'b'.repeat(3000) } });
    const bigNote = JSON.stringify({ jsonrpc: '2.0', method: 'notifications/progress', params: { pad: 'c'.repeat(3000) } });
    const { replies } = await feed(1000, [`${bigList}\n${bigNote}\n`]);
    expect(replies).toEqual([{ jsonrpc: '2.0', id: 4, error: { code: -32600, message: expect.stringMatching(/MB/) } }]);
  });

  it('answers a line that is not JSON, or not JSON-RPC, and goes on', async () => {
    const { passed, replies } = await feed(1000, ['not json\n', '{"id":5,"hello":1}\n', `${request(6)}\n`]);
    expect(replies.map((r) => [r['id'], (r['error'] as { code: number }).code])).toEqual([
      [null, -32700],
      [5, -32600],
    ]);
    expect(passed).toEqual([`${request(6)}\n`]);
  });
});

describe('TopLevelReader', () => {
  it('reads only the top-level id and method', () => {
    const r = new TopLevelReader();
    r.push(Buffer.from('{"params":{"id":"inner","method":"no","s":"a\\"b,}"},"method":"tools/call","id":12}'));
    expect(r.id()).toBe(12);
    expect(r.method()).toBe('tools/call');
    const s = new TopLevelReader();
    s.push(Buffer.from('{"jsonrpc":"2.0","id":"x-1","params":[1,{"id":2}]'));
    expect(s.id()).toBe('x-1');
  });
});
