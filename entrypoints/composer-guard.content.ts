// Content script for the AI sites: wiring only. Registered at document_start so its capture-phase
// listeners run before any of the page's own scripts; the guard, the prompt and reply restoration
// live in src/content/. It runs in every frame, since a page can read a paste in any frame it
// made: the top frame gets the whole guard; a frame of the same origin (a page of the site,
// about:blank, srcdoc or blob:) guards pastes, drops and uploads and shows its prompts and notices
// in the top frame; frames of any other origin are left alone (frame-site.ts).
import { browser } from 'wxt/browser';
import { ComposerGuard } from '../src/content/composer-guard';
import { frameFacts, frameSite } from '../src/content/frame-site';
import { guardCall } from '../src/content/guard-client';
import { ReplyRestorer } from '../src/content/restore';
import { GuardOverlay } from '../src/content/ui/overlay';
import { ALL_MATCH_PATTERNS, conversationFor } from '../src/core/sites/registry';

export default defineContentScript({
  matches: [...ALL_MATCH_PATTERNS],
  runAt: 'document_start',
  allFrames: true,
  matchAboutBlank: true,
  // blob: frames the page makes inherit its origin: a paste there is guarded too.
  // (data: and sandboxed frames have an opaque origin; frameSite leaves them alone.)
  matchOriginAsFallback: true,
  main() {
    const frame = frameSite(frameFacts(window));
    if (!frame) return;
    const { site } = frame;
    const call = guardCall((message) => browser.runtime.sendMessage(message));
    if (frame.role === 'subframe') {
      const top = window.top;
      if (!top) return;
      // Same origin as the top frame (frameSite checked), so its document is ours to draw in.
      const ui = new GuardOverlay(top.document);
      const pathname = (): string => {
        try {
          return top.location.pathname;
        } catch {
          return location.pathname;
        }
      };
      new ComposerGuard({ win: window, site, call, ui, role: 'subframe', pathname }).install();
      window.addEventListener('pagehide', () => ui.close());
      return;
    }
    new ComposerGuard({ win: window, site, call, ui: new GuardOverlay(document) }).install();
    new ReplyRestorer(document, site.replies, async (tokens) => {
      const answer = await call('restore', { tokens, conversation: conversationFor(site, location.pathname) });
      return answer.values;
    }).start();
  },
});
