/**
 * The worker's entity tagger: the shipped weights (public/models/tagger.bin, packaged as
 * models/tagger.bin) read once at start and installed as the default `decideText` uses, so every
 * paste, drop, upload and send is read by the rules and the tagger alike. The bytes come from the
 * extension's own package; nothing is fetched from elsewhere. The load runs beside the worker's
 * other services: only messages that decide text wait for it (`decidesText`), and a missing or
 * unreadable file answers each of them with an error, so text is never decided without the layer
 * it ships while the popup, the options page and a screen share are answered without it.
 */
import { installDefaultTagger } from '../core/tagger/default-tagger';
import { loadTagger, type EntityTagger } from '../core/tagger/tagger';
import { GUARD } from '../protocol/guard';
import { TAGGER_MODEL_PATH } from '../protocol/models';

export { TAGGER_MODEL_PATH };

export type FetchBytes = (url: string) => Promise<Uint8Array>;

async function fetchPackaged(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`tagger model: ${url} answered ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** Loads the packaged tagger from `url` and makes it the default; resolves to it. */
export async function installPackagedTagger(url: string, fetchBytes: FetchBytes = fetchPackaged): Promise<EntityTagger> {
  const tagger = loadTagger(await fetchBytes(url));
  installDefaultTagger(tagger);
  return tagger;
}

/** Messages of the guard channel decide text (pastes, drops, uploads, sends, answers); no other does. */
export function decidesText(message: unknown): boolean {
  return typeof message === 'object' && message !== null && (message as { channel?: unknown }).channel === GUARD.name;
}
