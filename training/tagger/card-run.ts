/**
 * `npm run card:tagger`: writes public/models/TAGGER_CARD.md again from the figures of the last
 * training run (training/tagger/last-run.json, written beside the weights by train:tagger), for
 * when the card's text changes and the weights do not. With `-- --speed`, times the shipped
 * file again in this fresh process first (on a shared machine, at a quieter moment) and keeps
 * those figures. Nothing else is measured.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readModelFile } from '../../src/core/tagger/model-file';
import { modelFromData } from '../../src/core/tagger/tagger';
import { CARD_PATH_FOR_EVAL as CARD_PATH, writeCard, type CardFigures } from './card';
import { measureSpeed } from './speed';

const LAST_RUN = fileURLToPath(new URL('./last-run.json', import.meta.url));
const MODEL = fileURLToPath(new URL('../../public/models/tagger.bin', import.meta.url));
const figures = JSON.parse(readFileSync(LAST_RUN, 'utf8')) as CardFigures & { sha256: string };
if (process.argv.includes('--speed')) {
  const bytes = new Uint8Array(readFileSync(MODEL));
  figures.speed = measureSpeed(modelFromData(readModelFile(bytes)));
  writeFileSync(LAST_RUN, JSON.stringify(figures, null, 2) + '\n');
}
writeCard(CARD_PATH, figures);
process.stdout.write(`wrote ${CARD_PATH}\n`);
