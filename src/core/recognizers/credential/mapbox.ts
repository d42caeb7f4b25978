/** Mapbox secret access tokens: sk. + base64 JSON + . + signature. Public tokens (pk.) are meant to be shared and are not matched. */
import { END_URLSAFE, START, URLSAFE, credential, pattern, provider, span } from './_rule';

const secretToken = credential({
  id: 'mapbox-secret-token',
  description: 'Mapbox secret access token',
  label: 'MAPBOX_TOKEN',
  keywords: ['sk.eyj'],
  patterns: [pattern(START, 'sk\\.eyJ', span(URLSAFE, 50, 300), '\\.', span(URLSAFE, 20, 40), END_URLSAFE)],
  minEntropy: 4,
  confidence: 0.99,
});

export const MAPBOX = provider('mapbox', 'Mapbox', [secretToken]);
