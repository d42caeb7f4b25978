/**
 * Service-worker wiring for files: ports named FILE_PORT go to the file guard, which reaches the
 * file host in the offscreen document (Chrome; created on demand and shared with OCR) or starts
 * it in the background page (Firefox, `startPageFileHost`). The port listener is registered at
 * once, before the worker's services are ready, so a port that wakes a stopped service worker is
 * not lost; its messages wait until the guard can take them.
 */
import { browser } from 'wxt/browser';
import { FILE_PORT, type FileWorkerMessage } from '../../protocol/files';
import { classifySender, type RawSender } from '../router';
import { ensureOffscreen } from '../screen-handlers';
import type { Services } from '../services';
import { FileGuard, type FileGuardHooks, type FilePortLike } from './file-guard';
import { FileHostClient } from './host-client';
import type { ModelReader } from '../models/model-reader';

export interface FileHandlerOptions {
  /** Present where the background is a page (Firefox): starts the file host in it, once. */
  startPageFileHost?: () => void;
}

interface RuntimePort {
  name: string;
  sender?: RawSender;
  postMessage(message: unknown): void;
  onMessage: { addListener(listener: (message: unknown) => void): void };
  onDisconnect: { addListener(listener: () => void): void };
  disconnect(): void;
}

/** A port whose messages and disconnection are held until a listener takes them. */
function bufferedPort(port: RuntimePort): FilePortLike {
  const messages: unknown[] = [];
  let onMessage: ((m: unknown) => void) | undefined;
  let gone = false;
  let onGone: (() => void) | undefined;
  port.onMessage.addListener((m) => (onMessage ? onMessage(m) : messages.push(m)));
  port.onDisconnect.addListener(() => {
    gone = true;
    onGone?.();
  });
  return {
    name: port.name,
    ...(port.sender ? { sender: port.sender } : {}),
    postMessage: (m: FileWorkerMessage) => port.postMessage(m),
    onMessage: {
      addListener(listener) {
        onMessage = listener;
        for (const m of messages.splice(0)) listener(m);
      },
    },
    onDisconnect: {
      addListener(listener) {
        onGone = listener;
        if (gone) listener();
      },
    },
    disconnect: () => port.disconnect(),
  };
}

export function makeFileGuard(services: Services, hooks: FileGuardHooks, options: FileHandlerOptions = {}, models?: ModelReader): FileGuard {
  const hasOffscreen = (): boolean => (globalThis as unknown as { chrome?: { offscreen?: unknown } }).chrome?.offscreen !== undefined;
  let host: FileHostClient | undefined;
  return new FileGuard({
    hooks,
    ...(models ? { models } : {}),
    policy: services.policy,
    policyReady: services.managedReady ?? Promise.resolve(),
    record: (entry) => void services.ledger?.append(entry).catch((error: unknown) => console.warn('Consentry: a file record could not be written.', (error as Error).name)),
    classify: (sender) => classifySender(sender, browser.runtime.id, new URL(browser.runtime.getURL('/')).origin),
    ensureHost: async () => {
      if (hasOffscreen()) await ensureOffscreen();
      else options.startPageFileHost?.();
    },
    // Opened on first use, so a worker that never sees a file holds no channel.
    get host() {
      host ??= new FileHostClient();
      return host;
    },
  });
}

/** Registers the file port listener now; files are handled once `guard` resolves. */
export function listenForFiles(guard: Promise<FileGuard>): void {
  browser.runtime.onConnect.addListener((raw) => {
    const port = raw as unknown as RuntimePort;
    if (port.name !== FILE_PORT) return;
    const held = bufferedPort(port);
    guard.then(
      (g) => g.connected(held),
      () => {
        port.postMessage({ type: 'held', problem: 'unreachable', detail: 'The extension failed to start.' } satisfies FileWorkerMessage);
        port.disconnect();
      },
    );
  });
}
