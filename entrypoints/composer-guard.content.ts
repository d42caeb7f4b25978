// Content script for the AI sites: wiring only (src/content/main.ts). Registered at document_start
// so its capture-phase listeners run before any of the page's own scripts, in every frame, since a
// page can read a paste in any frame it made. Not bound to WXT's context signal: a page can forge
// the event that aborts it (see src/content/main.ts).
import { browser } from 'wxt/browser';
import { startContentGuard } from '../src/content/main';
import { useBrowserMessages } from '../src/ui/page-strings';
import { ALL_MATCH_PATTERNS } from '../src/core/sites/registry';

export default defineContentScript({
  matches: [...ALL_MATCH_PATTERNS],
  runAt: 'document_start',
  allFrames: true,
  matchAboutBlank: true,
  // blob: frames the page makes inherit its origin: a paste there is guarded too.
  // (data: and sandboxed frames have an opaque origin: the frame guard takes them.)
  matchOriginAsFallback: true,
  // No "content script started" window message: it would tell every page the extension's id.
  noScriptStartedPostMessage: true,
  main() {
    // In-page words follow the browser's language, from the extension's locale files.
    useBrowserMessages((key, subs) => browser.i18n.getMessage(key as never, subs));
    startContentGuard(window, { send: (message) => browser.runtime.sendMessage(message), extensionUrl: (path) => browser.runtime.getURL(path as '/'), connect: (name) => browser.runtime.connect({ name }) });
  },
});
