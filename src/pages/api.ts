/**
 * The extension pages' side of the `ui` channel (and the guard channel's tab messages): one typed
 * call per message. The transport
 * (browser.runtime.sendMessage in the pages) is injected so components can be driven by a fake.
 */
import type { Envelope } from '../worker/router';
import { request } from '../worker/router';
import { GUARD_CHANNEL, type GuardChannel } from '../protocol/guard';
import { UI_CHANNEL, type LedgerFilter, type UiChannel } from '../protocol/ui';

export type Send = (message: Envelope) => Promise<unknown>;

export function createUiApi(send: Send) {
  const call = <K extends keyof UiChannel & string>(type: K, payload: UiChannel[K]['request']) =>
    request<UiChannel, K>(send, UI_CHANNEL, type, payload);
  return {
    getPolicy: () => call('policy/get', null),
    setPolicy: (policy: unknown, confirmed: boolean) => call('policy/set', { policy, confirmed }),
    listLedger: (filter: LedgerFilter) => call('ledger/list', filter),
    verifyLedger: () => call('ledger/verify', null),
    exportLedger: (format: 'jsonl' | 'csv') => call('ledger/export', { format }),
    recentDecisions: (origin: string) => call('ledger/recent', { origin }),
    /** Only after the person confirmed in the page: the service worker refuses it otherwise. */
    clearLedger: () => call('ledger/clear', { confirmed: true }),
    // A tab's guard state belongs to the guard channel, which owns the tabs.
    tabState: (tabId: number) => request<GuardChannel, 'tab/state'>(send, GUARD_CHANNEL, 'tab/state', { tabId }),
    setTabPaused: (tabId: number, paused: boolean) => request<GuardChannel, 'tab/pause'>(send, GUARD_CHANNEL, 'tab/pause', { tabId, paused }),
  };
}

export type UiApi = ReturnType<typeof createUiApi>;
