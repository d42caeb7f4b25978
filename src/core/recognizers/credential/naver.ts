/** Naver credentials, in the format the provider documents publicly. */
import { ALNUM, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'naver-client-secret',
  description: 'Naver client secret',
  label: 'NAVER_KEY',
  keywords: ['naver'],
  patterns: [labelled('naver', run(ALNUM, 10))],
  views: LABEL_VIEWS,
  minEntropy: 3.3,
  confidence: 0.9,
});

export const NAVER = provider('naver', 'Naver', [rule1]);
