/** Microsoft Teams credentials, in the format the provider documents publicly. */
import { HEX_ANY, UUID, WRAPPED_VIEWS, credential, pattern, provider, run } from './_rule';

const rule1 = credential({
  id: 'microsoft-teams-webhook-url',
  description: 'Microsoft Teams incoming webhook URL',
  label: 'MICROSOFT_TEAMS_KEY',
  keywords: ['webhook.office.com'],
  patterns: [pattern('https://[a-z0-9-]+\\.webhook\\.office\\.com/webhookb2/', UUID, '@', UUID, '/IncomingWebhook/', run(HEX_ANY, 32), '/', UUID)],
  views: WRAPPED_VIEWS,
  minEntropy: 3,
  confidence: 0.95,
});

export const MICROSOFT_TEAMS = provider('microsoft-teams', 'Microsoft Teams', [rule1]);
