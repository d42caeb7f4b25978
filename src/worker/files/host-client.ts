/**
 * The service worker's line to the file host over the extension-origin BroadcastChannel: one
 * job per file (open → the host's reading; write → the redacted bytes), with progress passed on
 * as it comes. The host may still be starting: the client pings until it answers. Every reply is
 * checked against its schema; a reply that never comes is the caller's deadline.
 */
import { accept } from '../../protocol/channel';
import { FILE_BROADCAST, FILE_HOST_REPLY, type FileHostReply, type FileHostRequest } from '../../protocol/files';

export interface BroadcastLike {
  postMessage(message: FileHostRequest): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}

type Waiter = (reply: Exclude<FileHostReply, { kind: 'progress' | 'pong' }>) => void;

export class FileHostClient {
  private readonly waiting = new Map<string, Waiter>();
  private readonly progress = new Map<string, (reply: Extract<FileHostReply, { kind: 'progress' }>) => void>();
  private readonly pongs = new Map<string, () => void>();

  constructor(private readonly channel: BroadcastLike = new BroadcastChannel(FILE_BROADCAST) as unknown as BroadcastLike) {
    channel.addEventListener('message', (event) => {
      const reply = accept(FILE_HOST_REPLY, event.data);
      if (!reply) return;
      if (reply.kind === 'pong') {
        this.pongs.get(reply.id)?.();
        return;
      }
      if (reply.kind === 'progress') {
        this.progress.get(reply.id)?.(reply);
        return;
      }
      const waiter = this.waiting.get(reply.id);
      this.waiting.delete(reply.id);
      waiter?.(reply);
    });
  }

  /** Resolves once the host answers a ping (asked again every 250 ms), or rejects after `ms`. */
  ready(ms: number): Promise<void> {
    const id = crypto.randomUUID();
    return new Promise<void>((resolve, reject) => {
      let done = false;
      const timer = setTimeout(() => {
        done = true;
        this.pongs.delete(id);
        reject(new Error('The file host did not start.'));
      }, ms);
      this.pongs.set(id, () => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        this.pongs.delete(id);
        resolve();
      });
      const ask = (): void => {
        if (done) return;
        this.channel.postMessage({ kind: 'ping', id });
        setTimeout(ask, 250);
      };
      ask();
    });
  }

  onProgress(id: string, listener: (reply: Extract<FileHostReply, { kind: 'progress' }>) => void): void {
    this.progress.set(id, listener);
  }

  /** Sends one request and waits for its answer (read, written or failed). */
  request(message: Extract<FileHostRequest, { kind: 'open' | 'write' }>, ms: number): Promise<Exclude<FileHostReply, { kind: 'progress' | 'pong' }>> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiting.delete(message.id);
        resolve({ kind: 'failed', id: message.id, problem: 'timeout', detail: 'Reading the file took too long.' });
      }, ms);
      this.waiting.set(message.id, (reply) => {
        clearTimeout(timer);
        resolve(reply);
      });
      this.channel.postMessage(message);
    });
  }

  close(id: string): void {
    this.waiting.delete(id);
    this.progress.delete(id);
    this.channel.postMessage({ kind: 'close', id });
  }
}
