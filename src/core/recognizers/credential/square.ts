/** Square access tokens (EAAA…, sq0atp-) and OAuth application secrets (sq0csp-). */
import { END_URLSAFE, START_URLSAFE, URLSAFE, credential, pattern, provider, run } from './_rule';

const token = credential({
  id: 'square-access-token',
  description: 'Square access token or application secret',
  label: 'SQUARE_TOKEN',
  keywords: ['eaaa', 'sq0atp-', 'sq0csp-'],
  patterns: [
    pattern(START_URLSAFE, 'EAAA', run(URLSAFE, 60), END_URLSAFE),
    pattern(START_URLSAFE, 'sq0atp-', run(URLSAFE, 22), END_URLSAFE),
    pattern(START_URLSAFE, 'sq0csp-', run(URLSAFE, 43), END_URLSAFE),
  ],
  minEntropy: 3.5,
  confidence: 0.98,
  examples: {
    match: [
      { text: 'SQUARE_ACCESS_TOKEN=EAAAmFFJSjdWJscp7GdyZtrsS6KKL22arl-_XvmyXkWlTSKoLGg7tvIFQ7ulWzYn', covers: 'EAAAmFFJSjdWJscp7GdyZtrsS6KKL22arl-_XvmyXkWlTSKoLGg7tvIFQ7ulWzYn' },
      { text: 'SQUARE_ACCESS_TOKEN=EAAAmFFJSjdWJscp7GdyZtrsS6KKL22arl-_Xv\nmyXkWlTSKoLGg7tvIFQ7ulWzYn', covers: 'EAAAmFFJSjdWJscp7GdyZtrsS6KKL22arl-_Xv\nmyXkWlTSKoLGg7tvIFQ7ulWzYn' },
      { text: "client_secret: 'sq0csp-dxgJMJnd3xeq0eCkjkqPgh1Hzhy1v2qLmMEAHfk0K0u'", covers: 'sq0csp-dxgJMJnd3xeq0eCkjkqPgh1Hzhy1v2qLmMEAHfk0K0u' },
      { text: 'sq0atp-EY4Dh8bbznz10anLZk2qWI', covers: 'sq0atp-EY4Dh8bbznz10anLZk2qWI' },
    ],
    ignore: ['EAAAlp2zOvjhZLE883gmQ7YJc9rG5oCB7T', 'sq0atp-XXXXXXXXXXXXXXXXXXXXXX'],
  },
});

export const SQUARE = provider('square', 'Square', [token]);
