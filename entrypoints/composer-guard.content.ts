// Content script for the AI sites: wiring only (src/content/main.ts). Registered at document_start
// so its capture-phase listeners run before any of the page's own scripts, in every frame, since a
// page can read a paste in any frame it made.
import { browser } from 'wxt/browser';
import { startContentGuard } from '../src/content/main';
import { ALL_MATCH_PATTERNS } from '../src/core/sites/registry';

export default defineContentScript({
  matches: [...ALL_MATCH_PATTERNS],
  runAt: 'document_start',
  allFrames: true,
  matchAboutBlank: true,
  // blob: frames the page makes inherit its origin: a paste there is guarded too.
  // (data: and sandboxed frames have an opaque origin; frameSite leaves them alone.)
  matchOriginAsFallback: true,
  main(ctx) {
    startContentGuard(window, (message) => browser.runtime.sendMessage(message), ctx.signal, (name) => browser.runtime.connect({ name }));
  },
});
