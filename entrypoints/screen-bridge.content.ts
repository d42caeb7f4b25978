// Isolated-world bridge for screen shares: wiring only; the bridge is src/content/screen/bridge.ts.
import { browser } from 'wxt/browser';
import { startScreenBridge } from '../src/content/screen/bridge';
import { useBrowserMessages } from '../src/ui/page-strings';
import { SCREEN_SITE_MATCHES } from '../src/core/sites/site-matches';

export default defineContentScript({
  matches: SCREEN_SITE_MATCHES,
  runAt: 'document_start',
  allFrames: true,
  matchAboutBlank: true,
  // blob: and data: frames the page makes inherit its origin: a share asked for there is guarded too.
  matchOriginAsFallback: true,
  // No "content script started" window message (it would tell every page the extension's id),
  // and no WXT context signal: a page can forge the event that aborts it.
  noScriptStartedPostMessage: true,
  main() {
    useBrowserMessages((key, subs) => browser.i18n.getMessage(key as never, subs));
    startScreenBridge({
      win: window,
      send: (message) => browser.runtime.sendMessage(message),
      extensionUrl: (path) => browser.runtime.getURL(path as '/'),
    });
  },
});
