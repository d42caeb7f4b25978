/** Own examples of the rules in es-dni.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';
import { BENIGN_SAMPLES } from '../validators/benign-samples';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'es-dni': {
    match: [
      { text: 'DNI 12345678Z', covers: '12345678Z' },
      { text: 'NIF: 12.345.678-Z', covers: '12.345.678-Z' },
      { text: 'titular 87654321-X firmado', covers: '87654321-X' },
    ],
    ignore: ['DNI 12345678A has the wrong letter', 'order 1234567890Z', 'built 20240115T103000Z', ...BENIGN_SAMPLES],
  },
};
