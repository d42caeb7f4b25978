/**
 * The page-world half of the screen guard (MAIN world, document_start, before any page script):
 * wraps getDisplayMedia so the page only ever receives a generated track whose frames the
 * extension frame planned, or dark ones. The pieces:
 * - builtins.ts: every built-in used, captured now, so later prototype patches change nothing;
 * - bridge-line.ts: the private line to the isolated-world bridge (prepare and connect go there,
 *   never to the window, where a page could forge or read them);
 * - guarded-track.ts: one share — copy, hash, forward, paint plans, hold dark, stop/ended;
 * - track-io.ts: reading and writing tracks per browser (Chrome's track processor and
 *   generator; Firefox's video → canvas → captureStream).
 * The raw track never leaves these closures.
 */
import { captureBuiltins, when, type Win } from './builtins';
import { openBridgeLine } from './bridge-line';
import { guardTrack } from './guarded-track';

export function installScreenTap(win: Win): void {
  // First: the bridge's hello must never reach a page listener, whatever else this document has.
  const line = openBridgeLine(win);
  const md = win.MediaDevices?.prototype;
  if (!md || typeof md.getDisplayMedia !== 'function') return;
  if ((md.getDisplayMedia as { __consentry?: boolean }).__consentry) return;
  const b = captureBuiltins(win);
  const { apply, defineProperty } = b;
  const originalGdm = md.getDisplayMedia;

  const wrapped = function getDisplayMedia(this: MediaDevices, constraints?: DisplayMediaStreamOptions): Promise<MediaStream> {
    // Lets the extension get its frame ready while the person picks what to share.
    line.send({ type: 'prepare' });
    return new b.PromiseC<MediaStream>((resolve, reject) => {
      when(
        b,
        apply(originalGdm, this, [constraints]) as Promise<MediaStream>,
        (raw) => {
          const tracks = apply(b.getTracks, raw, []) as MediaStreamTrack[];
          try {
            const guarded = new b.MediaStreamC();
            // Audio passes as captured; video is replaced by its guarded copy.
            for (let i = 0; i < tracks.length; i++) {
              const t = tracks[i]!;
              const kind = b.trackKind ? apply(b.trackKind, t, []) : 'video';
              apply(b.addTrack, guarded, [kind === 'audio' ? t : guardTrack(b, line, t)]);
            }
            resolve(guarded);
          } catch (error) {
            // Nothing is handed over unguarded: the capture stops.
            for (let i = 0; i < tracks.length; i++) apply(b.trackStop, tracks[i]!, []);
            reject(error);
          }
        },
        reject,
      );
    });
  };
  defineProperty(wrapped, '__consentry', { value: true });
  defineProperty(wrapped, 'toString', { value: () => 'function getDisplayMedia() { [native code] }' });
  defineProperty(md, 'getDisplayMedia', { value: wrapped, configurable: false, writable: false, enumerable: true });
}
