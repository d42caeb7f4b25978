/**
 * Slack: bot, user, app-level, configuration and legacy tokens (xoxb-, xoxp-, xoxe-, xapp-,
 * xoxa-, xoxr-, xoxo-, xoxs-) and incoming-webhook URLs, whose path is itself the secret.
 */
import { ALNUM, END, END_URLSAFE, START, credential, pattern, provider, run, span } from './_rule';

/** A digit as OCR may read it (0↔O, 1↔l/I, 5↔S, 8↔B): the numeric groups of a bot token are still its. */
const OCR_DIGIT = '[0-9OolIS|B]';

const bot = credential({
  id: 'slack-bot-token',
  description: 'Slack bot token',
  label: 'SLACK_TOKEN',
  keywords: ['xoxb'],
  patterns: [
    pattern(START, `xoxb-${OCR_DIGIT}{10,13}-${OCR_DIGIT}{10,13}-`, span(ALNUM, 20, 40), END),
    pattern(START, `xoxb-${OCR_DIGIT}{8,14}-`, span(ALNUM, 18, 26), END),
  ],
  minEntropy: 3,
  confidence: 0.98,
  examples: {
    match: [
      { text: 'SLACK_BOT_TOKEN=xoxb-936072936042-3975609206569-bVdn4Pdeat0Q2LOzqKTuW4z6', covers: 'xoxb-936072936042-3975609206569-bVdn4Pdeat0Q2LOzqKTuW4z6' },
      { text: 'SLACK_BOT_TOKEN=xoxb-936072936042-3975609206569-b\nVdn4Pdeat0Q2LOzqKTuW4z6', covers: 'xoxb-936072936042-3975609206569-b\nVdn4Pdeat0Q2LOzqKTuW4z6' },
      { text: '"bot_token": "xoxb-586752263077-fQdr6YMTEI16kzbhXuD1Bq1G"', covers: 'xoxb-586752263077-fQdr6YMTEI16kzbhXuD1Bq1G' },
      { text: 'OCR: xoxb-68520939676-862386l6O6-tLEskel6n2bjmVl2KQGyTHlO', covers: 'xoxb-68520939676-862386l6O6-tLEskel6n2bjmVl2KQGyTHlO' },
    ],
    ignore: ['xoxb-xxxxxxxxx-xxxxxxxxxx-xxxxxxxxxxxx', 'xoxb-12345-abcd234', 'xoxb-xoxb-my-bot-token', 'xoxb-Slack_BOT_TOKEN'],
  },
});

const user = credential({
  id: 'slack-user-token',
  description: 'Slack user token',
  label: 'SLACK_TOKEN',
  keywords: ['xoxp-', 'xoxe-'],
  patterns: [pattern(START, 'xox[pe](?:-[0-9]{10,13}){3}-', span(ALNUM, 28, 34), END)],
  minEntropy: 2,
  confidence: 0.98,
  examples: {
    match: [
      { text: '"user_token": "xoxp-60776483938-613804274723-54931473849-5ac9718806c08e0eb6c6e914f31f9546"', covers: 'xoxp-60776483938-613804274723-54931473849-5ac9718806c08e0eb6c6e914f31f9546' },
      { text: '"user_token": "xoxp-60776483938-613804274723-54931473849-5a c9718806c08e0eb6c6e914f31f9546"', covers: 'xoxp-60776483938-613804274723-54931473849-5a c9718806c08e0eb6c6e914f31f9546' },
      { text: 'url_private?t=xoxe-2957921620804-2317820311503-4273951025634-1862dc084ee0078fc140816d9baa5cd3', covers: 'xoxe-2957921620804-2317820311503-4273951025634-1862dc084ee0078fc140816d9baa5cd3' },
    ],
    ignore: ['"token1": "xoxp-1234567890"', 'xoxp-XXXXXXXXXX-XXXXXXXXXX-XXXXXXXXXXX-XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX'],
  },
});

const app = credential({
  id: 'slack-app-token',
  description: 'Slack app-level token',
  label: 'SLACK_TOKEN',
  keywords: ['xapp-'],
  patterns: [pattern(START, 'xapp-[0-9]-[A-Z0-9]{6,20}-[0-9]{6,20}-', span('[a-zA-Z0-9]', 32, 128), END)],
  minEntropy: 3,
  confidence: 0.98,
  examples: {
    match: [
      { text: 'SLACK_APP_TOKEN=xapp-1-AMA2WLSDB1V-3975609206569-cdeefa6e157d2cb9226577a775c87c1aa8048f9b6d2f1c7413e45a19c700b0f4', covers: 'xapp-1-AMA2WLSDB1V-3975609206569-cdeefa6e157d2cb9226577a775c87c1aa8048f9b6d2f1c7413e45a19c700b0f4' },
      { text: 'SLACK_APP_TOKEN=xapp-1-AMA2WLSDB1V-3975609206569-cdeefa6e157d2cb9226577a77\n5c87c1aa8048f9b6d2f1c7413e45a19c700b0f4', covers: 'xapp-1-AMA2WLSDB1V-3975609206569-cdeefa6e157d2cb9226577a77\n5c87c1aa8048f9b6d2f1c7413e45a19c700b0f4' },
    ],
    ignore: ['xapp-1-A0000000-0000-short'],
  },
});

