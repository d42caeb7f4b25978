/** Adyen credentials, in the format the provider documents publicly. */
import { START, credential, pattern, provider, span } from './_rule';

const rule1 = credential({
  id: 'adyen-api-key',
  description: 'Adyen API key',
  label: 'ADYEN_KEY',
  keywords: ['aqe'],
  patterns: [pattern('(?<![A-Za-z0-9+/])', 'AQE', span('[A-Za-z0-9+/_=.-]', 100, 300), '(?![A-Za-z0-9+/_=.-])')],
  minEntropy: 3,
  confidence: 0.95,
});

export const ADYEN = provider('adyen', 'Adyen', [rule1]);
