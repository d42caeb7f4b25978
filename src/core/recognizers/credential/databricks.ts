/** Databricks personal access tokens: dapi + 32 hex, sometimes with a -N suffix. */
import { END, HEX, START, credential, pattern, provider, run } from './_rule';

const token = credential({
  id: 'databricks-access-token',
  description: 'Databricks personal access token',
  label: 'DATABRICKS_TOKEN',
  keywords: ['dapi'],
  patterns: [pattern(START, 'dapi', run(HEX, 32), '(?:-[0-9])?', END)],
  minEntropy: 3,
  confidence: 0.98,
  examples: {
    match: [
      { text: 'DATABRICKS_TOKEN=dapib3c48d2ae89b9c1ffb013ce94e1af408', covers: 'dapib3c48d2ae89b9c1ffb013ce94e1af408' },
      { text: 'DATABRICKS_TOKEN=dapib3c48d2ae89b9c1ff\nb013ce94e1af408', covers: 'dapib3c48d2ae89b9c1ff\nb013ce94e1af408' },
      { text: 'token = "dapi461c58790dd2cfb8a5f1b461595919cb-2"', covers: 'dapi461c58790dd2cfb8a5f1b461595919cb-2' },
    ],
    ignore: ['dapi589f6aec38bcacf836ed', 'dapiVersion = 2'],
  },
});

export const DATABRICKS = provider('databricks', 'Databricks', [token]);
