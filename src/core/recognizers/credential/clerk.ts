/** Clerk credentials, in the format the provider documents publicly. */
import { ALNUM, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'clerk-secret-key',
  description: 'Clerk secret key',
  label: 'CLERK_KEY',
  keywords: ['clerk'],
  patterns: [labelled('clerk', `sk_(?:live|test)_${run(ALNUM, 40)}`)],
  views: LABEL_VIEWS,
  minEntropy: 3,
  confidence: 0.95,
});

export const CLERK = provider('clerk', 'Clerk', [rule1]);
