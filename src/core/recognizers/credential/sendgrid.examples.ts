/** Own examples of the rules in sendgrid.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'sendgrid-api-key': {
    match: [
      { text: 'SENDGRID_API_KEY=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', covers: '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' },
      { text: 'SG.BkMvXi437BeceqRTuoheND.mFoAeUpa9HVZnMUTaQov yPJ8LOp6WX5z_27aonrgBLZ', covers: 'SG.BkMvXi437BeceqRTuoheND.mFoAeUpa9HVZnMUTaQov yPJ8LOp6WX5z_27aonrgBLZ' },
    ],
    ignore: ['SG.xiMEYapXUB6GZJSMekSqEp.PwLVKdmTurq8J14gn1Juc-LwmH-9Oq', 'SG.xxxxxxxxxxxxxxxxxxxxxx.xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx'],
  },
};
