/** Kakao credentials, in the format the provider documents publicly. */
import { HEX, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'kakao-rest-api-key',
  description: 'Kakao REST API key',
  label: 'KAKAO_KEY',
  keywords: ['kakao'],
  patterns: [labelled('kakao', run(HEX, 32))],
  views: LABEL_VIEWS,
  minEntropy: 3,
  confidence: 0.9,
});

export const KAKAO = provider('kakao', 'Kakao', [rule1]);
