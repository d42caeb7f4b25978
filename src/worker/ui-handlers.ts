/**
 * Service-worker handlers for the options page and toolbar popup: policy and ledger (a tab's
 * guard state and pausing it are the guard channel's). Every handler is registered for extension
 * pages only, so a content script (and anything a web page forges through one) is refused by the
 * router before reaching here. A relaxation still has to carry the person's confirmation, and the
 * store checks it again; clearing the ledger needs the confirmation and the settings page. Browser objects arrive
 * through UiEnv; the default reads them from the extension's own APIs.
 */
import { browser } from 'wxt/browser';
import { DECISIONS, type Decision } from '../core/vocabulary';
import { SURFACES, type Surface } from './consent-ledger';
import { UI_CHANNEL, type LedgerFilter, type UiChannel } from '../protocol/ui';
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

function filterOf(payload: unknown): LedgerFilter {
  const raw = (typeof payload === 'object' && payload !== null ? payload : {}) as Record<string, unknown>;
  const filter: LedgerFilter = {};
  if (typeof raw['origin'] === 'string' && raw['origin'] !== '') filter.origin = raw['origin'];
  if (typeof raw['surface'] === 'string' && (SURFACES as readonly string[]).includes(raw['surface'])) filter.surface = raw['surface'] as Surface;
  if (typeof raw['decision'] === 'string' && (DECISIONS as readonly string[]).includes(raw['decision'])) filter.decision = raw['decision'] as Decision;
  if (typeof raw['since'] === 'number' && Number.isFinite(raw['since'])) filter.since = raw['since'];
  if (typeof raw['until'] === 'number' && Number.isFinite(raw['until'])) filter.until = raw['until'];
  return filter;
}

export function registerUiHandlers(services: Services, env: UiEnv = browserUiEnv()): void {
  const { router, policy, ledger } = services;
  const pagesOnly = ['extension_page'] as const;
  let managedError: string | undefined;
  const refreshManaged = async (): Promise<void> => {
    if (!env.managed) return;
    const { error } = await policy.refreshManaged(env.managed);
    managedError = error;
  };
  env.watchManaged?.(() => void refreshManaged());
  void env.sessionStart().catch(() => undefined);
  const noLedger = () => ({ available: false as const, error: services.ledgerError ?? 'The ledger is not available.' });

  router.on<UiChannel, 'policy/get'>(UI_CHANNEL, 'policy/get', pagesOnly, async () => {
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

  router.on<UiChannel, 'policy/set'>(UI_CHANNEL, 'policy/set', pagesOnly, (request, sender) =>
    // The sender kind, not the payload, says where the change comes from.
    policy.update(request?.policy, sender.kind, request?.confirmed === true),
  );

  router.on<UiChannel, 'ledger/list'>(UI_CHANNEL, 'ledger/list', pagesOnly, async (request) => {
    if (!ledger) return noLedger();
    const cleared = await ledger.cleared();
    return { available: true, records: await ledger.list(filterOf(request)), ...(cleared ? { cleared } : {}) };
  });

  router.on<UiChannel, 'ledger/verify'>(UI_CHANNEL, 'ledger/verify', pagesOnly, async () => {
    if (!ledger) return noLedger();
    return { available: true, result: await ledger.verify() };
  });

  router.on<UiChannel, 'ledger/export'>(UI_CHANNEL, 'ledger/export', pagesOnly, async (request) => {
    if (!ledger) return noLedger();
    const format = request?.format === 'csv' ? 'csv' : 'jsonl';
    const content = format === 'csv' ? await ledger.exportCsv() : await ledger.exportJsonl();
    return { available: true, content, filename: `consentry-ledger.${format}` };
  });

  // Clearing cannot be undone: only the options page may ask, and only after its confirmation step.
  router.on<UiChannel, 'ledger/clear'>(UI_CHANNEL, 'ledger/clear', pagesOnly, async (request, sender) => {
    if (new URL(sender.url).pathname !== OPTIONS_PATH) throw new Error('Only the settings page clears the ledger.');
    if (request?.confirmed !== true) throw new Error('Clearing the ledger needs your confirmation.');
    if (!ledger) return noLedger();
    return { available: true, cleared: await ledger.clear() };
  });

  router.on<UiChannel, 'ledger/recent'>(UI_CHANNEL, 'ledger/recent', pagesOnly, async (request) => {
    if (!ledger) return noLedger();
    if (typeof request?.origin !== 'string' || request.origin === '') throw new Error('An origin is required.');
    const limit = typeof request.limit === 'number' && Number.isInteger(request.limit) ? Math.min(Math.max(request.limit, 1), 50) : RECENT;
    const since = await env.sessionStart();
    const records = await ledger.list({ origin: request.origin, since });
    return { available: true, records: records.slice(-limit).reverse(), since };
  });
}
