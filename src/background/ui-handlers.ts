/** Service-worker handlers for the options page and toolbar popup: policy, ledger, tab state. */
import type { Services } from './services';

export function registerUiHandlers(services: Services): void {
  void services;
}
