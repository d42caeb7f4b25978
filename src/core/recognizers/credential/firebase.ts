/** Firebase Cloud Messaging legacy server keys: AAAA + 7, ":APA91b" and about 134 more characters. */
import { END_URLSAFE, START_URLSAFE, URLSAFE, credential, pattern, provider, span } from './_rule';

const serverKey = credential({
  id: 'firebase-cloud-messaging-server-key',
  description: 'Firebase Cloud Messaging server key',
  label: 'FIREBASE_KEY',
  keywords: [':apa91b'],
  patterns: [pattern(START_URLSAFE, 'AAAA[A-Za-z0-9_-]{7}:APA91b', span(URLSAFE, 120, 200), END_URLSAFE)],
  minEntropy: 4,
  confidence: 0.99,
});

export const FIREBASE = provider('firebase', 'Firebase', [serverKey]);
