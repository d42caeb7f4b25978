/** Own examples of the rules in telegram.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'telegram-bot-token': {
    match: [
      { text: 'TELEGRAM_BOT_TOKEN=6035050010:AAp6-_HLlSne_s33pk6TD2XwMaOAMqXXd9Z', covers: '6035050010:AAp6-_HLlSne_s33pk6TD2XwMaOAMqXXd9Z' },
      { text: 'TELEGRAM_BOT_TOKEN=6035050010:AAp6-_HLlSne_s33 pk6TD2XwMaOAMqXXd9Z', covers: '6035050010:AAp6-_HLlSne_s33 pk6TD2XwMaOAMqXXd9Z' },
      { text: 'https://api.telegram.org/bot179874227:AAYYj7T10wfMsMkzbera_CljjF8-lgLZw95/sendMessage', covers: '179874227:AAYYj7T10wfMsMkzbera_CljjF8-lgLZw95' },
    ],
    ignore: ['9413:AAQ_DJwV1gWfJ-Z7zAuCJti7ZQgmbpQHG9G', 'at 10:AA the meeting starts', '2545077894:AAuoi7Pq-_x-LZJ0mA-dWfO5HmvM6sCmcquSrqfn9F'],
  },
};
