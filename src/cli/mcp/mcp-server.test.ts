/**
 * The MCP gate as an agent meets it: `consentry mcp` spawned as its own process and driven over
 * stdio by the SDK's own client. Planted values are synthetic (drawn at run time); pictures are
 * rendered text read back with the same OCR the gate uses.
 */
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ElicitRequestSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ocrText } from '../../../eval/screens/read-back';
import { DEFAULT_POLICY } from '../../core/policy/policy';
import type { OcrPool } from '../../core/ocr/pool';
import { plantedValues } from '../../../test/support/planted-values';
import { renderTextPng } from '../../../test/support/render-text';
import { startNodeOcr } from '../ocr-node';
import { decodeImage } from '../redact-image';
import { recordShapeProblem } from '../../core/ledger/ledger-record';

const ROOT = join(__dirname, '..', '..', '..');
const LAUNCHER = join(ROOT, 'bin', 'consentry.cjs');
const planted = plantedValues();

interface Server {
  client: Client;
  dir: string;
  ledger: string;
  close: () => Promise<void>;
}

function baseEnv(extra: Record<string, string> = {}): Record<string, string> {
  const env: Record<string, string> = {};
  for (const key of ['PATH', 'HOME', 'TMPDIR', 'LANG']) if (process.env[key] !== undefined) env[key] = process.env[key] as string;
  return { ...env, ...extra };
}

async function startServer(options: { policy?: unknown; env?: Record<string, string>; elicitation?: (message: string) => { action: 'accept' | 'decline'; release?: boolean } } = {}): Promise<Server> {
  const dir = mkdtempSync(join(tmpdir(), 'consentry-mcp-test-'));
  const policyPath = join(dir, 'policy.json');
  if (options.policy !== undefined) writeFileSync(policyPath, JSON.stringify(options.policy));
  const ledger = join(dir, 'ledger.jsonl');
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [LAUNCHER, 'mcp', '--policy', policyPath, '--ledger', ledger, '--out-dir', join(dir, 'out')],
    cwd: ROOT,
    env: baseEnv(options.env),
    stderr: 'pipe',
  });
  const client = new Client({ name: 'consentry-test', version: '1.0.0' }, { capabilities: options.elicitation ? { elicitation: { form: {} } } : {} });
  if (options.elicitation) {
    const answer = options.elicitation;
    client.setRequestHandler(ElicitRequestSchema, (request) => {
      const a = answer(request.params.message);
      return a.action === 'accept' ? { action: 'accept', content: { release: a.release ?? false } } : { action: 'decline' };
    });
  }
  await client.connect(transport);
  return { client, dir, ledger, close: () => client.close() };
}

const text = (result: CallToolResult, i: number): string => {
  const item = result.content[i];
  return item?.type === 'text' ? item.text : '';
};

async function call(server: Server, name: string, args: Record<string, unknown>): Promise<CallToolResult> {
  return (await server.client.callTool({ name, arguments: args })) as CallToolResult;
}

