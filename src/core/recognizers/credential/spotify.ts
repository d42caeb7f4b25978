/** Spotify credentials, in the format the provider documents publicly. */
import { HEX, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'spotify-client-secret',
  description: 'Spotify client secret',
  label: 'SPOTIFY_KEY',
  keywords: ['spotify'],
  patterns: [labelled('spotify', run(HEX, 32))],
  views: LABEL_VIEWS,
  minEntropy: 3,
  confidence: 0.9,
});

export const SPOTIFY = provider('spotify', 'Spotify', [rule1]);
