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
  examples: {
    match: [
      { text: 'bot.run("MTE5ODc2NTQzMjEwOTg3NjU0Mw.Gf0Lbb.kBh3PW4VkyfrgDLahSIIymJIIBJuJSO-j5WMgm")', covers: 'MTE5ODc2NTQzMjEwOTg3NjU0Mw.Gf0Lbb.kBh3PW4VkyfrgDLahSIIymJIIBJuJSO-j5WMgm' },
      { text: 'DISCORD_BOT_TOKEN=OTg3NjU0MzIxMDk4NzY1NDMy.y0W4M6.rpaDxcNasqjBYJLUnhXFS9MHxgL', covers: 'OTg3NjU0MzIxMDk4NzY1NDMy.y0W4M6.rpaDxcNasqjBYJLUnhXFS9MHxgL' },
    ],
    ignore: ['bot version Mozilla5x0WindowsNTx10x0Win64.x64abc.AppleWebKitx537x36KHTMLlikeGecko', 'bot: MTIz.abcdef.cHIlBiQtuWRvgvuVOfVkwDcYcxue8h'],
  },
});

const webhook = credential({
  id: 'discord-webhook-url',
  description: 'Discord webhook URL',
  label: 'DISCORD_WEBHOOK',
  keywords: ['discord'],
  patterns: [pattern('(?:https?://)?(?:ptb\\.|canary\\.)?discord(?:app)?\\.com/api/webhooks/[0-9]{17,20}/', run(URLSAFE, 68), END_URLSAFE)],
  minEntropy: 3.5,
  confidence: 0.98,
  examples: {
    match: [
      {
        text: 'DISCORD_WEBHOOK=https://discord.com/api/webhooks/0016534077711787161/5bEk4RYmoZIzDVBu9dI9v_bbY8Zn6icpE0Wr0CvUeATh68xRhePj1TRRpHVd2VK50gcT',
        covers: 'https://discord.com/api/webhooks/0016534077711787161/5bEk4RYmoZIzDVBu9dI9v_bbY8Zn6icpE0Wr0CvUeATh68xRhePj1TRRpHVd2VK50gcT',
      },
    ],
    ignore: ['https://discord.com/api/webhooks/{id}/{token}', 'https://discord.com/developers/docs/resources/webhook'],
  },
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
  examples: {
    match: [
      { text: 'DISCORD_CLIENT_SECRET=i0MG3NClJkWR1JwmO5f-vY3JgwXge0ug', covers: 'i0MG3NClJkWR1JwmO5f-vY3JgwXge0ug' },
      { text: 'DISCORD_CLIENT_SECRET=i0MG3NClJkWR1JwmO5f\n-vY3JgwXge0ug', covers: 'i0MG3NClJkWR1JwmO5f\n-vY3JgwXge0ug' },
    ],
    ignore: ['discord=00000000000000000000000000000000', 'DISCORD_CLIENT_SECRET=your-client-secret'],
  },
});

export const DISCORD = provider('discord', 'Discord', [botToken, webhook, clientSecret]);
