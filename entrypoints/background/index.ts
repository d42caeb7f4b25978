// Service worker: wiring only. Policy, masking and the ledger live in src/.
import { browser } from 'wxt/browser';
import { ENGINE_VERSION } from '../../src/version';

export default defineBackground(() => {
  browser.runtime.onMessage.addListener((message: unknown) => {
    if (typeof message === 'object' && message !== null && (message as { type?: unknown }).type === 'ping') {
      return Promise.resolve({ type: 'pong', engine: ENGINE_VERSION });
    }
    return undefined;
  });
});
