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
  examples: {
    match: [
      { text: 'CONTENTFUL_MANAGEMENT_TOKEN=CFPAT-MBNG_adLVThD2yOlPKbdfHfJrMFbWmrK7XBo00ELfSV', covers: 'CFPAT-MBNG_adLVThD2yOlPKbdfHfJrMFbWmrK7XBo00ELfSV' },
      { text: 'CONTENTFUL_MANAGEMENT_TOKEN=CFPAT-MBNG_adLVThD2yOlPKbdfHf JrMFbWmrK7XBo00ELfSV', covers: 'CFPAT-MBNG_adLVThD2yOlPKbdfHf JrMFbWmrK7XBo00ELfSV' },
      { text: 'contentful_delivery_token: yyrwzLdr2nAm_CO810m6SqbKty7ElqLiX40ePbFwXxi', covers: 'yyrwzLdr2nAm_CO810m6SqbKty7ElqLiX40ePbFwXxi' },
    ],
    ignore: ['CFPAT-qTuVcsyn-oYUyBAWNf6g', 'CONTENTFUL_SPACE_ID=abc123'],
  },
});

export const CONTENTFUL = provider('contentful', 'Contentful', [token]);
