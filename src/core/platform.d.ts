/**
 * The only platform objects the core may use: the small set every runtime it runs in provides
 * alike (browsers' windows and workers, the extension's service worker, Node). The core's own
 * type check (tsconfig.core.json) sees no DOM and no Node types, so anything beyond this list is
 * a compile error there: pass it in as a parameter instead.
 */
declare function structuredClone<T>(value: T): T;
declare function setTimeout(handler: () => void, ms?: number): unknown;
declare function clearTimeout(id: unknown): void;
declare function queueMicrotask(callback: () => void): void;

declare const performance: { now(): number };

declare const crypto: {
  getRandomValues<T extends Uint8Array | Uint32Array>(array: T): T;
  randomUUID(): string;
  readonly subtle: { digest(algorithm: 'SHA-256', data: Uint8Array): Promise<ArrayBuffer> };
};

declare class TextEncoder {
  encode(input?: string): Uint8Array;
}

declare class TextDecoder {
  constructor(label?: string, options?: { fatal?: boolean });
  decode(input?: ArrayBuffer | ArrayBufferView): string;
}

declare class URL {
  constructor(url: string, base?: string);
  readonly href: string;
  readonly origin: string;
  readonly protocol: string;
  readonly host: string;
  readonly hostname: string;
  readonly port: string;
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}
