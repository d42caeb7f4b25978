/**
 * How a message channel is declared: once, with a schema for every request, the response type,
 * and the kinds of sender that may call it. The service worker's router validates each request
 * against its schema before any handler runs, so handlers receive typed, checked payloads; the
 * clients in every context use the same declaration, so a message type and its channel can never
 * drift apart. Pure: no browser objects.
 */
import * as v from 'valibot';

/** Who sent a message, as the router classifies the browser's sender. */
export type SenderKind = 'extension_page' | 'content_script';

/** A response type carried by a declaration; it has no value at run time. */
export interface Reply<T> {
  readonly __reply?: T;
}

/** The response type of a message: the worker's own answer, so it is typed rather than checked. */
export function reply<T>(): Reply<T> {
  return {};
}

export interface MessageSpec<S extends v.GenericSchema = v.GenericSchema, R = unknown> {
  readonly request: S;
  readonly response: Reply<R>;
  /** Sender kinds the router lets through; every other sender is refused before validation. */
  readonly senders: readonly SenderKind[];
  /**
   * Answered without waiting for the router's gate (the administrator's policy): only messages
   * that decide nothing, or decide under a cover-everything policy.
   */
  readonly ungated?: boolean;
}

export type MessageMap = Record<string, MessageSpec>;

export interface Channel<N extends string = string, M extends MessageMap = MessageMap> {
  readonly name: N;
  readonly messages: M;
}

export function defineChannel<N extends string, M extends MessageMap>(name: N, messages: M): Channel<N, M> {
  return { name, messages };
}

export type TypeOf<C extends Channel> = keyof C['messages'] & string;
export type RequestOf<C extends Channel, K extends TypeOf<C>> = v.InferOutput<C['messages'][K]['request']>;
export type ResponseOf<C extends Channel, K extends TypeOf<C>> = C['messages'][K]['response'] extends Reply<infer R> ? R : never;

/** What travels over runtime messaging. */
export interface Envelope {
  channel: string;
  type: string;
  payload: unknown;
}

export type RouterReply = { ok: true; value: unknown } | { ok: false; error: string };

export type Send = (message: Envelope) => Promise<unknown>;

/** Client side: send one declared message and unwrap the reply (throws on refusal). */
export async function request<C extends Channel, K extends TypeOf<C>>(send: Send, channel: C, type: K, payload: RequestOf<C, K>): Promise<ResponseOf<C, K>> {
  const answer = (await send({ channel: channel.name, type, payload })) as RouterReply | undefined;
  if (!answer || typeof answer !== 'object') throw new Error('No answer from the extension.');
  if (!answer.ok) throw new Error(answer.error);
  return answer.value as ResponseOf<C, K>;
}

/** A typed caller bound to one channel and one transport. */
export type Caller<C extends Channel> = <K extends TypeOf<C>>(type: K, payload: RequestOf<C, K>) => Promise<ResponseOf<C, K>>;

export function caller<C extends Channel>(send: Send, channel: C): Caller<C> {
  return (type, payload) => request(send, channel, type, payload);
}

/**
 * Checks a message that arrives outside the router (window messages, MessagePorts, the OCR
 * BroadcastChannel, runtime ports) against its declared schema: the message, typed, or undefined.
 */
export function accept<S extends v.GenericSchema>(schema: S, data: unknown): v.InferOutput<S> | undefined {
  const result = v.safeParse(schema, data);
  return result.success ? result.output : undefined;
}

// Building blocks the channel declarations share.
export const shortString = (max: number) => v.pipe(v.string(), v.maxLength(max));
export const nullableShortString = (max: number) => v.nullable(shortString(max));
export const finiteNumber = v.pipe(v.number(), v.finite());
export const integer = v.pipe(v.number(), v.integer());
export const nonNegativeInteger = v.pipe(v.number(), v.integer(), v.minValue(0));
export const picklist = v.picklist;
