/** Hex.pm credentials, in the format the provider documents publicly. */
import { HEX, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'hex-pm-api-key',
  description: 'Hex.pm API key',
  label: 'HEX_PM_KEY',
  keywords: ['hex'],
  patterns: [labelled('hex[_ .-]?(?:pm|api)', run(HEX, 32))],
  views: LABEL_VIEWS,
  minEntropy: 3,
  confidence: 0.9,
});

export const HEX_PM = provider('hex-pm', 'Hex.pm', [rule1]);
