/** ngrok credentials, in the format the provider documents publicly. */
import { ALNUM, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'ngrok-authtoken',
  description: 'ngrok authtoken',
  label: 'NGROK_KEY',
  keywords: ['ngrok'],
  patterns: [labelled('ngrok', `[0-9][A-Za-z0-9]{26}_${run(ALNUM, 21)}`)],
  views: LABEL_VIEWS,
  minEntropy: 3,
  confidence: 0.95,
});

export const NGROK = provider('ngrok', 'ngrok', [rule1]);
