/** Keycloak credentials, in the format the provider documents publicly. */
import { ALNUM, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'keycloak-client-secret',
  description: 'Keycloak client secret',
  label: 'KEYCLOAK_KEY',
  keywords: ['keycloak'],
  patterns: [labelled('keycloak', run(ALNUM, 32))],
  views: LABEL_VIEWS,
  minEntropy: 3.3,
  confidence: 0.9,
});

export const KEYCLOAK = provider('keycloak', 'Keycloak', [rule1]);
