// Content script for frames of other origins inside an AI site's page (a site's user-content
// frames, or anything a page embeds): wiring only (src/content/main.ts). It runs in every frame
// and steps aside at once in top-level pages and in frames of pages that are not AI sites.
import { browser } from 'wxt/browser';
import { startForeignFrameGuard } from '../src/content/main';
import { useBrowserMessages } from '../src/ui/page-strings';

export default defineContentScript({
  matches: ['https://*/*', 'http://*/*'],
  runAt: 'document_start',
  allFrames: true,
  matchAboutBlank: true,
  matchOriginAsFallback: true,
  noScriptStartedPostMessage: true,
  main() {
    if (window.top === window) return;
    useBrowserMessages((key, subs) => browser.i18n.getMessage(key as never, subs));
    startForeignFrameGuard(window, { send: (message) => browser.runtime.sendMessage(message), connect: (name) => browser.runtime.connect({ name }) });
  },
});
