/** Own examples of the rules in slack.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'slack-bot-token': {
    match: [
      { text: 'SLACK_BOT_TOKEN=xoxb-936072936042-3975609206569-bVdn4Pdeat0Q2LOzqKTuW4z6', covers: 'xoxb-936072936042-3975609206569-bVdn4Pdeat0Q2LOzqKTuW4z6' },
      { text: 'SLACK_BOT_TOKEN=xoxb-936072936042-3975609206569-b\nVdn4Pdeat0Q2LOzqKTuW4z6', covers: 'xoxb-936072936042-3975609206569-b\nVdn4Pdeat0Q2LOzqKTuW4z6' },
      { text: '"bot_token": "xoxb-586752263077-fQdr6YMTEI16kzbhXuD1Bq1G"', covers: 'xoxb-586752263077-fQdr6YMTEI16kzbhXuD1Bq1G' },
      { text: 'bot token xoxb-7391046528-\n8402957316024-Qm7ZpL3xRt9WkV2nHc5YdJ8s, thanks', covers: 'xoxb-7391046528-\n8402957316024-Qm7ZpL3xRt9WkV2nHc5YdJ8s' },
      { text: 'bot token xoxb-73910\n46528-8402957316024-Qm7ZpL3xRt9WkV2nHc5YdJ8s thanks', covers: 'xoxb-73910\n46528-8402957316024-Qm7ZpL3xRt9WkV2nHc5YdJ8s' },
      { text: 'OCR: xoxb-68520939676-862386l6O6-tLEskel6n2bjmVl2KQGyTHlO', covers: 'xoxb-68520939676-862386l6O6-tLEskel6n2bjmVl2KQGyTHlO' },
    ],
    ignore: ['xoxb-xxxxxxxxx-xxxxxxxxxx-xxxxxxxxxxxx', 'xoxb-12345-abcd234', 'xoxb-xoxb-my-bot-token', 'xoxb-Slack_BOT_TOKEN'],
  },
  'slack-user-token': {
    match: [
      { text: '"user_token": "xoxp-60776483938-613804274723-54931473849-5ac9718806c08e0eb6c6e914f31f9546"', covers: 'xoxp-60776483938-613804274723-54931473849-5ac9718806c08e0eb6c6e914f31f9546' },
      { text: '"user_token": "xoxp-60776483938-613804274723-54931473849-5a c9718806c08e0eb6c6e914f31f9546"', covers: 'xoxp-60776483938-613804274723-54931473849-5a c9718806c08e0eb6c6e914f31f9546' },
      { text: 'url_private?t=xoxe-2957921620804-2317820311503-4273951025634-1862dc084ee0078fc140816d9baa5cd3', covers: 'xoxe-2957921620804-2317820311503-4273951025634-1862dc084ee0078fc140816d9baa5cd3' },
    ],
    ignore: ['"token1": "xoxp-1234567890"', 'xoxp-XXXXXXXXXX-XXXXXXXXXX-XXXXXXXXXXX-XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX'],
  },
  'slack-app-token': {
    match: [
      { text: 'SLACK_APP_TOKEN=xapp-1-AMA2WLSDB1V-3975609206569-cdeefa6e157d2cb9226577a775c87c1aa8048f9b6d2f1c7413e45a19c700b0f4', covers: 'xapp-1-AMA2WLSDB1V-3975609206569-cdeefa6e157d2cb9226577a775c87c1aa8048f9b6d2f1c7413e45a19c700b0f4' },
      { text: 'SLACK_APP_TOKEN=xapp-1-AMA2WLSDB1V-3975609206569-cdeefa6e157d2cb9226577a77\n5c87c1aa8048f9b6d2f1c7413e45a19c700b0f4', covers: 'xapp-1-AMA2WLSDB1V-3975609206569-cdeefa6e157d2cb9226577a77\n5c87c1aa8048f9b6d2f1c7413e45a19c700b0f4' },
    ],
    ignore: ['xapp-1-A0000000-0000-short'],
  },
  'slack-config-token': {
    match: [
      { text: '"access_token": "xoxe.xoxp-1-yHGL9pkdo3NSBUttpLzCdktTDWO3ZksHns3uikE9KevpKDUTDT8bvgmHsBDZQPlDBaVqzgu4YsK9wF3oFCaUjisNMB0Hmyzf8er0qLTaRUXvzFmnR45whxpmvnWMHeyrmZrhsLpX0ahvgKtMrpeC4IBdcm1iwUWuhFZ"', covers: 'xoxe.xoxp-1-yHGL9pkdo3NSBUttpLzCdktTDWO3ZksHns3uikE9KevpKDUTDT8bvgmHsBDZQPlDBaVqzgu4YsK9wF3oFCaUjisNMB0Hmyzf8er0qLTaRUXvzFmnR45whxpmvnWMHeyrmZrhsLpX0ahvgKtMrpeC4IBdcm1iwUWuhFZ' },
      { text: '"access_token": "xoxe.xoxp-1-yHGL9pkdo3NSBUttpLzCdktTDWO3ZksHns3uikE9KevpKDUTDT8bvgmHsBDZQPlDBaVqzgu4YsK9wF3oFCaUjisNMB0Hm yzf8er0qLTaRUXvzFmnR45whxpmvnWMHeyrmZrhsLpX0ahvgKtMrpeC4IBdcm1iwUWuhFZ"', covers: 'xoxe.xoxp-1-yHGL9pkdo3NSBUttpLzCdktTDWO3ZksHns3uikE9KevpKDUTDT8bvgmHsBDZQPlDBaVqzgu4YsK9wF3oFCaUjisNMB0Hm yzf8er0qLTaRUXvzFmnR45whxpmvnWMHeyrmZrhsLpX0ahvgKtMrpeC4IBdcm1iwUWuhFZ' },
      { text: '"refresh_token": "xoxe-1-2A6FdOL3vMhS8jfsGpFT2VdAbyRYTSqNmfmJRUUGdMhUUAGi3vDMarSODtS1cfsKQPYU5DoGcUNWy37mPe2eXmeuBFPiPqM60n81UHz5TOlsM6cgQl8yThcfatDeIkTTzJJOKlqBrLElqghV5a"', covers: 'xoxe-1-2A6FdOL3vMhS8jfsGpFT2VdAbyRYTSqNmfmJRUUGdMhUUAGi3vDMarSODtS1cfsKQPYU5DoGcUNWy37mPe2eXmeuBFPiPqM60n81UHz5TOlsM6cgQl8yThcfatDeIkTTzJJOKlqBrLElqghV5a' },
    ],
    ignore: ['xoxe.xoxp-1-SlackAppConfigurationAccessTokenHere', 'xoxe-1-xxx'],
  },
  'slack-legacy-token': {
    match: [
      { text: '"access_token": "xoxa-2-122562943-59596727250-5123948136112-f4bb7e094f86d8cb41"', covers: 'xoxa-2-122562943-59596727250-5123948136112-f4bb7e094f86d8cb41' },
      { text: 'xoxs-4500547102-7149869444-1439776960-ec49b4f61f', covers: 'xoxs-4500547102-7149869444-1439776960-ec49b4f61f' },
    ],
    ignore: ['https://github.com/xoxa-nyc/xoxa-nyc.github.io/blob/master/README.md', 'https://indieweb.org/images/3/35/2018-250-xoxo-indieweb-1.jpg'],
  },
  'slack-webhook-url': {
    match: [
      {
        text: 'SLACK_WEBHOOK_URL=https://hooks.slack.com/services/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',
        covers: 'https://hooks.slack.com/services/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',
      },
      { text: 'curl -X POST hooks.slack.com/workflows/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', covers: 'hooks.slack.com/workflows/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' },
    ],
    ignore: ['See https://api.slack.com/messaging/webhooks for setup.', 'https://hooks.slack.com/services/XXXXXXXXX/XXXXXXXXX/XXXXXXXXXXXXXXXXXXXXXXXX'],
  },
};
