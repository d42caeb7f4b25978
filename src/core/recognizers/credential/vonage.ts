/** Vonage (Nexmo) credentials, in the format the provider documents publicly. */
import { ALNUM, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'vonage-api-secret',
  description: 'Vonage API secret',
  label: 'VONAGE_KEY',
  keywords: ['vonage', 'nexmo'],
  patterns: [labelled('(?:vonage|nexmo)', run(ALNUM, 16))],
  views: LABEL_VIEWS,
  minEntropy: 3.3,
  confidence: 0.9,
});

export const VONAGE = provider('vonage', 'Vonage (Nexmo)', [rule1]);
