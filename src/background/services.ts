/**
 * The service worker's state, built once at start: the policy store (with managed values), the
 * consent ledger and the router. Entry points pass in the browser objects; nothing here reads
 * globals other than IndexedDB through the ledger.
 */
import { ConsentLedger } from '../ledger/consent-ledger';
import { Router } from '../messaging/router';
import { PolicyStore } from '../policy/policy-store';
import { storagePersistence, type StorageAreaLike } from './storage-persistence';

export interface Services {
  policy: PolicyStore;
  /** Undefined when IndexedDB could not be opened; the UI says so instead of pretending. */
  ledger: ConsentLedger | undefined;
  ledgerError?: string;
  policyLoadError?: string;
  router: Router;
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
  if (deps.managed) {
    try {
      const managed = await deps.managed.get(null);
      if (managed && Object.keys(managed).length > 0) store.setManaged(managed['policy'] ?? managed);
    } catch {
      // No managed storage (not enterprise-managed, or not supported): nothing to lay over.
    }
  }
  return {
    policy: store,
    ledger,
    ...(ledgerError ? { ledgerError } : {}),
    ...(loadError ? { policyLoadError: loadError } : {}),
    router: new Router(deps.extensionId, deps.extensionOrigin),
  };
}
