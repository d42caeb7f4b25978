/** Contentful personal access tokens (CFPAT-) and delivery / management tokens next to a Contentful label. */
import { END_URLSAFE, START, URLSAFE, credential, labelled, pattern, provider, run } from './_rule';

const token = credential({
  id: 'contentful-access-token',
  description: 'Contentful access token',
  label: 'CONTENTFUL_TOKEN',
  keywords: ['cfpat-', 'contentful'],
  patterns: [pattern(START, 'CFPAT-', run(URLSAFE, 43), END_URLSAFE), labelled('contentful', run(URLSAFE, 43), END_URLSAFE)],
  minEntropy: 3.5,
  confidence: 0.96,
});

export const CONTENTFUL = provider('contentful', 'Contentful', [token]);
