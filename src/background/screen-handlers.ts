/** Service-worker handlers for the screen-share guard: frame pairing and offscreen analysis. */
import type { Services } from './services';

export function registerScreenHandlers(services: Services): void {
  void services;
}
