/**
 * Service-worker wiring for the paste, drop, upload and send guard and for restoring tokens in
 * replies: registers the `guard` channel on the router (each type only for the sender kind the
 * protocol allows) and ties tab lifetimes to the restoration maps and the saved tab state. Tab
 * state is read back from session storage before any guard message is answered, so a restarted
 * service worker still knows which tabs are guarded or paused. The logic is in guard-service.
 */
import { browser } from 'wxt/browser';
import {
  CONFIRM_PAGE_PATH,
  GUARD_CHANNEL,
  GUARD_SENDERS,
  type GuardChannel,
} from '../protocol/guard';
import { GuardService } from './guard-service';
import { memorySessionArea, type SessionArea } from './session-area';
import type { Services } from './services';
import { TabStateStore } from './tab-state-store';

const SWEEP_INTERVAL_MS = 60 * 1000;

export function registerGuardHandlers(services: Services): GuardService {
  const guard = new GuardService({
    policy: services.policy,
    ledger: services.ledger,
    openConfirmation: async (changeId) => {
      const url = browser.runtime.getURL(`${CONFIRM_PAGE_PATH}?change=${encodeURIComponent(changeId)}` as const);
      await browser.windows.create({ url, type: 'popup', width: 460, height: 560, focused: true }).catch(() => browser.tabs.create({ url }));
    },
    onLedgerError: (error) => console.warn('Consentry: a ledger record could not be written.', (error as Error).name),
    tabStore: new TabStateStore((browser.storage.session as SessionArea | undefined) ?? memorySessionArea()),
    liveTabs: async () => (await browser.tabs.query({})).flatMap((tab) => (tab.id === undefined ? [] : [tab.id])),
  });
  // Nothing is answered before the saved tab state is back (a pause must hold across a restart).
  const restored = guard.restoreTabs().catch((error: unknown) => console.warn('Consentry: tab state could not be read back.', (error as Error).name));

  const on = <K extends keyof GuardChannel & string>(type: K, handle: Parameters<typeof services.router.on<GuardChannel, K>>[3]): void => {
    services.router.on<GuardChannel, K>(GUARD_CHANNEL, type, GUARD_SENDERS[type], async (request, sender) => {
      await restored;
      return handle(request, sender);
    });
  };

  on('hello', (request, sender) => guard.hello(sender, request));
  on('check', (request, sender) => guard.check(sender, request));
  on('preview', (request, sender) => guard.preview(sender, request));
  on('commit', (request, sender) => guard.commit(sender, request));
  on('answer', (request, sender) => guard.answer(sender, request));
  on('held', (request, sender) => guard.held(sender, request));
  on('restore', (request, sender) => guard.restore(sender, request));
  on('tab/state', (request) => guard.tabState(request.tabId));
  on('tab/pause', (request) => guard.pause(request.tabId, request.paused));
  on('change/get', (request) => guard.changeView(request.id));
  on('change/confirm', (request) => guard.confirmChange(request.id, request.confirmed));

  browser.tabs.onRemoved.addListener((tabId) => guard.tabClosed(tabId));
  setTimeout(() => guard.warmUp(), 0);
  setInterval(() => guard.expire(), SWEEP_INTERVAL_MS);
  return guard;
}
