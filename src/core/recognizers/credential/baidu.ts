/** Baidu Cloud credentials, in the format the provider documents publicly. */
import { ALNUM, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'baidu-secret-key',
  description: 'Baidu Cloud secret key',
  label: 'BAIDU_KEY',
  keywords: ['baidu'],
  patterns: [labelled('baidu', run(ALNUM, 32))],
  views: LABEL_VIEWS,
  minEntropy: 3.3,
  confidence: 0.9,
});

export const BAIDU = provider('baidu', 'Baidu Cloud', [rule1]);
