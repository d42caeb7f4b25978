/**
 * The composer guard's start in one frame of an AI site. The top frame gets the whole guard and
 * restores replies; a frame of the same origin (a page of the site, about:blank, srcdoc or blob:)
 * guards pastes, drops and uploads and shows its prompts and notices in the top frame; frames of
 * any other origin are left alone (frame-site.ts).
 */
import type { Send } from '../protocol/channel';
import { conversationFor } from '../core/sites/registry';
import { ComposerGuard } from './composer/composer-guard';
import type { FilePort } from './composer/file-redaction';
import { frameFacts, frameSite } from './frame-site';
import { guardCall } from './guard-client';
import { ReplyRestorer } from './restore';
import { GuardOverlay } from './ui/overlay';

export function startContentGuard(win: Window, send: Send, signal?: AbortSignal, connect?: (name: string) => FilePort): void {
  const frame = frameSite(frameFacts(win));
  if (!frame) return;
  const { site } = frame;
  const call = guardCall(send);
  if (frame.role === 'subframe') {
    const top = win.top;
    if (!top) return;
    // Same origin as the top frame (frameSite checked), so its document is ours to draw in.
    const ui = new GuardOverlay(top.document);
    const pathname = (): string => {
      try {
        return top.location.pathname;
      } catch {
        return win.location.pathname;
      }
    };
    new ComposerGuard({ win, site, call, ui, role: 'subframe', pathname, ...(signal ? { signal } : {}), ...(connect ? { connect } : {}) }).install();
    win.addEventListener('pagehide', () => ui.close());
    signal?.addEventListener('abort', () => ui.close(), { once: true });
    return;
  }
  const ui = new GuardOverlay(win.document);
  new ComposerGuard({ win, site, call, ui, ...(signal ? { signal } : {}), ...(connect ? { connect } : {}) }).install();
  const restorer = new ReplyRestorer(win.document, site.replies, async (tokens) => {
    const answer = await call('restore', { tokens, conversation: conversationFor(site, win.location.pathname) });
    return answer.values;
  });
  restorer.start();
  signal?.addEventListener('abort', () => (restorer.stop(), ui.close()), { once: true });
}
