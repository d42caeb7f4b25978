/** Azure OpenAI credentials, in the format the provider documents publicly. */
import { HEX, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'azure-openai-api-key',
  description: 'Azure OpenAI API key',
  label: 'AZURE_OPENAI_KEY',
  keywords: ['openai'],
  patterns: [labelled('azure[_ .-]?openai', run(HEX, 32))],
  views: LABEL_VIEWS,
  minEntropy: 3,
  confidence: 0.9,
});

export const AZURE_OPENAI = provider('azure-openai', 'Azure OpenAI', [rule1]);
