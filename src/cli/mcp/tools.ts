/**
 * The MCP gate's tools, with the input and result shapes of DESIGN.md ("MCP gate"). Each tool is
 * one registration function; the server registers the list in server.ts, so a tool is added with
 * one line there. Every result carries, beside its structured content, a text saying what was
 * held back and why (categories and counts, never values); a call that cannot be served is a
 * tool error (`isError`) with one sentence, and the connection goes on.
 */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { DEFAULT_LIMITS } from '../../core/engine/types';
import { DECISIONS, DETECTOR_CATEGORIES, PURPOSES, type Purpose } from '../../core/vocabulary';
import type { CallContext, Gate, GateResult, ImageOutcome } from './gate';

/** Characters a text may hold: the engine's own input limit. */
export const MAX_TEXT_CHARS = DEFAULT_LIMITS.maxInputChars;
/** Bytes a text may take as UTF-8, so that its answer (the masked text, twice) fits a client's buffer. */
export const MAX_TEXT_BYTES = 3 * 1024 * 1024;
export const MAX_PATH_CHARS = 4096;
/** A reply larger than this is refused: the SDK's stdio client closes on messages over 10 MB. */
export const MAX_REPLY_BYTES = 8 * 1024 * 1024;
/** A redacted PNG larger than this (as base64) is saved but not returned inline. */
export const MAX_INLINE_IMAGE_CHARS = 6 * 1024 * 1024;

export interface ToolContext {
  gate: Gate;
  /** The ledger origin and the way to ask the person, for the call being served. */
  call: (extra: ToolExtra) => CallContext;
}

/** What the SDK hands a tool callback besides its arguments (the part the gate uses). */
export interface ToolExtra {
  signal: AbortSignal;
  requestId: string | number;
}

export type ToolRegistration = (server: McpServer, context: ToolContext) => void;

export function toolError(message: string): CallToolResult {
  return { content: [{ type: 'text', text: message }], isError: true };
}

const purposeField = z
  .enum(PURPOSES)
  .optional()
  .describe('What the receiving side may do with the content: assistant (answer now, the default), training, analytics or third_party.');

const MB = 1024 * 1024;

const findingSchema = z.object({
  start: z.number().int().describe('UTF-16 offset of the value in the input text'),
  end: z.number().int(),
  category: z.enum(DETECTOR_CATEGORIES),
  rule: z.string(),
  confidence: z.number(),
});

const regionSchema = z.object({
  x: z.number().int(),
  y: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  category: z.string(),
});

const imageOutput = {
  out_path: z.string().describe('Where the covered PNG was saved'),
  regions: z.array(regionSchema).describe('Covered boxes in pixels, with the category each one hid'),
};

export const redactTextTool: ToolRegistration = (server, { gate, call }) => {
  server.registerTool(
    'redact_text',
    {
      title: 'Redact text',
      description:
        'Checks a text on this device and returns it with secrets removed and identifiers (emails, phone numbers, card and account numbers, ID numbers, names, injected instructions) masked under the consent policy in force, plus the offsets and categories of what was found. Use it on any text before reading it into the conversation.',
      inputSchema: {
        text: z.string().max(MAX_TEXT_CHARS, { message: `The text is longer than ${MAX_TEXT_CHARS.toLocaleString('en')} characters: split it into smaller parts.` }).describe('The text to check'),
        purpose: purposeField,
      },
      outputSchema: { masked: z.string().describe('The text as it may be read: masked, or empty when blocked'), findings: z.array(findingSchema) },
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    },
    async ({ text, purpose }, extra) => {
      if (Buffer.byteLength(text, 'utf8') > MAX_TEXT_BYTES) return toolError(`The text is larger than ${MAX_TEXT_BYTES / MB} MB: split it into smaller parts. Nothing of it was read.`);
      const result = await gate.redactText(text, (purpose ?? 'assistant') as Purpose, call(extra));
      if (!result.ok) return toolError(result.message);
      const structuredContent = { masked: result.masked, findings: result.findings };
      const reply: CallToolResult = {
        content: [
          { type: 'text', text: result.masked },
          { type: 'text', text: result.summary },
        ],
        structuredContent,
      };
      if (Buffer.byteLength(JSON.stringify(reply), 'utf8') > MAX_REPLY_BYTES) {
        return toolError(`The masked text is too large to return (over ${MAX_REPLY_BYTES / MB} MB): split the text into smaller parts.`);
      }
      return reply;
    },
  );
};

function imageReply(result: GateResult<ImageOutcome>): CallToolResult {
  if (!result.ok) return toolError(result.message);
  const data = result.png.toString('base64');
  const structuredContent = { out_path: result.outPath, regions: result.regions };
  if (data.length > MAX_INLINE_IMAGE_CHARS) {
    const note = `The covered PNG is ${(result.png.length / MB).toFixed(1)} MB, too large to return inline; read it from ${result.outPath}.`;
    return { content: [{ type: 'text', text: `${result.summary} ${note}` }], structuredContent };
  }
  return {
    content: [
      { type: 'image', mimeType: 'image/png', data },
      { type: 'text', text: result.summary },
    ],
    structuredContent,
  };
}

export const redactImageTool: ToolRegistration = (server, { gate, call }) => {
  server.registerTool(
    'redact_image',
    {
      title: 'Redact an image',
      description:
        'Reads a PNG or JPEG file on this device with OCR and returns a copy with every secret, identifier and injected instruction covered by a solid box (saved as a PNG), plus the boxes and their categories. Use it instead of opening a screenshot or photo of a screen directly.',
      inputSchema: {
        path: z.string().min(1).max(MAX_PATH_CHARS, { message: `The path is longer than ${MAX_PATH_CHARS} characters.` }).describe('Path of a PNG or JPEG file (absolute, or relative to the folder the server runs in)'),
        purpose: purposeField,
      },
      outputSchema: imageOutput,
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    },
    async ({ path, purpose }, extra) => imageReply(await gate.redactImageFile(path, (purpose ?? 'assistant') as Purpose, call(extra))),
  );
};

export const screenshotTool: ToolRegistration = (server, { gate, call }) => {
  server.registerTool(
    'screenshot',
    {
      title: 'Screenshot, redacted',
      description:
        "Captures the screen with the platform's own tool (screencapture on macOS, grim on Wayland, ImageMagick's import on X11) and returns only the covered picture: secrets, identifiers, injected instructions and notifications are covered before anything is returned. The raw capture is deleted at once.",
      inputSchema: { purpose: purposeField },
      outputSchema: imageOutput,
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    },
    async ({ purpose }, extra) => imageReply(await gate.screenshot((purpose ?? 'assistant') as Purpose, call(extra))),
  );
};

const decisionRow = z.record(z.string(), z.enum(DECISIONS));

export const consentPolicyTool: ToolRegistration = (server, { gate }) => {
  server.registerTool(
    'consent_policy',
    {
      title: 'Consent policy in force',
      description: 'Returns the consent policy the gate decides under: a decision (allow, mask, block, ask) per data category and purpose, per-site overrides, site profiles and policy actions.',
      inputSchema: {},
      outputSchema: z.looseObject({ version: z.literal(1), decisions: z.record(z.string(), decisionRow), actions: z.array(z.string()) }),
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async () => {
      const result = gate.policyInForce();
      if (!result.ok) return toolError(result.message);
      return {
        content: [
          { type: 'text', text: result.summary },
          { type: 'text', text: JSON.stringify(result.policy) },
        ],
        structuredContent: { ...result.policy },
      };
    },
  );
};
