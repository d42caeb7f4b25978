/**
 * Node host for the entity tagger (CLI, tests, benchmarks, evaluation): reads the shipped weights
 * from public/models/tagger.bin once and hands the bytes to the core's loader; `installNodeTagger`
 * makes it the default `decideText` uses, and `installLazyNodeTagger` does so on the first text
 * decided, so a command's start-up reads no weights.
 */
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { installDefaultTagger, installDefaultTaggerLoader } from '../core/tagger/default-tagger';
import { loadTagger, type EntityTagger } from '../core/tagger/tagger';

export const TAGGER_PATH = fileURLToPath(new URL('../../public/models/tagger.bin', import.meta.url));

let cached: EntityTagger | undefined;

/** The shipped tagger (read once). @throws when the file is missing or not a model this code reads. */
export function nodeTagger(path: string = TAGGER_PATH): EntityTagger {
  // readFileSync's Buffer is a Uint8Array of its own: no copy.
  if (path !== TAGGER_PATH) return loadTagger(readFileSync(path));
  cached ??= loadTagger(readFileSync(path));
  return cached;
}

/** Makes the shipped tagger the default of decideText in this process; returns it. */
export function installNodeTagger(): EntityTagger {
  const tagger = nodeTagger();
  installDefaultTagger(tagger);
  return tagger;
}

/**
 * Makes the shipped tagger the default of decideText, read when the first text is decided.
 * @throws at once when the file is missing, so a command without its model stops before it reads input.
 */
export function installLazyNodeTagger(): void {
  if (!statSync(TAGGER_PATH).isFile()) throw new Error(`tagger model: ${TAGGER_PATH} is not a file`);
  installDefaultTaggerLoader(() => nodeTagger());
}
