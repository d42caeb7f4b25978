/** Own examples of the rules in microsoft-teams.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'microsoft-teams-webhook-url': {
    match: [
      { text: "MICROSOFT_TEAMS_TOKEN=https://contoso.webhook.office.com/webhookb2/79d0ebfb-8ae7-4f8f-adc3-017f93bdca3e@92f54949-b94f-4d53-a7ba-dcd8fa5705de/IncomingWebhook/dc2a0d4e1bf07ffe59617a87d350b856/ff4371f5-7868-4b05-a8e9-d24d7fa02528", covers: "https://contoso.webhook.office.com/webhookb2/79d0ebfb-8ae7-4f8f-adc3-017f93bdca3e@92f54949-b94f-4d53-a7ba-dcd8fa5705de/IncomingWebhook/dc2a0d4e1bf07ffe59617a87d350b856/ff4371f5-7868-4b05-a8e9-d24d7fa02528" },
      { text: "config: { microsoft_teams_secret: \"https://contoso.webhook.office.com/webhookb2/79d0ebfb-8ae7-4f8f-adc3-017f93bdca3e@92f54949-b94f-4d53-a7ba-dcd8fa5705de/IncomingWebhook/dc2a0d4e1bf07ffe59617a87d350b856/ff4371f5-7868-4b05-a8e9-d24d7fa02528\" }", covers: "https://contoso.webhook.office.com/webhookb2/79d0ebfb-8ae7-4f8f-adc3-017f93bdca3e@92f54949-b94f-4d53-a7ba-dcd8fa5705de/IncomingWebhook/dc2a0d4e1bf07ffe59617a87d350b856/ff4371f5-7868-4b05-a8e9-d24d7fa02528" },
    ],
    ignore: ["MICROSOFT_TEAMS_TOKEN=${MICROSOFT_TEAMS_TOKEN}", "See the Microsoft Teams documentation for how to create a token."],
  },
};
