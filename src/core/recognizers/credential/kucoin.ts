/** KuCoin credentials, in the format the provider documents publicly. */
import { LABEL_VIEWS, UUID, credential, labelled, provider } from './_rule';

const rule1 = credential({
  id: 'kucoin-api-secret',
  description: 'KuCoin API secret',
  label: 'KUCOIN_KEY',
  keywords: ['kucoin'],
  patterns: [labelled('kucoin', UUID)],
  views: LABEL_VIEWS,
  minEntropy: 2.5,
  confidence: 0.9,
});

export const KUCOIN = provider('kucoin', 'KuCoin', [rule1]);
