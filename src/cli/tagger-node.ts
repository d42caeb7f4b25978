/**
 * Node host for the entity tagger (CLI, tests, benchmarks, evaluation): reads the shipped weights
 * from public/models/tagger.bin once and hands the bytes to the core's loader; `installNodeTagger`
 * makes it the default `decideText` uses.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { installDefaultTagger } from '../core/tagger/default-tagger';
import { loadTagger, type EntityTagger } from '../core/tagger/tagger';

export const TAGGER_PATH = fileURLToPath(new URL('../../public/models/tagger.bin', import.meta.url));

let cached: EntityTagger | undefined;

/** The shipped tagger (read once). @throws when the file is missing or not a model this code reads. */
export function nodeTagger(path: string = TAGGER_PATH): EntityTagger {
  if (path !== TAGGER_PATH) return loadTagger(new Uint8Array(readFileSync(path)));
  cached ??= loadTagger(new Uint8Array(readFileSync(path)));
  return cached;
}

/** Makes the shipped tagger the default of decideText in this process; returns it. */
export function installNodeTagger(): EntityTagger {
  const tagger = nodeTagger();
  installDefaultTagger(tagger);
  return tagger;
}
