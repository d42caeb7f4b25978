/**
 * The tagger `decideText` uses when its caller names none: installed once by the runtime's host
 * (the Node adapter reads public/models/tagger.bin; the extension's worker loads the same bytes),
 * since the core itself reads no files. Absent until installed. A host may install a loader
 * instead, run when a text is first decided, so a process that decides no text never reads the
 * weights; a loader that fails throws on every use, and each text it was asked for is blocked.
 */
import type { EntityTagger } from './tagger';

let installed: EntityTagger | undefined;
let loader: (() => EntityTagger) | undefined;

export function installDefaultTagger(tagger: EntityTagger | undefined): void {
  installed = tagger;
  loader = undefined;
}

/** Makes `load` the default's source, run on first use (and again after it throws). */
export function installDefaultTaggerLoader(load: () => EntityTagger): void {
  installed = undefined;
  loader = load;
}

/** The installed tagger, loading it first when a loader stands in its place. @throws what the loader throws. */
export function defaultTagger(): EntityTagger | undefined {
  if (installed === undefined && loader !== undefined) {
    installed = loader();
    loader = undefined;
  }
  return installed;
}
