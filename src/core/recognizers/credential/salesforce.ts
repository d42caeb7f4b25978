/** Salesforce credentials, in the format the provider documents publicly. */
import { ALNUM, START, credential, pattern, provider, run, span } from './_rule';

const rule1 = credential({
  id: 'salesforce-access-token',
  description: 'Salesforce session ID / access token',
  label: 'SALESFORCE_KEY',
  keywords: ['00d'],
  patterns: [pattern(START, '00D', run(ALNUM, 12), '!', span('[A-Za-z0-9._]', 90, 110), '(?![A-Za-z0-9._])')],
  minEntropy: 3,
  confidence: 0.95,
});

export const SALESFORCE = provider('salesforce', 'Salesforce', [rule1]);
