/**
 * The service worker's start: builds the services once (policy store, ledger, router), binds
 * every declared message to its handler, and answers runtime messages through the router, which
 * checks the sender and the payload before any handler runs. Anything that is not a routed
 * message is refused.
 */
import { browser } from 'wxt/browser';
import { ENGINE_VERSION } from '../core/version';
import { SYSTEM } from '../protocol/system';
import type { FileGuard } from './files/file-guard';
import { listenForFiles, makeFileGuard, type FileHandlerOptions } from './files/file-handlers';
import { registerGuardHandlers, type GuardHandlerOptions } from './guard/handlers';
import { registerScreenHandlers, type ScreenHandlerOptions } from './screen-handlers';
import { createServices, type Services } from './services';
import { registerUiHandlers } from './ui-handlers';

export function startWorker(options: ScreenHandlerOptions & FileHandlerOptions & GuardHandlerOptions = {}): void {
  const started: Promise<{ services: Services; files: FileGuard }> = createServices({
    extensionId: browser.runtime.id,
    extensionOrigin: new URL(browser.runtime.getURL('/')).origin,
    local: browser.storage.local,
    ...(browser.storage.managed ? { managed: browser.storage.managed } : {}),
  }).then((services) => {
    const guard = registerGuardHandlers(services, options);
    registerUiHandlers(services);
    registerScreenHandlers(services, options);
    services.router.handle(SYSTEM, 'ping', () => ({ engine: ENGINE_VERSION }));
    return { services, files: makeFileGuard(services, guard.fileHooks(), options, guard.models) };
  });
  const ready = started.then((s) => s.services);
  // Registered now, not once started: a file port that wakes the worker must not be missed.
  listenForFiles(started.then((s) => s.files));

  // First run: say what is guarded, where, and what never leaves the device.
  browser.runtime.onInstalled.addListener((details) => {
    if (details.reason === 'install') void browser.tabs.create({ url: browser.runtime.getURL('/welcome.html') }).catch(() => undefined);
  });

  browser.runtime.onMessage.addListener((message: unknown, sender) =>
    ready.then(
      (services) => services.router.dispatch(message, sender),
      (error: unknown) => ({ ok: false, error: `The extension failed to start: ${(error as Error).message}` }),
    ),
  );
}
