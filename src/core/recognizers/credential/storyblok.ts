/** Storyblok credentials, in the format the provider documents publicly. */
import { ALNUM, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'storyblok-access-token',
  description: 'Storyblok access token',
  label: 'STORYBLOK_KEY',
  keywords: ['storyblok'],
  patterns: [labelled('storyblok', run(ALNUM, 24))],
  views: LABEL_VIEWS,
  minEntropy: 3.3,
  confidence: 0.9,
});

export const STORYBLOK = provider('storyblok', 'Storyblok', [rule1]);
