/** Own examples of the rules in grafana-cloud.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'grafana-cloud-token': {
    match: [
      { text: "GRAFANA_CLOUD_TOKEN=glc_ojupsL4WY8qTkHiTUgw13K2hN3WeSlXCqDxghej736CAVFqw8yqJMiNaWae8EXnccIjueiaBkiRUnndT==", covers: "glc_ojupsL4WY8qTkHiTUgw13K2hN3WeSlXCqDxghej736CAVFqw8yqJMiNaWae8EXnccIjueiaBkiRUnndT==" },
      { text: "config: { grafana_cloud_secret: \"glc_ojupsL4WY8qTkHiTUgw13K2hN3WeSlXCqDxghej736CAVFqw8yqJMiNaWae8EXnccIjueiaBkiRUnndT==\" }", covers: "glc_ojupsL4WY8qTkHiTUgw13K2hN3WeSlXCqDxghej736CAVFqw8yqJMiNaWae8EXnccIjueiaBkiRUnndT==" },
    ],
    ignore: ["GRAFANA_CLOUD_TOKEN=${GRAFANA_CLOUD_TOKEN}", "See the Grafana Cloud documentation for how to create a token."],
  },
};
