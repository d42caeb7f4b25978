/** Huawei Cloud credentials, in the format the provider documents publicly. */
import { ALNUM, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'huawei-secret-key',
  description: 'Huawei Cloud secret access key',
  label: 'HUAWEI_KEY',
  keywords: ['huawei'],
  patterns: [labelled('huawei', run(ALNUM, 40))],
  views: LABEL_VIEWS,
  minEntropy: 3.3,
  confidence: 0.9,
});

export const HUAWEI = provider('huawei', 'Huawei Cloud', [rule1]);
