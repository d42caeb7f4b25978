// Service worker: wiring only. Policy, consent, masking and the ledger live in src/; this file
// builds the services once and routes every message through the typed router, which checks the
// sender before any handler runs.
import { browser } from 'wxt/browser';
import { registerGuardHandlers } from '../../src/worker/guard-handlers';
import { registerScreenHandlers } from '../../src/worker/screen-handlers';
import { createServices, type Services } from '../../src/worker/services';
import { registerUiHandlers } from '../../src/worker/ui-handlers';
import { startOcrHost } from '../../src/offscreen/ocr-host';
import { ENGINE_VERSION } from '../../src/core/version';

export default defineBackground(() => {
  const ready: Promise<Services> = createServices({
    extensionId: browser.runtime.id,
    extensionOrigin: new URL(browser.runtime.getURL('/')).origin,
    local: browser.storage.local,
    ...(browser.storage.managed ? { managed: browser.storage.managed } : {}),
  }).then((services) => {
    registerGuardHandlers(services);
    registerUiHandlers(services);
    // A background page (Firefox) hosts OCR itself; Chrome's service worker uses an offscreen document.
    const isPage = typeof document !== 'undefined';
    registerScreenHandlers(services, isPage ? { startPageOcrHost: () => startOcrHost((path) => browser.runtime.getURL(path as '/')) } : {});
    return services;
  });

  browser.runtime.onMessage.addListener((message: unknown, sender) => {
    if (typeof message === 'object' && message !== null && 'channel' in message) {
      return ready.then(
        (services) => services.router.dispatch(message, sender),
        (error: unknown) => ({ ok: false, error: `The extension failed to start: ${(error as Error).message}` }),
      );
    }
    if (typeof message === 'object' && message !== null && (message as { type?: unknown }).type === 'ping') {
      return Promise.resolve({ type: 'pong', engine: ENGINE_VERSION });
    }
    return undefined;
  });
});
