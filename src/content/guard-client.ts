/**
 * The content script's line to the service worker on the `guard` channel. Injected into the guard
 * as a function so tests can stand in for the worker; in the extension it is runtime messaging.
 */
import { caller, type Caller, type Send } from '../protocol/channel';
import { GUARD } from '../protocol/guard';

export type GuardCall = Caller<typeof GUARD>;

export function guardCall(send: Send): GuardCall {
  return caller(send, GUARD);
}
