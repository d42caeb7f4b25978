/** Expo credentials, in the format the provider documents publicly. */
import { END_URLSAFE, LABEL_VIEWS, URLSAFE, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'expo-access-token',
  description: 'Expo access token',
  label: 'EXPO_KEY',
  keywords: ['expo'],
  patterns: [labelled('expo', run(URLSAFE, 40), END_URLSAFE)],
  views: LABEL_VIEWS,
  minEntropy: 3.3,
  confidence: 0.9,
});

export const EXPO = provider('expo', 'Expo', [rule1]);
