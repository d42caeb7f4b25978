/**
 * The tagger `decideText` uses when its caller names none: installed once by the runtime's host
 * (the Node adapter reads public/models/tagger.bin; the extension's worker loads the same bytes),
 * since the core itself reads no files. Absent until installed.
 */
import type { EntityTagger } from './tagger';

let installed: EntityTagger | undefined;

export function installDefaultTagger(tagger: EntityTagger | undefined): void {
  installed = tagger;
}

export function defaultTagger(): EntityTagger | undefined {
  return installed;
}
