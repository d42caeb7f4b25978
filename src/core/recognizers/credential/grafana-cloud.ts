/** Grafana Cloud credentials, in the format the provider documents publicly. */
import { BASE64, END_BASE64, START, credential, pattern, provider, span } from './_rule';

const rule1 = credential({
  id: 'grafana-cloud-token',
  description: 'Grafana Cloud access policy token',
  label: 'GRAFANA_CLOUD_KEY',
  keywords: ['glc_'],
  patterns: [pattern(START, 'glc_', span(BASE64, 32, 400), '={0,2}', END_BASE64)],
  minEntropy: 3,
  confidence: 0.95,
});

export const GRAFANA_CLOUD = provider('grafana-cloud', 'Grafana Cloud', [rule1]);
