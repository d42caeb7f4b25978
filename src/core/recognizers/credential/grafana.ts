/** Grafana Cloud API tokens (glc_), service-account tokens (glsa_) and legacy API keys (eyJrIjoi…). */
import { ALNUM, BASE64, END, END_BASE64, HEX_ANY, START, credential, pattern, provider, run, span } from './_rule';

const token = credential({
  id: 'grafana-token',
  description: 'Grafana Cloud, service-account or API token',
  label: 'GRAFANA_TOKEN',
  keywords: ['glc_', 'glsa', 'eyjrijoi'],
  patterns: [
    pattern(START, 'glc_', span(BASE64, 32, 400), '={0,3}', END_BASE64),
    pattern(START, 'glsa[_ ]', run(ALNUM, 32), '[_ ]', run(HEX_ANY, 8), END),
    pattern(START, 'eyJrIjoi', span(ALNUM, 70, 400), '={0,3}', END_BASE64),
  ],
  minEntropy: 3,
  confidence: 0.98,
});

export const GRAFANA = provider('grafana', 'Grafana', [token]);
