/**
 * `consentry mcp`: the gate served over the Model Context Protocol on stdio (official SDK). The
 * policy file and the ledger file are opened before the first message is read; if either cannot
 * be used the server does not start (fail closed). stdin passes through MessageLimit before the
 * SDK's transport sees it, so an oversized or malformed message is answered with an error and
 * the connection goes on. stdout carries protocol messages only; diagnostics go to stderr and
 * never carry content.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { ENGINE_VERSION } from '../../core/version';
import { LedgerFile } from '../ledger-file';
import { PolicySource } from '../policy-file';
import { captureScreen } from '../screen-capture';
import { agentOrigin, Gate, type Asker, type GateDeps } from './gate';
import { MessageLimit } from './message-limit';
import { consentPolicyTool, redactImageTool, redactTextTool, screenshotTool, type ToolExtra, type ToolRegistration } from './tools';

/** Every tool the gate serves; a new one is one more line. */
export const TOOLS: readonly ToolRegistration[] = [
  redactTextTool,
  redactImageTool,
  screenshotTool,
  consentPolicyTool,
  // redactFileTool(redactFile) from ./redact-file-tool, once the core redacts files.
];

/** Largest message read from the client: under the SDK transport's 10 MB buffer, with room to spare. */
export const MAX_MESSAGE_BYTES = 8 * 1024 * 1024;
/** How long a question to the person may stay open before it counts as "keep it masked". */
export const ASK_TIMEOUT_MS = 120_000;

const releaseSchema = (): { type: 'object'; properties: { release: { type: 'boolean'; title: string; description: string; default: boolean } }; required: string[] } => ({
  type: 'object',
  properties: {
    release: { type: 'boolean', title: 'Release to the agent', description: 'Yes shows it to the agent as it is; no keeps it masked.', default: false },
  },
  required: ['release'],
});

export function createGateServer(gate: Gate, tools: readonly ToolRegistration[] = TOOLS): McpServer {
  const server = new McpServer(
    { name: 'consentry', title: 'Consentry gate', version: ENGINE_VERSION },
    {
      capabilities: { tools: {} },
      instructions:
        'Consentry checks content on this device before you read it. Pass any text, image or screen you are about to read through redact_text, redact_image or screenshot, and read only what they return: secrets are removed and identifiers masked under the person\'s consent policy (consent_policy shows it).',
    },
  );
  const asker = (extra: ToolExtra): Asker => {
    const canAsk = Boolean(server.server.getClientCapabilities()?.elicitation?.form);
    return {
      canAsk,
      ask: async (message) => {
        if (!canAsk) return false;
        try {
          const answer = await server.server.elicitInput(
            { mode: 'form', message, requestedSchema: releaseSchema() },
            { timeout: ASK_TIMEOUT_MS, signal: extra.signal, relatedRequestId: extra.requestId },
          );
          return answer.action === 'accept' && answer.content?.['release'] === true;
        } catch {
          // No answer, a refusal or a broken exchange all keep the content masked.
          return false;
        }
      },
    };
  };
  const context = {
    gate,
    call: (extra: ToolExtra) => ({ origin: agentOrigin(server.server.getClientVersion()?.name), asker: asker(extra) }),
  };
  for (const register of tools) register(server, context);
  return server;
}

export interface McpOptions {
  policyPath: string;
  ledgerPath: string;
  outDir?: string;
}

/** Opens the policy and ledger, serves stdio until stdin closes, then releases the OCR workers. */
export async function runMcpServer(options: McpOptions, overrides: Partial<GateDeps> = {}): Promise<void> {
  const policy = PolicySource.open(options.policyPath);
  const ledger = await LedgerFile.open(options.ledgerPath);
  const gate = new Gate({
    policy,
    ledger,
    ...(options.outDir !== undefined ? { outDir: options.outDir } : {}),
    startOcr: async () => (await import('../ocr-node')).startNodeOcr(),
    capture: () => captureScreen(),
    ...overrides,
  });
  const server = createGateServer(gate);
  const limit = new MessageLimit({ maxBytes: MAX_MESSAGE_BYTES, reply: (line) => void process.stdout.write(line) });
  process.stdin.pipe(limit);
  const transport = new StdioServerTransport(limit, process.stdout, { maxBufferSize: MAX_MESSAGE_BYTES + 1024 * 1024 });
  await server.connect(transport);
  await new Promise<void>((resolveDone) => {
    const done = (): void => resolveDone();
    limit.once('end', done);
    process.once('SIGTERM', done);
    process.once('SIGINT', done);
  });
  await server.close().catch(() => undefined);
  await gate.close();
}
