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
});

const user = credential({
  id: 'slack-user-token',
  description: 'Slack user token',
  label: 'SLACK_TOKEN',
  keywords: ['xoxp-', 'xoxe-'],
  patterns: [pattern(START, 'xox[pe](?:-[0-9]{10,13}){3}-', span(ALNUM, 28, 34), END)],
  minEntropy: 2,
  confidence: 0.98,
});

const app = credential({
  id: 'slack-app-token',
  description: 'Slack app-level token',
  label: 'SLACK_TOKEN',
  keywords: ['xapp-'],
  patterns: [pattern(START, 'xapp-[0-9]-[A-Z0-9]{6,20}-[0-9]{6,20}-', span('[a-zA-Z0-9]', 32, 128), END)],
  minEntropy: 3,
  confidence: 0.98,
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
});

export const SLACK = provider('slack', 'Slack', [bot, user, app, config, legacy, webhook]);
