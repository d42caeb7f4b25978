/** Own examples of the rules in discord.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'discord-bot-token': {
    match: [
      { text: 'bot.run("MTE5ODc2NTQzMjEwOTg3NjU0Mw.Gf0Lbb.kBh3PW4VkyfrgDLahSIIymJIIBJuJSO-j5WMgm")', covers: 'MTE5ODc2NTQzMjEwOTg3NjU0Mw.Gf0Lbb.kBh3PW4VkyfrgDLahSIIymJIIBJuJSO-j5WMgm' },
      { text: 'DISCORD_BOT_TOKEN=OTg3NjU0MzIxMDk4NzY1NDMy.y0W4M6.rpaDxcNasqjBYJLUnhXFS9MHxgL', covers: 'OTg3NjU0MzIxMDk4NzY1NDMy.y0W4M6.rpaDxcNasqjBYJLUnhXFS9MHxgL' },
    ],
    ignore: ['bot version Mozilla5x0WindowsNTx10x0Win64.x64abc.AppleWebKitx537x36KHTMLlikeGecko', 'bot: MTIz.abcdef.cHIlBiQtuWRvgvuVOfVkwDcYcxue8h'],
  },
  'discord-webhook-url': {
    match: [
      {
        text: 'DISCORD_WEBHOOK=https://discord.com/api/webhooks/0016534077711787161/5bEk4RYmoZIzDVBu9dI9v_bbY8Zn6icpE0Wr0CvUeATh68xRhePj1TRRpHVd2VK50gcT',
        covers: 'https://discord.com/api/webhooks/0016534077711787161/5bEk4RYmoZIzDVBu9dI9v_bbY8Zn6icpE0Wr0CvUeATh68xRhePj1TRRpHVd2VK50gcT',
      },
    ],
    ignore: ['https://discord.com/api/webhooks/{id}/{token}', 'https://discord.com/developers/docs/resources/webhook'],
  },
  'discord-client-secret': {
    match: [
      { text: 'DISCORD_CLIENT_SECRET=i0MG3NClJkWR1JwmO5f-vY3JgwXge0ug', covers: 'i0MG3NClJkWR1JwmO5f-vY3JgwXge0ug' },
      { text: 'DISCORD_CLIENT_SECRET=i0MG3NClJkWR1JwmO5f\n-vY3JgwXge0ug', covers: 'i0MG3NClJkWR1JwmO5f\n-vY3JgwXge0ug' },
    ],
    ignore: ['discord=00000000000000000000000000000000', 'DISCORD_CLIENT_SECRET=your-client-secret'],
  },
};
