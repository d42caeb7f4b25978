/**
 * `npm run export:onnx`: writes public/models/<name>.onnx for each shipped bag model
 * (context-classifier.bin, injection-detector.bin), the graph onnxruntime-web runs in the
 * extension (src/core/classifier/onnx-model.ts). Deterministic: the same .bin always gives the same
 * .onnx bytes, so `--check` can tell whether the committed files are the ones the .bin files give
 * (it writes nothing and fails on any difference). Retraining a head rewrites its .bin; run this
 * after it.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { decodeBagModel } from '../src/core/classifier/bag-model';
import { encodeOnnxModel } from '../src/core/classifier/onnx-model';

const MODELS = fileURLToPath(new URL('../public/models/', import.meta.url));
export const ONNX_EXPORTED = ['context-classifier', 'injection-detector'] as const;

export function onnxFromBin(bin: Uint8Array): Uint8Array {
  return encodeOnnxModel(decodeBagModel(bin), (bytes) => createHash('sha256').update(bytes).digest('hex'));
}

function main(): number {
  const check = process.argv.includes('--check');
  let stale = 0;
  for (const name of ONNX_EXPORTED) {
    const onnx = onnxFromBin(new Uint8Array(readFileSync(`${MODELS}${name}.bin`)));
    const target = `${MODELS}${name}.onnx`;
    if (check) {
      let current: Uint8Array | null = null;
      try {
        current = new Uint8Array(readFileSync(target));
      } catch {
        current = null;
      }
      const same = current !== null && Buffer.compare(Buffer.from(current), Buffer.from(onnx)) === 0;
      console.log(`${name}.onnx ${same ? 'matches' : 'DIFFERS from'} ${name}.bin`);
      if (!same) stale++;
    } else {
      writeFileSync(target, onnx);
      console.log(`wrote public/models/${name}.onnx (${onnx.length} bytes)`);
    }
  }
  return stale === 0 ? 0 : 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) process.exitCode = main();
