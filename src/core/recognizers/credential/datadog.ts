/** Datadog API keys (32 hex) and application keys (40 hex), found by their labels. */
import { HEX, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const LABEL = '(?:datadog|dd[_-](?:api|app|application|client))';

const apiKey = credential({
  id: 'datadog-api-key',
  description: 'Datadog API or application key',
  label: 'DATADOG_KEY',
  keywords: ['datadog', 'dd_api', 'dd_app', 'dd-api', 'dd-app', 'dd_client'],
  patterns: [labelled(LABEL, run(HEX, 32)), labelled(LABEL, run(HEX, 40))],
  views: LABEL_VIEWS,
  minEntropy: 3,
  confidence: 0.92,
  examples: {
    match: [
      { text: 'DD_API_KEY=5a148fd28cbc938e019bb8723d39553c', covers: '5a148fd28cbc938e019bb8723d39553c' },
      { text: 'DD_API_KEY=5a148fd28cbc938e019 bb8723d39553c', covers: '5a148fd28cbc938e019 bb8723d39553c' },
      { text: 'datadog:\n  app_key: caccfab54d946a2d207dc684477391c94c828679', covers: 'caccfab54d946a2d207dc684477391c94c828679' },
      { text: '"datadog_api_key": "3b2b023a60e4e81e11e3f79aa7669075"', covers: '3b2b023a60e4e81e11e3f79aa7669075' },
    ],
    ignore: ['DD_API_KEY=<DATADOG_API_KEY>', 'datadog dashboard id 08db2823ccd71ba82f4d', 'DD_API_KEY=00000000000000000000000000000000'],
  },
});

export const DATADOG = provider('datadog', 'Datadog', [apiKey]);
