/**
 * tesseract.js workers configured for this product: LSTM only (oem 1), page segmentation as one
 * uniform block (regions are already cut to text), everything loaded from the package (worker,
 * core and eng traineddata; no CDN), workerBlobURL off (blob workers fail in the offscreen
 * document), no IndexedDB cache. Options go in createWorker's third argument: in the second they
 * are silently ignored. The library comes in as a parameter: each runtime imports its own
 * tesseract.js and hands it here, so this stays free of any runtime's objects.
 */
import type * as Tesseract from 'tesseract.js';
import type { Raster } from '../screen/types';
import { rasterToPgm } from './pgm';
import type { OcrWorkerLike } from './pool';
import { wordsFromBlocks, type TesseractBlocks } from './result-words';

export interface TesseractPaths {
  /** Extension builds: URLs inside the package. Node: leave worker/core unset. */
  workerPath?: string;
  corePath?: string;
  /** Folder holding eng.traineddata.gz. */
  langPath: string;
}

/** The parts of the tesseract.js module used here. */
export type TesseractModule = Pick<typeof Tesseract, 'createWorker' | 'OEM' | 'PSM'>;

export async function createTesseractWorker(tesseract: TesseractModule, paths: TesseractPaths): Promise<OcrWorkerLike> {
  const { createWorker, OEM, PSM } = tesseract;
  const worker = await createWorker('eng', OEM.LSTM_ONLY, {
    ...(paths.workerPath ? { workerPath: paths.workerPath } : {}),
    ...(paths.corePath ? { corePath: paths.corePath } : {}),
    langPath: paths.langPath,
    workerBlobURL: false,
    cacheMethod: 'none',
    gzip: true,
  });
  await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_BLOCK });
  return {
    async recognize(image: Raster) {
      const result = await worker.recognize(rasterToPgm(image) as unknown as Tesseract.ImageLike, {}, { text: false, blocks: true });
      return wordsFromBlocks(result.data as unknown as TesseractBlocks);
    },
    async terminate() {
      await worker.terminate();
    },
  };
}
