/**
 * Times the shipped tagger file (public/models/tagger.bin) in a process of its own and prints
 * the figures as one JSON line. Training runs it after writing the file, so the model card's
 * speed is the shipped model's in a fresh process, not the training process's, whose heap and
 * compiled code carry every model it trained and tuned.
 *   npx tsx training/tagger/speed-run.ts
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readModelFile } from '../../src/core/tagger/model-file';
import { modelFromData } from '../../src/core/tagger/tagger';
import { measureSpeed } from './speed';

const MODEL = fileURLToPath(new URL('../../public/models/tagger.bin', import.meta.url));
const model = modelFromData(readModelFile(new Uint8Array(readFileSync(MODEL))));
process.stdout.write(`${JSON.stringify(measureSpeed(model))}\n`);
