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
});

export const DATADOG = provider('datadog', 'Datadog', [apiKey]);
