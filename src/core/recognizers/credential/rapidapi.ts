/** RapidAPI credentials, in the format the provider documents publicly. */
import { END_URLSAFE, LABEL_VIEWS, URLSAFE, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'rapidapi-key',
  description: 'RapidAPI key',
  label: 'RAPIDAPI_KEY',
  keywords: ['rapidapi'],
  patterns: [labelled('(?:x[_-]?)?rapid[_ .-]?api', run(URLSAFE, 50), END_URLSAFE)],
  views: LABEL_VIEWS,
  minEntropy: 3.3,
  confidence: 0.9,
});

export const RAPIDAPI = provider('rapidapi', 'RapidAPI', [rule1]);
