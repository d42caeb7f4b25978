/**
 * The service worker's state, built once at start: the policy store (with managed values), the
 * consent ledger and the router. Entry points pass in the browser objects; nothing here reads
 * globals other than IndexedDB through the ledger.
 */
import { ConsentLedger } from './consent-ledger';
import { Router } from './router';
import { PolicyStore } from '../core/policy/policy-store';
import { storagePersistence, type StorageAreaLike } from './storage-persistence';

export interface Services {
  policy: PolicyStore;
  /** Undefined when IndexedDB could not be opened; the UI says so instead of pretending. */
  ledger: ConsentLedger | undefined;
  ledgerError?: string;
  policyLoadError?: string;
  router: Router;
  /**
   * Settles once the administrator's policy (managed storage) is laid over the person's, or is
   * known to be absent. Chrome answers managed storage only after its policy service has loaded
   * (about 1.5 s after the browser starts), so this is not part of start-up: the router holds
   * every handler until it settles, except the ungated ones (a screen share's start, which is
   * covered in full until then).
   */
  managedReady?: Promise<void>;
  /** Whether `managedReady` has settled. */
  managedSettled?: () => boolean;
}

export interface ServiceDeps {
  extensionId: string;
  extensionOrigin: string;
  local: StorageAreaLike;
  /** Managed storage; absent on browsers or profiles without it. */
  managed?: { get(keys?: null): Promise<Record<string, unknown>> };
}

export async function createServices(deps: ServiceDeps): Promise<Services> {
  const { store, loadError } = await PolicyStore.open(storagePersistence(deps.local));
  let ledger: ConsentLedger | undefined;
  let ledgerError: string | undefined;
  try {
    ledger = await ConsentLedger.open();
    await ledger.applyRetention();
  } catch (error) {
    ledgerError = (error as Error).message;
  }
  let settled = false;
  const managedReady = (deps.managed ? deps.managed.get(null) : Promise.resolve(undefined))
    .then((managed) => {
      if (managed && Object.keys(managed).length > 0) store.setManaged(managed['policy'] ?? managed);
    })
    // No managed storage (not enterprise-managed, or not supported): nothing to lay over.
    .catch(() => undefined)
    .finally(() => {
      settled = true;
    });
  const router = new Router(deps.extensionId, deps.extensionOrigin);
  router.holdUntil(managedReady);
  return {
    managedReady,
    managedSettled: () => settled,
    policy: store,
    ledger,
    ...(ledgerError ? { ledgerError } : {}),
    ...(loadError ? { policyLoadError: loadError } : {}),
    router,
  };
}
