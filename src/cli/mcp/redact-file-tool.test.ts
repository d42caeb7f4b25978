/**
 * The redact_file hook: with a file redaction function handed in, the tool registers with one
 * more entry in the list and answers with DESIGN.md's shape. The function here is a stand-in
 * that upper-cases a text file; the real one comes with file support in the core.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { describe, expect, it } from 'vitest';
import { LedgerFile, verifyLedgerFile } from '../ledger-file';
import { PolicySource } from '../policy-file';
import { Gate, type RedactFile } from './gate';
import { redactFileTool } from './redact-file-tool';
import { createGateServer, TOOLS } from './server';

describe('redact_file, once the core redacts files', () => {
  it('registers with one line and answers {out_path, covered}', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'consentry-redact-file-'));
    const input = join(dir, 'notes.txt');
    writeFileSync(input, 'call me');
    const standIn: RedactFile = async (path, { purposes }) => {
      expect(purposes).toEqual(['training']);
      return { bytes: Buffer.from(readFileSync(path, 'utf8').toUpperCase()), name: 'notes.txt', covered: [{ category: 'contact', count: 1 }] };
    };
    const ledgerPath = join(dir, 'ledger.jsonl');
    const gate = new Gate({
      policy: PolicySource.open(join(dir, 'policy.json')),
      ledger: await LedgerFile.open(ledgerPath),
      outDir: join(dir, 'out'),
      startOcr: () => Promise.reject(new Error('no OCR here')),
      capture: () => Promise.reject(new Error('no screen here')),
    });
    const server = createGateServer(gate, [...TOOLS, redactFileTool(standIn)]);
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    const client = new Client({ name: 'file-test', version: '1' });
    await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toContain('redact_file');
    const result = await client.callTool({ name: 'redact_file', arguments: { path: input, purpose: 'training' } });
    const structured = result.structuredContent as { out_path: string; covered: unknown };
    expect(structured.covered).toEqual([{ category: 'contact', count: 1 }]);
    expect(readFileSync(structured.out_path, 'utf8')).toBe('CALL ME');
    expect(structured.out_path).toMatch(/notes\.redacted\.txt$/);
    expect(JSON.parse(readFileSync(ledgerPath, 'utf8'))).toMatchObject({ surface: 'upload', decision: 'mask', categories: { contact: 1 }, origin: 'mcp://file-test' });
    expect(await verifyLedgerFile(ledgerPath)).toMatchObject({ ok: true, count: 1 });
    await client.close();
    await gate.close();
  });
});
