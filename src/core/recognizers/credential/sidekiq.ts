/** Sidekiq credentials, in the format the provider documents publicly. */
import { HEX, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'sidekiq-enterprise-credentials',
  description: 'Sidekiq Enterprise gem credentials',
  label: 'SIDEKIQ_KEY',
  keywords: ['contribsys'],
  patterns: [labelled('BUNDLE_(?:ENTERPRISE|GEMS)__CONTRIBSYS__COM', `${run(HEX, 8)}:${run(HEX, 8)}`)],
  views: LABEL_VIEWS,
  minEntropy: 3,
  confidence: 0.95,
});

export const SIDEKIQ = provider('sidekiq', 'Sidekiq', [rule1]);
