/** Own examples of the rule in hk-hkid.ts: what it must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';
import { BENIGN_SAMPLES } from '../validators/benign-samples';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'hk-hkid': {
    match: [
      { text: 'Holder K304815(2) collected the permit', covers: 'K304815(2)' },
      { text: 'ID: XY473018(9)', covers: 'XY473018(9)' },
      { text: 'HKID M5902474 on the form', covers: 'M5902474' },
      { text: 'identity card no. PZ1029380', covers: 'PZ1029380' },
    ],
    ignore: [
      'Holder K304815(3) has the wrong check digit',
      'HKID M5902475 has the wrong check digit',
      'part M5902474 shipped without its label',
      'sku9K304815(2) and K304815(2)7',
      ...BENIGN_SAMPLES,
    ],
  },
};
