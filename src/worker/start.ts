/**
 * The service worker's start: builds the services once (policy store, ledger, router), binds
 * every declared message to its handler, and answers runtime messages through the router, which
 * checks the sender and the payload before any handler runs. Anything that is not a routed
 * message is refused. The shipped entity tagger loads beside the services and holds only what
 * decides text (the guard's pastes, drops and sends, and files): the popup, the options page and
 * a screen share are answered without waiting for it, and no text is decided without it.
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
import { decidesText, installPackagedTagger, TAGGER_MODEL_PATH } from './tagger-host';

export function startWorker(options: ScreenHandlerOptions & FileHandlerOptions & GuardHandlerOptions = {}): void {
  // The entity tagger is part of every text decision. Its load starts now and runs beside the
  // services'; a message that decides text waits for it, any other is answered without it.
  const tagger = installPackagedTagger(browser.runtime.getURL(TAGGER_MODEL_PATH as '/'));
  // Its failure is answered on each text message (held, never decided without it), not thrown here.
  tagger.catch(() => undefined);
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
  listenForFiles(Promise.all([started, tagger]).then(([s]) => s.files));

  // First run: say what is guarded, where, and what never leaves the device.
  browser.runtime.onInstalled.addListener((details) => {
    if (details.reason === 'install') void browser.tabs.create({ url: browser.runtime.getURL('/welcome.html') }).catch(() => undefined);
  });

  browser.runtime.onMessage.addListener((message: unknown, sender) =>
    ready.then(
      async (services) => {
        if (decidesText(message)) {
          try {
            await tagger;
          } catch (error) {
            return { ok: false, error: `The extension failed to start: ${(error as Error).message}` };
          }
        }
        return services.router.dispatch(message, sender);
      },
      (error: unknown) => ({ ok: false, error: `The extension failed to start: ${(error as Error).message}` }),
    ),
  );
}
