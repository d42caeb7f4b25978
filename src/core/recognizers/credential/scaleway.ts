/** Scaleway credentials, in the format the provider documents publicly. */
import { END, LABEL_VIEWS, START, UUID, credential, labelled, near, pattern, provider, run } from './_rule';

const rule1 = credential({
  id: 'scaleway-access-key',
  description: 'Scaleway access key',
  label: 'SCALEWAY_KEY',
  keywords: ['scw'],
  patterns: [pattern(START, 'SCW', run('[A-Z0-9]', 17), END)],
  minEntropy: 3,
  check: (_value, ctx) => near(ctx, /scaleway|scw[_ -]?secret|scw_access/i),
  confidence: 0.95,
});

const rule2 = credential({
  id: 'scaleway-secret-key',
  description: 'Scaleway secret key',
  label: 'SCALEWAY_KEY',
  keywords: ['scw'],
  patterns: [labelled('scw', UUID)],
  views: LABEL_VIEWS,
  minEntropy: 2.5,
  confidence: 0.9,
});

export const SCALEWAY = provider('scaleway', 'Scaleway', [rule1, rule2]);
