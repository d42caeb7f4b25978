/** Twitch credentials, in the format the provider documents publicly. */
import { LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'twitch-api-token',
  description: 'Twitch API token',
  label: 'TWITCH_KEY',
  keywords: ['twitch'],
  patterns: [labelled('twitch', run('[a-z0-9]', 30))],
  views: LABEL_VIEWS,
  minEntropy: 3,
  confidence: 0.9,
});

export const TWITCH = provider('twitch', 'Twitch', [rule1]);
