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
});

export const TELEGRAM = provider('telegram', 'Telegram', [botToken]);
