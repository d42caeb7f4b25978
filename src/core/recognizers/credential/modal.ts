/** Modal credentials, in the format the provider documents publicly. */
import { ALNUM, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'modal-token',
  description: 'Modal token id or secret',
  label: 'MODAL_KEY',
  keywords: ['modal'],
  patterns: [labelled('modal[_ .-]?token', `a[ks]-${run(ALNUM, 22)}`)],
  views: LABEL_VIEWS,
  minEntropy: 3,
  confidence: 0.95,
});

export const MODAL = provider('modal', 'Modal', [rule1]);
