/** AssemblyAI credentials, in the format the provider documents publicly. */
import { HEX, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'assemblyai-api-key',
  description: 'AssemblyAI API key',
  label: 'ASSEMBLYAI_KEY',
  keywords: ['assembly'],
  patterns: [labelled('assembly[_ .-]?ai', run(HEX, 32))],
  views: LABEL_VIEWS,
  minEntropy: 3,
  confidence: 0.9,
});

export const ASSEMBLYAI = provider('assemblyai', 'AssemblyAI', [rule1]);
