/** Weights & Biases credentials, in the format the provider documents publicly. */
import { HEX, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'wandb-api-key',
  description: 'Weights & Biases API key',
  label: 'WANDB_KEY',
  keywords: ['wandb'],
  patterns: [labelled('wandb', run(HEX, 40))],
  views: LABEL_VIEWS,
  minEntropy: 3,
  confidence: 0.9,
});

export const WANDB = provider('wandb', 'Weights & Biases', [rule1]);
