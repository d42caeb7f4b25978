/** Own examples of the rules in databricks.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'databricks-access-token': {
    match: [
      { text: 'DATABRICKS_TOKEN=dapib3c48d2ae89b9c1ffb013ce94e1af408', covers: 'dapib3c48d2ae89b9c1ffb013ce94e1af408' },
      { text: 'DATABRICKS_TOKEN=dapib3c48d2ae89b9c1ff\nb013ce94e1af408', covers: 'dapib3c48d2ae89b9c1ff\nb013ce94e1af408' },
      { text: 'token = "dapi461c58790dd2cfb8a5f1b461595919cb-2"', covers: 'dapi461c58790dd2cfb8a5f1b461595919cb-2' },
    ],
    ignore: ['dapi589f6aec38bcacf836ed', 'dapiVersion = 2'],
  },
};