function ledgerLines(path: string): Array<Record<string, unknown>> {
  return readFileSync(path, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

function expectNoPlantedValue(haystack: string): void {
  for (const value of Object.values(planted)) {
    expect(haystack).not.toContain(value);
    expect(haystack).not.toContain(value.replace(/\s/g, ''));
    // Nor any of the usual digests of it.
    for (const algorithm of ['sha256', 'sha1', 'md5']) expect(haystack).not.toContain(createHash(algorithm).update(value).digest('hex'));
  }
}

describe('consentry mcp, driven by the SDK client over stdio', () => {
  let server: Server;
  let ocr: OcrPool;

  beforeAll(async () => {
    server = await startServer();
    ocr = await startNodeOcr(1);
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    await ocr?.terminate();
  });

  it('lists its tools with input schemas', async () => {
    const { tools } = await server.client.listTools();
    const byName = new Map(tools.map((t) => [t.name, t]));
    expect([...byName.keys()].sort()).toEqual(['consent_policy', 'redact_image', 'redact_text', 'screenshot']);
    expect(byName.get('redact_text')?.inputSchema).toMatchObject({ type: 'object', properties: { text: { type: 'string' }, purpose: { enum: ['assistant', 'training', 'analytics', 'third_party'] } }, required: ['text'] });
    expect(byName.get('redact_image')?.inputSchema).toMatchObject({ type: 'object', properties: { path: { type: 'string' } }, required: ['path'] });
    expect(byName.get('screenshot')?.inputSchema).toMatchObject({ type: 'object', properties: { purpose: { type: 'string' } } });
    expect(byName.get('consent_policy')?.inputSchema).toMatchObject({ type: 'object' });
    expect(byName.get('redact_text')?.outputSchema).toMatchObject({ properties: { masked: { type: 'string' }, findings: { type: 'array' } } });
  });

  it('masks planted values in a text and says what it held back', async () => {
    const input = `Hi, write to ${planted.email} and charge ${planted.card}. Deploy with AWS_ACCESS_KEY_ID=${planted.awsKey} and ${planted.stripeKey}.`;
    const result = await call(server, 'redact_text', { text: input });
    expect(result.isError).toBeFalsy();
    const structured = result.structuredContent as { masked: string; findings: Array<{ start: number; end: number; category: string; rule: string; confidence: number }> };
    expect(Object.keys(structured).sort()).toEqual(['findings', 'masked']);
    expectNoPlantedValue(structured.masked);
    expect(text(result, 0)).toBe(structured.masked);
    const categories = structured.findings.map((f) => f.category);
    expect(categories).toEqual(expect.arrayContaining(['contact', 'payment', 'credential']));
    for (const f of structured.findings) {
      expect(Object.keys(f).sort()).toEqual(['category', 'confidence', 'end', 'rule', 'start']);
      expect(f.end).toBeGreaterThan(f.start);
    }
    const email = structured.findings.find((f) => f.category === 'contact');
    expect(input.slice(email?.start, email?.end)).toBe(planted.email);
    const summary = text(result, 1);
    expect(summary).toMatch(/secret/);
    expect(summary).toMatch(/contact detail/);
    expect(summary).toMatch(/default policy/);
    expectNoPlantedValue(summary);
  });

  it('covers planted values in a rendered picture so that OCR reads none of them', async () => {
    const png = renderTextPng(['Ticket 4471 from the help desk', `Contact: ${planted.email}`, `Card ${planted.card} exp 09/29`, 'Thanks, see you Monday']);
    const before = await ocrText(decodeImage(png), ocr);
    // The control: OCR reads the planted values on the original, so their absence below means something.
    expect(before).toContain(planted.email);
    expect(before.replace(/\s/g, '')).toContain(planted.card.replace(/\s/g, ''));
    const path = join(server.dir, 'ticket.png');
    writeFileSync(path, png);
    const result = await call(server, 'redact_image', { path });
    expect(result.isError).toBeFalsy();
    const structured = result.structuredContent as { out_path: string; regions: Array<{ x: number; y: number; width: number; height: number; category: string }> };
    expect(structured.regions.map((r) => r.category)).toEqual(expect.arrayContaining(['contact', 'payment']));
    for (const r of structured.regions) expect(Object.keys(r).sort()).toEqual(['category', 'height', 'width', 'x', 'y']);
    const image = result.content[0];
    expect(image?.type).toBe('image');
    if (image?.type !== 'image') return;
    expect(image.mimeType).toBe('image/png');
    const returned = Buffer.from(image.data, 'base64');
    expect(returned.equals(readFileSync(structured.out_path))).toBe(true);
    const after = await ocrText(decodeImage(returned), ocr);
    expect(after).toContain('Thanks');
    expectNoPlantedValue(after);
    expectNoPlantedValue(after.replace(/\s/g, ''));
    expect(after).not.toContain(planted.email.split('@')[0]);
    expect(after).not.toMatch(new RegExp(planted.card.split(' ').slice(1).join('\\s*')));
    expect(text(result, 1)).toMatch(/Covered \d+ regions/);
  }, 90_000);

  it('answers a wrong argument type, an unknown tool and a 20 MB text with errors, and keeps answering', async () => {
    const wrongType = await call(server, 'redact_text', { text: 42 });
    expect(wrongType.isError).toBe(true);
    expect(text(wrongType, 0)).toMatch(/text/);
    expect((await call(server, 'consent_policy', {})).isError).toBeFalsy();

    let unknown: CallToolResult | Error;
    try {
      unknown = await call(server, 'no_such_tool', {});
    } catch (error) {
      unknown = error as Error;
    }
    expect(unknown instanceof Error ? unknown.message : (unknown.isError && text(unknown, 0))).toMatch(/no_such_tool/);
    expect((await call(server, 'consent_policy', {})).isError).toBeFalsy();

    const huge = await call(server, 'redact_text', { text: 'a'.repeat(20 * 1024 * 1024) });
    expect(huge.isError).toBe(true);
    expect(text(huge, 0)).toMatch(/MB/);
    const after = await call(server, 'redact_text', { text: `still here: ${planted.email}` });
    expect(after.isError).toBeFalsy();
    expectNoPlantedValue((after.structuredContent as { masked: string }).masked);

    const badPath = await call(server, 'redact_image', { path: join(server.dir, 'missing.png') });
    expect(badPath.isError).toBe(true);
    expect(text(badPath, 0)).toMatch(/no such file/);
    const truncated = join(server.dir, 'truncated.png');
    writeFileSync(truncated, renderTextPng(['hello']).subarray(0, 200));
    const broken = await call(server, 'redact_image', { path: truncated });
    expect(broken.isError).toBe(true);
    expect(text(broken, 0)).toBe('truncated.png is not a readable PNG: the file is truncated or damaged.');
    expect((await server.client.listTools()).tools).toHaveLength(4);
  }, 60_000);

  it('returns the policy in force', async () => {
    const result = await call(server, 'consent_policy', {});
    expect(result.structuredContent).toEqual(DEFAULT_POLICY);
    expect(text(result, 0)).toMatch(/default policy is in force/);
  });

  it('keeps a ledger that verifies and holds no planted value, nor any hash of one', async () => {
    const lines = ledgerLines(server.ledger);
    expect(lines.length).toBeGreaterThanOrEqual(3);
    for (const line of lines) expect(recordShapeProblem(line)).toBeNull();
    expect(lines.map((l) => l['surface'])).toEqual(expect.arrayContaining(['paste', 'upload']));
    expect(lines[0]).toMatchObject({ origin: 'mcp://consentry-test', decided_by: 'policy', policy_generation: 0 });
    expectNoPlantedValue(readFileSync(server.ledger, 'utf8'));
    const { spawnSync } = await import('node:child_process');
    const verify = spawnSync(process.execPath, [LAUNCHER, 'ledger', 'verify', server.ledger], { encoding: 'utf8' });
    expect(verify.status).toBe(0);
    expect(verify.stdout).toMatch(/intact/);
  });
});

describe('consentry mcp, asking the person', () => {
  const askingPolicy = structuredClone(DEFAULT_POLICY) as typeof DEFAULT_POLICY & { decisions: Record<string, Record<string, string>> };
  askingPolicy.decisions['contact'] = { assistant: 'ask', training: 'mask', analytics: 'mask', third_party: 'mask' };

  it('asks through the client when it can, and releases only on a yes', async () => {
    const questions: string[] = [];
    let answer: 'yes' | 'no' = 'yes';
    const server = await startServer({
      policy: askingPolicy,
      elicitation: (message) => {
        questions.push(message);
        return answer === 'yes' ? { action: 'accept', release: true } : { action: 'decline' };
      },
    });
    try {
      const input = `Reach me at ${planted.email}, key ${planted.awsKey}`;
      const released = await call(server, 'redact_text', { text: input });
      const masked = (released.structuredContent as { masked: string }).masked;
      expect(masked).toContain(planted.email);
      expect(masked).not.toContain(planted.awsKey);
      expect(text(released, 1)).toMatch(/the person said so/);
      answer = 'no';
      const kept = await call(server, 'redact_text', { text: input });
      expectNoPlantedValue((kept.structuredContent as { masked: string }).masked);
      expect(questions).toHaveLength(2);
      expect(questions[0]).toMatch(/contact detail/);
      for (const q of questions) expectNoPlantedValue(q);
      const lines = ledgerLines(server.ledger);
      expect(lines.map((l) => [l['decision'], l['decided_by']])).toEqual([
        ['allow', 'human'],
        ['mask', 'human'],
      ]);
      expect(lines[0]).toMatchObject({ policy_generation: expect.any(Number) });
      expect(lines[0]?.['policy_generation']).toBeGreaterThan(0);
    } finally {
      await server.close();
    }
  });

  it('records each category as it went: a released contact does not release the credential beside it', async () => {
    let answer = true;
    const server = await startServer({ policy: askingPolicy, elicitation: () => (answer ? { action: 'accept', release: true } : { action: 'decline' }) });
    try {
      const input = `Reach me at ${planted.email}, key ${planted.awsKey}`;
      await call(server, 'redact_text', { text: input });
      answer = false;
      await call(server, 'redact_text', { text: input });
      const outcomes = ledgerLines(server.ledger).map((l) => l['outcomes']);
      expect(outcomes).toEqual([
        { credential: { outcome: 'masked', decided_by: 'policy' }, contact: { outcome: 'released', decided_by: 'human' } },
        { credential: { outcome: 'masked', decided_by: 'policy' }, contact: { outcome: 'masked', decided_by: 'human' } },
      ]);
    } finally {
      await server.close();
    }
  });

  it('records a picture the same way: a contact left visible does not uncover the card beside it', async () => {
    let answer = true;
    const server = await startServer({ policy: askingPolicy, elicitation: () => (answer ? { action: 'accept', release: true } : { action: 'decline' }) });
    try {
      const path = join(server.dir, 'ticket.png');
      writeFileSync(path, renderTextPng(['Ticket 4471 from the help desk', `Contact: ${planted.email}`, `Card ${planted.card} exp 09/29`]));
      await call(server, 'redact_image', { path });
      answer = false;
      await call(server, 'redact_image', { path });
      const lines = ledgerLines(server.ledger);
      expect(lines.map((l) => [l['decision'], l['decided_by']])).toEqual([
        ['allow', 'human'],
        ['mask', 'human'],
      ]);
      expect(lines.map((l) => l['outcomes'])).toEqual([
        { payment: { outcome: 'masked', decided_by: 'policy' }, contact: { outcome: 'released', decided_by: 'human' } },
        { payment: { outcome: 'masked', decided_by: 'policy' }, contact: { outcome: 'masked', decided_by: 'human' } },
      ]);
    } finally {
      await server.close();
    }
  }, 90_000);

  it('masks an `ask` when the client cannot ask', async () => {
    const server = await startServer({ policy: askingPolicy });
    try {
      const result = await call(server, 'redact_text', { text: `Reach me at ${planted.email}` });
      expectNoPlantedValue((result.structuredContent as { masked: string }).masked);
      expect(text(result, 1)).toMatch(/nobody could be asked/);
    } finally {
      await server.close();
    }
  });
});

describe('consentry mcp screenshot', () => {
  it('says clearly when there is no display to capture', async () => {
    const server = await startServer();
    try {
      const result = await call(server, 'screenshot', {});
      expect(result.isError).toBe(true);
      expect(text(result, 0)).toMatch(/no display to capture/);
    } finally {
      await server.close();
    }
  });

  it('says which tool to install when the capture tool is missing', async () => {
    const server = await startServer({ env: { DISPLAY: ':99', PATH: '/nonexistent' } });
    try {
      const result = await call(server, 'screenshot', {});
      expect(result.isError).toBe(true);
      expect(text(result, 0)).toMatch(/ImageMagick/);
    } finally {
      await server.close();
    }
  });

  it("returns only the covered frame from the X11 capture tool's picture", async () => {
    // A stand-in for ImageMagick's `import -window root FILE` that "captures" a rendered screen.
    const bin = mkdtempSync(join(tmpdir(), 'consentry-fake-import-'));
    const screen = join(bin, 'screen.png');
    writeFileSync(screen, renderTextPng(['Inbox', `From: ${planted.email}`, 'Lunch at noon?']));
    writeFileSync(join(bin, 'import'), `#!/bin/sh\n[ "$1" = "-window" ] && [ "$2" = "root" ] || exit 3\ncp "${screen}" "$3"\n`);
    chmodSync(join(bin, 'import'), 0o755);
    const server = await startServer({ env: { DISPLAY: ':99', PATH: `${bin}:${process.env['PATH'] ?? ''}` } });
    const ocr = await startNodeOcr(1);
    try {
      const result = await call(server, 'screenshot', {});
      expect(result.isError).toBeFalsy();
      const structured = result.structuredContent as { out_path: string; regions: Array<{ category: string }> };
      expect(structured.regions.map((r) => r.category)).toContain('contact');
      const image = result.content[0];
      expect(image?.type).toBe('image');
      if (image?.type !== 'image') return;
      const after = await ocrText(decodeImage(Buffer.from(image.data, 'base64')), ocr);
      expect(after).toContain('Lunch');
      expectNoPlantedValue(after);
      expect(ledgerLines(server.ledger).map((l) => l['surface'])).toEqual(['screen']);
    } finally {
      await server.close();
      await ocr.terminate();
    }
  }, 90_000);
});

describe('consentry mcp on a raw stdio stream', () => {
  it('answers a line that is not JSON with a parse error and goes on answering', async () => {
    const { spawn } = await import('node:child_process');
    const dir = mkdtempSync(join(tmpdir(), 'consentry-mcp-raw-'));
    const child = spawn(process.execPath, [LAUNCHER, 'mcp', '--policy', join(dir, 'policy.json')], { cwd: ROOT, env: baseEnv(), stdio: ['pipe', 'pipe', 'pipe'] });
    const replies: Array<Record<string, unknown>> = [];
    let buffered = '';
    const got = new Promise<void>((resolve) => {
      child.stdout.on('data', (chunk: Buffer) => {
        buffered += chunk.toString('utf8');
        let at: number;
        while ((at = buffered.indexOf('\n')) !== -1) {
          replies.push(JSON.parse(buffered.slice(0, at)) as Record<string, unknown>);
          buffered = buffered.slice(at + 1);
        }
        if (replies.length >= 3) resolve();
      });
    });
    const send = (message: unknown): boolean => child.stdin.write(`${typeof message === 'string' ? message : JSON.stringify(message)}\n`);
    send({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '0' } } });
    send('{"jsonrpc":"2.0","id":2,"method":"tools/list"');
    send({ jsonrpc: '2.0', method: 'notifications/initialized' });
    send({ jsonrpc: '2.0', id: 3, method: 'tools/list' });
    await got;
    child.stdin.end();
    await new Promise((resolve) => child.once('exit', resolve));
    // The parse error is answered as the line arrives, so it may overtake the answer to initialize.
    const byId = new Map(replies.map((r) => [r['id'], r]));
    expect([...byId.keys()].sort()).toEqual([1, 3, null]);
    expect(byId.get(null)).toMatchObject({ error: { code: -32700 } });
    expect((byId.get(3)?.['result'] as { tools: unknown[] }).tools).toHaveLength(4);
  });

  it('does not start on a policy file that does not validate, or on a broken ledger', async () => {
    const { spawnSync } = await import('node:child_process');
    const dir = mkdtempSync(join(tmpdir(), 'consentry-mcp-refuse-'));
    const policy = join(dir, 'policy.json');
    writeFileSync(policy, JSON.stringify({ ...DEFAULT_POLICY, decisions: { ...DEFAULT_POLICY.decisions, credential: { assistant: 'allow', training: 'mask', analytics: 'mask', third_party: 'mask' } } }));
    const refused = spawnSync(process.execPath, [LAUNCHER, 'mcp', '--policy', policy], { cwd: ROOT, env: baseEnv(), input: '', encoding: 'utf8' });
    expect(refused.status).toBe(2);
    expect(refused.stderr.trim().split('\n')).toHaveLength(1);
    expect(refused.stderr).toMatch(/credential\.assistant is locked/);
    const ledger = join(dir, 'ledger.jsonl');
    writeFileSync(ledger, '{"seq":1}\n');
    const broken = spawnSync(process.execPath, [LAUNCHER, 'mcp', '--policy', join(dir, 'none.json'), '--ledger', ledger], { cwd: ROOT, env: baseEnv(), input: '', encoding: 'utf8' });
    expect(broken.status).toBe(2);
    expect(broken.stderr).toMatch(/broken at record 1/);
  });
});
