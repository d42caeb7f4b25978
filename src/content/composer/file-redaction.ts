/**
 * An image, PDF or Office file handed to the site, redacted before the page gets it: the file
 * goes to the service worker over its own port, which has it read (OCR for pictures and scanned
 * pages) and decided like any text, and sends back the redacted copy of the same type and name
 * (or says the original may go as it is). The in-page notice shows progress while it runs; a
 * question from the policy becomes the consent prompt naming the file and what was found. Any
 * failure — a limit, a damaged file, an OCR failure, a timeout, a worker that went away — holds
 * the file with a message: the original is never the fallback.
 */
import { fromBase64, toBase64 } from '../../core/files/base64';
import { FILE_LIMITS } from '../../core/files/limits';
import { isImageFormat, type FileFormat } from '../../core/files/formats';
import { accept } from '../../protocol/channel';
import { FILE_PORT, FILE_WORKER_MESSAGE, type FileClientMessage } from '../../protocol/files';
import type { HeldKind, TextSurface } from '../../protocol/guard';
import { formatBytes } from '../files';
import type { GuardCall } from '../guard-client';
import type { NoticeItem, PromptAnswer, PromptRequest } from '../ui/consent-prompt';
import { askPrompt, blockSentence, copy, fileProblemSentence } from './copy';

/** A runtime port, as the file redaction uses it. */
export interface FilePort {
  postMessage(message: FileClientMessage): void;
  onMessage: { addListener(listener: (message: unknown) => void): void };
  onDisconnect: { addListener(listener: () => void): void };
  disconnect(): void;
}

export interface FileRedactionUi {
  ask<A extends string>(request: PromptRequest<A>): Promise<PromptAnswer<A>>;
  notify(tone: NoticeItem['tone'], text: string): void;
  progress?(text: string): { update(text: string): void; end(): void };
}

export interface FileRedactionDeps {
  connect(name: string): FilePort;
  call: GuardCall;
  ui: FileRedactionUi;
  siteName: string;
  conversation(): string | null;
}

/** The worker keeps its port (and itself) awake while it hears from this side. */
const PING_MS = 10_000;
/** The longest a file may take end to end, not counting time spent answering the prompt. */
const CLIENT_DEADLINE_MS = FILE_LIMITS.deadlineMs * 2 + 30_000;

function heldKind(format: FileFormat): Exclude<HeldKind, 'text'> {
  return isImageFormat(format) ? 'image' : format === 'pdf' ? 'pdf' : 'binary';
}

export async function redactFile(deps: FileRedactionDeps, file: File, surface: Exclude<TextSurface, 'send'>, format: FileFormat): Promise<File | null> {
  const { ui } = deps;
  if (file.size > FILE_LIMITS.maxFileBytes) {
    ui.notify('error', copy.tooLargeDocument(file.name, formatBytes(file.size), formatBytes(FILE_LIMITS.maxFileBytes)));
    deps.call('held', { surface, kind: heldKind(format), answer: 'too_large' }).catch(() => undefined);
    return null;
  }
  let data: string;
  try {
    data = toBase64(new Uint8Array(await file.arrayBuffer()));
  } catch {
    ui.notify('error', copy.unreadableFile(file.name));
    return null;
  }
  const notice = ui.progress?.(copy.fileChecking(file.name));
  let port: FilePort;
  try {
    port = deps.connect(FILE_PORT);
  } catch {
    notice?.end();
    ui.notify('error', copy.fileUnreachable(file.name));
    return null;
  }
  return new Promise<File | null>((resolve) => {
    let settled = false;
    let asking = false;
    let deadline = setTimeout(() => finish(null, copy.fileHeld(file.name, fileProblemSentence('timeout', 'no answer came'))), CLIENT_DEADLINE_MS);
    const ping = setInterval(() => {
      try {
        port.postMessage({ type: 'ping' });
      } catch {
        // The port is gone: its disconnect ends this.
      }
    }, PING_MS);
    const finish = (out: File | null, error?: string, tone: NoticeItem['tone'] = 'error'): void => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      clearInterval(ping);
      notice?.end();
      if (error) ui.notify(tone, error);
      try {
        port.disconnect();
      } catch {
        // Already closed.
      }
      resolve(out);
    };
    port.onDisconnect.addListener(() => finish(null, copy.fileUnreachable(file.name)));
    port.onMessage.addListener((raw) => {
      const message = accept(FILE_WORKER_MESSAGE, raw);
      if (!message || settled) return;
      switch (message.type) {
        case 'progress':
          notice?.update(copy.fileProgress(file.name, message.stage, message.done, message.total));
          return;
        case 'ask': {
          if (asking) return;
          asking = true;
          clearTimeout(deadline);
          void ui.ask(askPrompt(surface, message.categories, deps.siteName, file.name, undefined, message.model)).then((answer) => {
            asking = false;
            deadline = setTimeout(() => finish(null, copy.fileHeld(file.name, fileProblemSentence('timeout', 'no answer came'))), CLIENT_DEADLINE_MS);
            port.postMessage({ type: 'answer', choice: answer.action, remember: answer.remember });
          });
          return;
        }
        case 'block':
          finish(null, blockSentence(message.why, surface), message.why.kind === 'cancelled' ? 'info' : 'error');
          return;
        case 'held':
          finish(null, copy.fileHeld(file.name, fileProblemSentence(message.problem, message.detail)));
          return;
        case 'release': {
          if (message.rememberOutcome === 'needs_confirmation') ui.notify('info', copy.confirmInWindow);
          if (message.rememberOutcome === 'refused') ui.notify('warning', copy.rememberRefused);
          if (!message.changed) return finish(file);
          const bytes = message.data !== undefined ? fromBase64(message.data) : null;
          if (!bytes) return finish(null, copy.fileHeld(file.name, fileProblemSentence('corrupt', 'the redacted copy did not arrive whole')));
          const out = new File([bytes], message.name, { type: message.mediaType, lastModified: file.lastModified });
          const shown = message.categories.filter((c) => c.decision !== 'allow' || c.locked);
          finish(out, shown.length > 0 ? copy.fileRedacted(file.name, shown, deps.siteName) : undefined, 'info');
          return;
        }
      }
    });
    port.postMessage({ type: 'start', surface, name: file.name, mediaType: file.type, data, conversation: deps.conversation() });
  });
}
