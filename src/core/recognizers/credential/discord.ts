/**
 * Discord bot tokens (base64 user id . timestamp . HMAC), webhook URLs and client secrets. A bot
 * token's first segment decodes to the bot's numeric id, which rules out look-alike dotted strings.
 */
import { END_URLSAFE, LABEL_VIEWS, START_URLSAFE, URLSAFE, credential, labelled, pattern, provider, run } from './_rule';
import { decodeBase64 } from '../../engine/decoders';

const botToken = credential({
  id: 'discord-bot-token',
  description: 'Discord bot token',
  label: 'DISCORD_TOKEN',
  keywords: ['discord', 'bot', 'token'],
  patterns: [pattern(START_URLSAFE, '[MNO][A-Za-z0-9_-]{23,27}\\.[A-Za-z0-9_-]{6}\\.[A-Za-z0-9_-]{27,38}', END_URLSAFE)],
  minEntropy: 3.5,
  check: (value) => /^\d{17,20}$/.test(decodeBase64(value.slice(0, value.indexOf('.'))) ?? ''),
  confidence: 0.97,
});

const webhook = credential({
  id: 'discord-webhook-url',
  description: 'Discord webhook URL',
  label: 'DISCORD_WEBHOOK',
  keywords: ['discord'],
  patterns: [pattern('(?:https?://)?(?:ptb\\.|canary\\.)?discord(?:app)?\\.com/api/webhooks/[0-9]{17,20}/', run(URLSAFE, 68), END_URLSAFE)],
  minEntropy: 3.5,
  confidence: 0.98,
});

const clientSecret = credential({
  id: 'discord-client-secret',
  description: 'Discord OAuth client secret',
  label: 'DISCORD_TOKEN',
  keywords: ['discord'],
  patterns: [labelled('discord', run(URLSAFE, 32), END_URLSAFE)],
  views: LABEL_VIEWS,
  minEntropy: 3.5,
  confidence: 0.9,
});

export const DISCORD = provider('discord', 'Discord', [botToken, webhook, clientSecret]);
