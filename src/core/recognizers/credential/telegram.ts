/** Telegram bot tokens: the bot's numeric id, a colon and 35 characters starting with "AA". */
import { END_URLSAFE, URLSAFE, credential, pattern, provider, run } from './_rule';

const botToken = credential({
  id: 'telegram-bot-token',
  description: 'Telegram bot token',
  label: 'TELEGRAM_TOKEN',
  keywords: [':aa'],
  patterns: [pattern('(?<![0-9])', '[0-9]{8,10}:AA', run(URLSAFE, 33), END_URLSAFE)],
  minEntropy: 3.5,
  confidence: 0.97,
  examples: {
    match: [
      { text: 'TELEGRAM_BOT_TOKEN=6035050010:AAp6-_HLlSne_s33pk6TD2XwMaOAMqXXd9Z', covers: '6035050010:AAp6-_HLlSne_s33pk6TD2XwMaOAMqXXd9Z' },
      { text: 'TELEGRAM_BOT_TOKEN=6035050010:AAp6-_HLlSne_s33 pk6TD2XwMaOAMqXXd9Z', covers: '6035050010:AAp6-_HLlSne_s33 pk6TD2XwMaOAMqXXd9Z' },
      { text: 'https://api.telegram.org/bot179874227:AAYYj7T10wfMsMkzbera_CljjF8-lgLZw95/sendMessage', covers: '179874227:AAYYj7T10wfMsMkzbera_CljjF8-lgLZw95' },
    ],
    ignore: ['9413:AAQ_DJwV1gWfJ-Z7zAuCJti7ZQgmbpQHG9G', 'at 10:AA the meeting starts', '2545077894:AAuoi7Pq-_x-LZJ0mA-dWfO5HmvM6sCmcquSrqfn9F'],
  },
});

export const TELEGRAM = provider('telegram', 'Telegram', [botToken]);
