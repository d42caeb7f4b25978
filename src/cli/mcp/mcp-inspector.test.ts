/**
 * A second, independently written client: the MCP Inspector's command-line mode (the
 * @modelcontextprotocol/inspector package, pinned) spawns `consentry mcp` and calls it the way
 * a developer checking a server would.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { plantedValues } from '../../../test/support/planted-values';

const ROOT = join(__dirname, '..', '..', '..');
const INSPECTOR = join(ROOT, 'node_modules', '.bin', 'mcp-inspector');
const LAUNCHER = join(ROOT, 'bin', 'consentry.cjs');
const planted = plantedValues(7);

function inspect(dir: string, args: string[]): Promise<{ code: number; json: Record<string, unknown> | null; stderr: string }> {
  const server = [process.execPath, LAUNCHER, 'mcp', '--policy', join(dir, 'policy.json'), '--ledger', join(dir, 'ledger.jsonl'), '--out-dir', join(dir, 'out')];
  return new Promise((resolve) => {
    execFile(INSPECTOR, ['--cli', ...server, ...args], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 }, (error, stdout, stderr) => {
      // The inspector prints a notice before its JSON answer.
      const at = stdout.indexOf('{');
      let json: Record<string, unknown> | null = null;
      try {
        json = at === -1 ? null : (JSON.parse(stdout.slice(at)) as Record<string, unknown>);
      } catch {
        json = null;
      }
      resolve({ code: error ? Number(error.code ?? 1) : 0, json, stderr });
    });
  });
}

describe('consentry mcp, driven by the MCP Inspector CLI', () => {
  const dir = mkdtempSync(join(tmpdir(), 'consentry-inspector-'));

  it('lists the tools', async () => {
    const r = await inspect(dir, ['--method', 'tools/list']);
    expect(r.code).toBe(0);
    const tools = (r.json?.['tools'] as Array<{ name: string; inputSchema: { type: string } }>) ?? [];
    expect(tools.map((t) => t.name).sort()).toEqual(['consent_policy', 'redact_image', 'redact_text', 'screenshot']);
    for (const t of tools) expect(t.inputSchema.type).toBe('object');
  }, 90_000);

  it('masks a planted value through redact_text, and the ledger records it', async () => {
    const r = await inspect(dir, ['--method', 'tools/call', '--tool-name', 'redact_text', '--tool-arg', `text=write to ${planted.email} today`, '--tool-arg', 'purpose=training']);
    expect(r.code).toBe(0);
    const structured = r.json?.['structuredContent'] as { masked: string; findings: Array<{ category: string }> };
    expect(structured.masked).toMatch(/^write to \[EMAIL_[2-9A-Z]{6}\] today$/);
    expect(structured.findings.map((f) => f.category)).toEqual(['contact']);
    const ledger = readFileSync(join(dir, 'ledger.jsonl'), 'utf8');
    expect(ledger).not.toContain(planted.email);
    expect(JSON.parse(ledger.trim().split('\n').at(-1) as string)).toMatchObject({ surface: 'paste', decision: 'mask', categories: { contact: 1 } });
  }, 90_000);

  it('reports a call on a file that is not an image as a tool error', async () => {
    writeFileSync(join(dir, 'not-an-image.png'), 'plain text');
    const r = await inspect(dir, ['--method', 'tools/call', '--tool-name', 'redact_image', '--tool-arg', `path=${join(dir, 'not-an-image.png')}`]);
    expect(r.json).toMatchObject({ isError: true });
    expect(JSON.stringify(r.json)).toMatch(/neither a PNG nor a JPEG/);
    const policy = await inspect(dir, ['--method', 'tools/call', '--tool-name', 'consent_policy']);
    expect(policy.json?.['structuredContent']).toMatchObject({ version: 1 });
  }, 90_000);
});
