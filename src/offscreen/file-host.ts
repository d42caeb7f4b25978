/**
 * The file host: reads images, PDFs and Office files for the service worker and writes their
 * redacted copies, over the extension-origin BroadcastChannel FILE_BROADCAST (pages cannot join
 * it). A file read here waits in memory under its job id for the worker's plan, and is dropped
 * when written, closed, or left for ten minutes. The decision is never taken here: the host
 * only reads and writes. Chrome runs it in the offscreen document beside the OCR host (sharing
 * its pool); Firefox in the background page.
 */
import { accept } from '../protocol/channel';
import { FILE_BROADCAST, FILE_HOST_REQUEST, type FileHostReply } from '../protocol/files';
import { asFileProblem } from '../core/files/limits';
import type { OcrEngine } from '../core/screen/guard';
import { openFile, type OpenedFile } from '../core/files/redact-file';
import { extensionFileRuntime } from './file-runtime';
import { ocrPool } from './ocr-host';

const JOB_TTL_MS = 10 * 60 * 1000;

let started = false;

export function startFileHost(getUrl: (path: string) => string, channelName: string = FILE_BROADCAST): void {
  if (started) return;
  started = true;
  const channel = new BroadcastChannel(channelName);
  const reply = (message: FileHostReply): void => channel.postMessage(message);
  const jobs = new Map<string, { file: Promise<OpenedFile>; expires: number }>();
  const ocr: OcrEngine = { recognize: async (image) => (await ocrPool(getUrl)).recognize(image) };

  const sweep = (): void => {
    const now = Date.now();
    for (const [id, job] of jobs) {
      if (job.expires >= now) continue;
      jobs.delete(id);
      void job.file.then((f) => f.close()).catch(() => undefined);
    }
  };

  channel.addEventListener('message', (event: MessageEvent<unknown>) => {
    const request = accept(FILE_HOST_REQUEST, event.data);
    if (!request) return;
    sweep();
    const { id } = request;
    const failed = (error: unknown): void => {
      const problem = asFileProblem(error);
      reply({ kind: 'failed', id, problem: problem.problem, detail: problem.detail.slice(0, 1000) });
    };
    switch (request.kind) {
      case 'ping':
        reply({ kind: 'pong', id });
        return;
      case 'open': {
        const runtime = extensionFileRuntime(ocr, getUrl, (p) => reply({ kind: 'progress', id, ...p }));
        const file = openFile(request.bytes, request.name, runtime);
        jobs.set(id, { file, expires: Date.now() + JOB_TTL_MS });
        file.then(
          (f) => reply({ kind: 'read', id, format: f.format, reading: f.reading }),
          (error: unknown) => {
            jobs.delete(id);
            failed(error);
          },
        );
        return;
      }
      case 'write': {
        const job = jobs.get(id);
        if (!job) {
          reply({ kind: 'failed', id, problem: 'timeout', detail: 'The file was no longer held for writing.' });
          return;
        }
        jobs.delete(id);
        job.file
          .then(async (f) => {
            try {
              const out = await f.write(request.plan);
              reply({ kind: 'written', id, bytes: new Uint8Array(out.bytes), name: out.name, mediaType: out.mediaType, changed: out.changed });
            } finally {
              await f.close().catch(() => undefined);
            }
          })
          .catch(failed);
        return;
      }
      case 'close': {
        const job = jobs.get(id);
        jobs.delete(id);
        void job?.file.then((f) => f.close()).catch(() => undefined);
        return;
      }
    }
  });
}
