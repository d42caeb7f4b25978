/** Own examples of the rules in datadog.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'datadog-api-key': {
    match: [
      { text: 'DD_API_KEY=5a148fd28cbc938e019bb8723d39553c', covers: '5a148fd28cbc938e019bb8723d39553c' },
      { text: 'DD_API_KEY=5a148fd28cbc938e019 bb8723d39553c', covers: '5a148fd28cbc938e019 bb8723d39553c' },
      { text: 'datadog:\n  app_key: caccfab54d946a2d207dc684477391c94c828679', covers: 'caccfab54d946a2d207dc684477391c94c828679' },
      { text: '"datadog_api_key": "3b2b023a60e4e81e11e3f79aa7669075"', covers: '3b2b023a60e4e81e11e3f79aa7669075' },
    ],
    ignore: ['DD_API_KEY=<DATADOG_API_KEY>', 'datadog dashboard id 08db2823ccd71ba82f4d', 'DD_API_KEY=00000000000000000000000000000000'],
  },
};
