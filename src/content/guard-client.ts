/**
 * The content script's line to the service worker on the `guard` channel. Injected into the guard
 * as a function so tests can stand in for the worker; in the extension it is runtime messaging.
 */
import { GUARD_CHANNEL, type GuardChannel, type GuardMessageType } from '../protocol/guard';
import { request, type Envelope } from '../worker/router';

export type GuardCall = <K extends GuardMessageType>(type: K, payload: GuardChannel[K]['request']) => Promise<GuardChannel[K]['response']>;

export function guardCall(send: (message: Envelope) => Promise<unknown>): GuardCall {
  return (type, payload) => request<GuardChannel, typeof type>(send, GUARD_CHANNEL, type, payload);
}
