/**
 * The extension pages' side of the `ui` channel (and the guard channel's tab messages): one typed
 * call per message. The transport (browser.runtime.sendMessage in the pages) is injected so
 * components can be driven by a fake.
 */
import { caller, type Send } from '../protocol/channel';
import { GUARD } from '../protocol/guard';
import { UI, type LedgerFilter } from '../protocol/ui';

export type { Send };

export function createUiApi(send: Send) {
  const call = caller(send, UI);
  const guard = caller(send, GUARD);
  return {
    getPolicy: () => call('policy/get', null),
    setPolicy: (policy: unknown, confirmed: boolean) => call('policy/set', { policy, confirmed }),
    listLedger: (filter: LedgerFilter) => call('ledger/list', filter),
    verifyLedger: () => call('ledger/verify', null),
    exportLedger: (format: 'jsonl' | 'csv') => call('ledger/export', { format }),
    recentDecisions: (origin: string) => call('ledger/recent', { origin }),
    /** How the tab's screen shares went (counts and timings only). */
    screenShares: (tabId: number) => call('screen/diagnostics', { tabId }),
    /** Only after the person confirmed in the page: the service worker refuses it otherwise. */
    clearLedger: () => call('ledger/clear', { confirmed: true }),
    // A tab's guard state belongs to the guard channel, which owns the tabs.
    tabState: (tabId: number) => guard('tab/state', { tabId }),
    setTabPaused: (tabId: number, paused: boolean) => guard('tab/pause', { tabId, paused }),
  };
}

export type UiApi = ReturnType<typeof createUiApi>;
