/** Own examples of the rules in square.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'square-access-token': {
    match: [
      { text: 'SQUARE_ACCESS_TOKEN=EAAAmFFJSjdWJscp7GdyZtrsS6KKL22arl-_XvmyXkWlTSKoLGg7tvIFQ7ulWzYn', covers: 'EAAAmFFJSjdWJscp7GdyZtrsS6KKL22arl-_XvmyXkWlTSKoLGg7tvIFQ7ulWzYn' },
      { text: 'SQUARE_ACCESS_TOKEN=EAAAmFFJSjdWJscp7GdyZtrsS6KKL22arl-_Xv\nmyXkWlTSKoLGg7tvIFQ7ulWzYn', covers: 'EAAAmFFJSjdWJscp7GdyZtrsS6KKL22arl-_Xv\nmyXkWlTSKoLGg7tvIFQ7ulWzYn' },
      { text: "client_secret: 'sq0csp-dxgJMJnd3xeq0eCkjkqPgh1Hzhy1v2qLmMEAHfk0K0u'", covers: 'sq0csp-dxgJMJnd3xeq0eCkjkqPgh1Hzhy1v2qLmMEAHfk0K0u' },
      { text: 'sq0atp-EY4Dh8bbznz10anLZk2qWI', covers: 'sq0atp-EY4Dh8bbznz10anLZk2qWI' },
    ],
    ignore: ['EAAAlp2zOvjhZLE883gmQ7YJc9rG5oCB7T', 'sq0atp-XXXXXXXXXXXXXXXXXXXXXX'],
  },
};
