/** Airbrake credentials, in the format the provider documents publicly. */
import { HEX, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'airbrake-project-key',
  description: 'Airbrake project key',
  label: 'AIRBRAKE_KEY',
  keywords: ['airbrake'],
  patterns: [labelled('airbrake', run(HEX, 32))],
  views: LABEL_VIEWS,
  minEntropy: 3,
  confidence: 0.9,
});

export const AIRBRAKE = provider('airbrake', 'Airbrake', [rule1]);
