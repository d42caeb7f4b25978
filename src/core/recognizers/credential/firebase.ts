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
  examples: {
    match: [
      { text: 'Authorization: key=AAAAq9UowYi:APA91bbApohrU_jK_FT2K1l2ALRNwjO34gK5vME-mbIhjva2j6oz8PFSlGQtwfhE49DLKEb78KlrXRPXhrVUc8cghHcUmIx4bM18oHxd79ZhUPozVR88-ivM-qUrMvwOR-kqxWoDoa6P', covers: 'AAAAq9UowYi:APA91bbApohrU_jK_FT2K1l2ALRNwjO34gK5vME-mbIhjva2j6oz8PFSlGQtwfhE49DLKEb78KlrXRPXhrVUc8cghHcUmIx4bM18oHxd79ZhUPozVR88-ivM-qUrMvwOR-kqxWoDoa6P' },
      { text: 'Authorization: key=AAAAq9UowYi:APA91bbApohrU_jK_FT2K1l2ALRNwjO34gK5vME-mbIhjva2j6oz8PFSlGQtwfhE49DLKEb78KlrXRP\nXhrVUc8cghHcUmIx4bM18oHxd79ZhUPozVR88-ivM-qUrMvwOR-kqxWoDoa6P', covers: 'AAAAq9UowYi:APA91bbApohrU_jK_FT2K1l2ALRNwjO34gK5vME-mbIhjva2j6oz8PFSlGQtwfhE49DLKEb78KlrXRP\nXhrVUc8cghHcUmIx4bM18oHxd79ZhUPozVR88-ivM-qUrMvwOR-kqxWoDoa6P' },
    ],
    ignore: ['key=AAAAk6vu9ZW:APA91buYYmlfI1BaJaPeOkMYAi'],
  },
});

export const FIREBASE = provider('firebase', 'Firebase', [serverKey]);
