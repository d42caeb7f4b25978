/**
 * Service-worker handlers for the options page and toolbar popup: policy and ledger (a tab's
 * guard state and pausing it are the guard channel's). Every handler is registered for extension
 * pages only, so a content script (and anything a web page forges through one) is refused by the
 * router before reaching here. A relaxation still has to carry the person's confirmation, and the
 * store checks it again; clearing the ledger needs the confirmation and the settings page. Browser objects arrive
 * through UiEnv; the default reads them from the extension's own APIs.
 */
import { browser } from 'wxt/browser';
import type { LedgerFilter } from '../protocol/ui';
import { UI } from '../protocol/ui';
import type { ManagedSource } from '../core/policy/policy-store';
import type { Services } from './services';

export interface UiEnv {
  /** Managed storage, re-read whenever the options page asks for the policy. */
  managed?: ManagedSource;
  /** Calls back when the administrator's managed values change. */
  watchManaged?: (changed: () => void) => void;
  /** When this browser session started (survives service-worker restarts). */
  sessionStart: () => Promise<number>;
}

const RECENT = 5;
/** The settings page, the one page that may clear the ledger. */
const OPTIONS_PATH = '/options.html';

function browserUiEnv(): UiEnv {
  // The service worker starts before it writes any record, so its first start in a browser
  // session is that session's start; session storage keeps it across service-worker restarts.
  const startedAt = Date.now();
  const session = browser.storage.session;
  return {
    ...(browser.storage.managed ? { managed: browser.storage.managed as ManagedSource } : {}),
    watchManaged: (changed) =>
      browser.storage.onChanged.addListener((_changes, area) => {
        if (area === 'managed') changed();
      }),
    sessionStart: async () => {
      if (!session) return startedAt;
      const stored = (await session.get('sessionStart'))['sessionStart'];
      if (typeof stored === 'number') return stored;
      await session.set({ sessionStart: startedAt });
      return startedAt;
    },
  };
}

export function registerUiHandlers(services: Services, env: UiEnv = browserUiEnv()): void {
  const { router, policy, ledger } = services;
  let managedError: string | undefined;
  const refreshManaged = async (): Promise<void> => {
    if (!env.managed) return;
    const { error } = await policy.refreshManaged(env.managed);
    managedError = error;
  };
  env.watchManaged?.(() => void refreshManaged());
  void env.sessionStart().catch(() => undefined);
  const noLedger = () => ({ available: false as const, error: services.ledgerError ?? 'The ledger is not available.' });

  router.handle(UI, 'policy/get', async () => {
    await refreshManaged();
    return {
      user: policy.userPolicy(),
      effective: policy.current(),
      generation: policy.generation,
      locked: policy.lockedCells(),
      managed: policy.managedPolicy(),
      ...(services.policyLoadError ? { loadError: services.policyLoadError } : {}),
      ...(managedError ? { managedError } : {}),
    };
  });

  router.handle(UI, 'policy/set', (request, sender) =>
    // The sender kind, not the payload, says where the change comes from.
    policy.update(request.policy, sender.kind, request.confirmed),
  );

  router.handle(UI, 'ledger/list', async (request) => {
    if (!ledger) return noLedger();
    const cleared = await ledger.cleared();
    return { available: true as const, records: await ledger.list(withoutEmpty(request)), ...(cleared ? { cleared } : {}) };
  });

  router.handle(UI, 'ledger/verify', async () => {
    if (!ledger) return noLedger();
    return { available: true as const, result: await ledger.verify() };
  });

  router.handle(UI, 'ledger/export', async (request) => {
    if (!ledger) return noLedger();
    const format = request.format;
    const content = format === 'csv' ? await ledger.exportCsv() : await ledger.exportJsonl();
    return { available: true as const, content, filename: `consentry-ledger.${format}` };
  });

  // Clearing cannot be undone: only the options page may ask, and only after its confirmation step.
  router.handle(UI, 'ledger/clear', async (request, sender) => {
    if (new URL(sender.url).pathname !== OPTIONS_PATH) throw new Error('Only the settings page clears the ledger.');
    if (!request.confirmed) throw new Error('Clearing the ledger needs your confirmation.');
    if (!ledger) return noLedger();
    return { available: true as const, cleared: await ledger.clear() };
  });

  router.handle(UI, 'ledger/recent', async (request) => {
    if (!ledger) return noLedger();
    const limit = request.limit !== undefined ? Math.min(Math.max(request.limit, 1), 50) : RECENT;
    const since = await env.sessionStart();
    const records = await ledger.list({ origin: request.origin, since });
    return { available: true as const, records: records.slice(-limit).reverse(), since };
  });
}

/** An empty origin filter means every site. */
function withoutEmpty(filter: LedgerFilter): LedgerFilter {
  const { origin, ...rest } = filter;
  return origin === undefined || origin === '' ? rest : { origin, ...rest };
}
