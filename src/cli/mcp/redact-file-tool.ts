/**
 * `redact_file`, ready for the day file redaction lands in the core: give this factory the
 * function and add `redactFileTool(redactFile)` to the server's tool list (server.ts). The
 * result shape is DESIGN.md's — {out_path, covered: [{category, count}]} — and the gate writes
 * the covered file into its output folder and the decision into the ledger, as for images.
 */
import { z } from 'zod';
import { CATEGORIES, type Purpose } from '../../core/vocabulary';
import type { RedactFile } from './gate';
import { MAX_PATH_CHARS, toolError, type ToolRegistration } from './tools';

export function redactFileTool(redactFile: RedactFile): ToolRegistration {
  return (server, { gate, call }) => {
    server.registerTool(
      'redact_file',
      {
        title: 'Redact a file',
        description:
          'Checks a document on this device and saves a copy with secrets removed and identifiers masked under the consent policy in force; returns where the copy is and what was covered, by category.',
        inputSchema: {
          path: z.string().min(1).max(MAX_PATH_CHARS).describe('Path of the file (absolute, or relative to the folder the server runs in)'),
          purpose: z.enum(['assistant', 'training', 'analytics', 'third_party']).optional(),
        },
        outputSchema: {
          out_path: z.string(),
          covered: z.array(z.object({ category: z.enum(CATEGORIES), count: z.number().int() })),
        },
        annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
      },
      async ({ path, purpose }, extra) => {
        const result = await gate.redactFile(path, (purpose ?? 'assistant') as Purpose, call(extra), redactFile);
        if (!result.ok) return toolError(result.message);
        return {
          content: [{ type: 'text', text: result.summary }],
          structuredContent: { out_path: result.outPath, covered: result.covered },
        };
      },
    );
  };
}
