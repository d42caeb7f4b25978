/**
 * Service-worker wiring for the paste, drop, upload and send guard and for restoring tokens in
 * replies: binds the guard channel's declared messages to the guard service and ties tab
 * lifetimes to the restoration maps and the saved tab state. Tab state is read back from session
 * storage before any guard message is answered, so a restarted service worker still knows which
 * tabs are guarded or paused.
 */
import { browser } from 'wxt/browser';
import { CONFIRM_PAGE_PATH, GUARD, type GuardMessageType, type TabStateView } from '../../protocol/guard';
import type { Handler } from '../router';
import { memorySessionArea, type SessionArea } from '../session-area';
import type { Services } from '../services';
import { ensureOffscreen } from '../screen-handlers';
import { hostModelReader } from '../models/model-reader';
import { GuardService } from './guard-service';
import { TabStateStore } from './tab-state-store';

const SWEEP_INTERVAL_MS = 60 * 1000;

const icons = (name: string): Record<string, string> => Object.fromEntries([16, 32, 48, 128].map((size) => [String(size), `/icons/${name}-${size}.png`]));

/** What the toolbar button shows per tab state: it never shows protection a tab does not have. */
const TOOLBAR: Readonly<Record<TabStateView['state'], { icon: Record<string, string>; title: 'actionGuarded' | 'actionPaused' | 'actionOff' }>> = {
  guarded: { icon: icons('guarded'), title: 'actionGuarded' },
  paused: { icon: icons('paused'), title: 'actionPaused' },
  unprotected: { icon: icons('off'), title: 'actionOff' },
};

/**
 * The origin a tab shows now, when the extension may read its address (the AI sites it has host
 * access to); null for any other page, or a tab that is gone.
 */
async function showingOrigin(tabId: number): Promise<string | null> {
  try {
    const url = (await browser.tabs.get(tabId)).url;
    if (url === undefined || url === '') return null;
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

export interface GuardHandlerOptions {
  /** Present where the background is a page (Firefox): starts the model host in it, once. */
  startPageModelHost?: () => void;
}

export function registerGuardHandlers(services: Services, options: GuardHandlerOptions = {}): GuardService {
  const hasOffscreen = (): boolean => (globalThis as unknown as { chrome?: { offscreen?: unknown } }).chrome?.offscreen !== undefined;
  // The models live with the other heavy compute: the offscreen document (Chrome) or this
  // background page (Firefox), started when a guarded composer first appears (or on the first
  // text that needs them, whichever comes first).
  const models = hostModelReader({
    ensureHost: async () => {
      if (hasOffscreen()) await ensureOffscreen();
      else options.startPageModelHost?.();
    },
  });
  const guard = new GuardService({
    models,
    policy: services.policy,
    ledger: services.ledger,
    openConfirmation: async (changeId) => {
      const url = browser.runtime.getURL(`${CONFIRM_PAGE_PATH}?change=${encodeURIComponent(changeId)}` as const);
      await browser.windows.create({ url, type: 'popup', width: 460, height: 560, focused: true }).catch(() => browser.tabs.create({ url }));
    },
    onLedgerError: (error) => console.warn('Consentry: a ledger record could not be written.', (error as Error).name),
    tabStore: new TabStateStore((browser.storage.session as SessionArea | undefined) ?? memorySessionArea()),
    liveTabs: async () => (await browser.tabs.query({})).flatMap((tab) => (tab.id === undefined ? [] : [tab.id])),
    onTabState: (tabId, view) => {
      const look = TOOLBAR[view.state];
      browser.action.setIcon({ tabId, path: look.icon }).catch(() => undefined);
      browser.action.setTitle({ tabId, title: browser.i18n.getMessage(look.title) }).catch(() => undefined);
    },
  });
  // Nothing is answered before the saved tab state is back (a pause must hold across a restart).
  const restored = guard.restoreTabs().catch((error: unknown) => console.warn('Consentry: tab state could not be read back.', (error as Error).name));

  const on = <K extends GuardMessageType>(type: K, handle: Handler<typeof GUARD, K>): void =>
    services.router.handle(GUARD, type, async (request, sender) => {
      await restored;
      return handle(request, sender);
    });

  on('hello', (request, sender) => {
    if (request.state === 'guarded') models.warm?.();
    return guard.hello(sender, request);
  });
  on('check', (request, sender) => guard.check(sender, request));
  on('preview', (request, sender) => guard.preview(sender, request));
  on('commit', (request, sender) => guard.commit(sender, request));
  on('answer', (request, sender) => guard.answer(sender, request));
  on('release', (request, sender) => guard.release(sender, request));
  on('held', (request, sender) => guard.held(sender, request));
  on('restore', (request, sender) => guard.restore(sender, request));
  on('restore/show', (request, sender) => guard.restoreShow(sender, request));
  on('frame/check', (_request, sender) => guard.frameCheck(sender));
  // What the tab shows now decides: a record of the page it left never reads as guarding this one.
  on('tab/state', async (request) => guard.tabState(request.tabId, await showingOrigin(request.tabId)));
  on('tab/pause', (request) => guard.pause(request.tabId, request.paused));
  on('change/get', (request) => guard.changeView(request.id));
  on('change/confirm', (request) => guard.confirmChange(request.id, request.confirmed));

  browser.tabs.onRemoved.addListener((tabId) => guard.tabClosed(tabId));
  // A navigation: the toolbar stops saying "guarded" for a page no guard has reported from.
  browser.tabs.onUpdated.addListener((tabId, change) => {
    if (change.status === undefined && change.url === undefined) return;
    void restored.then(async () => guard.tabNavigated(tabId, await showingOrigin(tabId)));
  });
  setTimeout(() => guard.warmUp(), 0);
  setInterval(() => guard.expire(), SWEEP_INTERVAL_MS);
  return guard;
}
