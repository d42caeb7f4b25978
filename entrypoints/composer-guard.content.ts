// Content script for the AI sites: wiring only. Registered at document_start so its capture-phase
// listeners run before any of the page's own scripts; the guard, the prompt and reply restoration
// live in src/content/.
import { browser } from 'wxt/browser';
import { ComposerGuard } from '../src/content/composer-guard';
import { guardCall } from '../src/content/guard-client';
import { ReplyRestorer } from '../src/content/restore';
import { GuardOverlay } from '../src/content/ui/overlay';
import { ALL_MATCH_PATTERNS, conversationFor, siteForUrl } from '../src/sites/registry';

export default defineContentScript({
  matches: [...ALL_MATCH_PATTERNS],
  runAt: 'document_start',
  main() {
    const site = siteForUrl(location.href);
    if (!site) return;
    const call = guardCall((message) => browser.runtime.sendMessage(message));
    new ComposerGuard({ win: window, site, call, ui: new GuardOverlay(document) }).install();
    new ReplyRestorer(document, site.replies, async (tokens) => {
      const answer = await call('restore', { tokens, conversation: conversationFor(site, location.pathname) });
      return answer.values;
    }).start();
  },
});