const config = credential({
  id: 'slack-config-token',
  description: 'Slack configuration access or refresh token',
  label: 'SLACK_TOKEN',
  keywords: ['xoxe.xox', 'xoxe-'],
  patterns: [
    pattern(START, 'xoxe\\.xox[bp]-[0-9]-', span(ALNUM, 163, 166), END),
    pattern(START, 'xoxe-[0-9]-', run(ALNUM, 146), END),
  ],
  minEntropy: 3,
  confidence: 0.98,
  examples: {
    match: [
      { text: '"access_token": "xoxe.xoxp-1-yHGL9pkdo3NSBUttpLzCdktTDWO3ZksHns3uikE9KevpKDUTDT8bvgmHsBDZQPlDBaVqzgu4YsK9wF3oFCaUjisNMB0Hmyzf8er0qLTaRUXvzFmnR45whxpmvnWMHeyrmZrhsLpX0ahvgKtMrpeC4IBdcm1iwUWuhFZ"', covers: 'xoxe.xoxp-1-yHGL9pkdo3NSBUttpLzCdktTDWO3ZksHns3uikE9KevpKDUTDT8bvgmHsBDZQPlDBaVqzgu4YsK9wF3oFCaUjisNMB0Hmyzf8er0qLTaRUXvzFmnR45whxpmvnWMHeyrmZrhsLpX0ahvgKtMrpeC4IBdcm1iwUWuhFZ' },
      { text: '"access_token": "xoxe.xoxp-1-yHGL9pkdo3NSBUttpLzCdktTDWO3ZksHns3uikE9KevpKDUTDT8bvgmHsBDZQPlDBaVqzgu4YsK9wF3oFCaUjisNMB0Hm yzf8er0qLTaRUXvzFmnR45whxpmvnWMHeyrmZrhsLpX0ahvgKtMrpeC4IBdcm1iwUWuhFZ"', covers: 'xoxe.xoxp-1-yHGL9pkdo3NSBUttpLzCdktTDWO3ZksHns3uikE9KevpKDUTDT8bvgmHsBDZQPlDBaVqzgu4YsK9wF3oFCaUjisNMB0Hm yzf8er0qLTaRUXvzFmnR45whxpmvnWMHeyrmZrhsLpX0ahvgKtMrpeC4IBdcm1iwUWuhFZ' },
      { text: '"refresh_token": "xoxe-1-2A6FdOL3vMhS8jfsGpFT2VdAbyRYTSqNmfmJRUUGdMhUUAGi3vDMarSODtS1cfsKQPYU5DoGcUNWy37mPe2eXmeuBFPiPqM60n81UHz5TOlsM6cgQl8yThcfatDeIkTTzJJOKlqBrLElqghV5a"', covers: 'xoxe-1-2A6FdOL3vMhS8jfsGpFT2VdAbyRYTSqNmfmJRUUGdMhUUAGi3vDMarSODtS1cfsKQPYU5DoGcUNWy37mPe2eXmeuBFPiPqM60n81UHz5TOlsM6cgQl8yThcfatDeIkTTzJJOKlqBrLElqghV5a' },
    ],
    ignore: ['xoxe.xoxp-1-SlackAppConfigurationAccessTokenHere', 'xoxe-1-xxx'],
  },
});

const legacy = credential({
  id: 'slack-legacy-token',
  description: 'Slack legacy workspace or user token',
  label: 'SLACK_TOKEN',
  keywords: ['xoxa-', 'xoxr-', 'xoxo-', 'xoxs-'],
  patterns: [
    pattern(START, 'xox[ar]-(?:[0-9]-)?[A-Za-z0-9]{8,48}(?:-[A-Za-z0-9]{4,48}){0,4}', END),
    pattern(START, 'xox[os]-[0-9]{4,13}-[0-9]{4,13}-[0-9]{4,13}-[a-fA-F0-9]{8,64}', END),
  ],
  minEntropy: 3,
  confidence: 0.9,
  examples: {
    match: [
      { text: '"access_token": "xoxa-2-122562943-59596727250-5123948136112-f4bb7e094f86d8cb41"', covers: 'xoxa-2-122562943-59596727250-5123948136112-f4bb7e094f86d8cb41' },
      { text: 'xoxs-4500547102-7149869444-1439776960-ec49b4f61f', covers: 'xoxs-4500547102-7149869444-1439776960-ec49b4f61f' },
    ],
    ignore: ['https://github.com/xoxa-nyc/xoxa-nyc.github.io/blob/master/README.md', 'https://indieweb.org/images/3/35/2018-250-xoxo-indieweb-1.jpg'],
  },
});

const webhook = credential({
  id: 'slack-webhook-url',
  description: 'Slack incoming webhook URL',
  label: 'SLACK_WEBHOOK',
  keywords: ['hooks.slack.com'],
  patterns: [
    pattern('(?:https?://)?hooks\\.slack\\.com/(?:services|workflows|triggers)/', span('[A-Za-z0-9+/_-]', 20, 140), END_URLSAFE),
  ],
  minEntropy: 3,
  confidence: 0.97,
  examples: {
    match: [
      {
        text: 'SLACK_WEBHOOK_URL=https://hooks.slack.com/services/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',
        covers: 'https://hooks.slack.com/services/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',
      },
      { text: 'curl -X POST hooks.slack.com/workflows/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', covers: 'hooks.slack.com/workflows/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' },
    ],
    ignore: ['See https://api.slack.com/messaging/webhooks for setup.', 'https://hooks.slack.com/services/XXXXXXXXX/XXXXXXXXX/XXXXXXXXXXXXXXXXXXXXXXXX'],
  },
});

export const SLACK = provider('slack', 'Slack', [bot, user, app, config, legacy, webhook]);
