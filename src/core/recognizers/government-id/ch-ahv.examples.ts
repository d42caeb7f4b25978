/** Own examples of the rule in ch-ahv.ts: what it must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'ch-ahv': {
    match: [
      { text: 'Versichertennummer 756.3840.1572.64 (Kopie)', covers: '756.3840.1572.64' },
      { text: 'AHV-Nr.: 7561029483715', covers: '7561029483715' },
      { text: 'numero AVS 756.5502.1389.49', covers: '756.5502.1389.49' },
    ],
    ignore: [
      'Versichertennummer 756.3840.1572.65 has the wrong check digit',
      'EAN 7561029483715 on the carton',
      'version 1756.3840.1572.64 and 756.3840.1572.64.1',
      'AHV 7561029483716',
    ],
  },
};
