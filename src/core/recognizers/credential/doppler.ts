/** Doppler personal, service, CLI, service-account, SCIM and audit tokens (dp.pt., dp.st., dp.ct., …). */
import { ALNUM, END, START, credential, pattern, provider, span } from './_rule';

const token = credential({
  id: 'doppler-token',
  description: 'Doppler API token',
  label: 'DOPPLER_TOKEN',
  keywords: ['dp.pt.', 'dp.st.', 'dp.ct.', 'dp.sa.', 'dp.scim.', 'dp.audit.'],
  patterns: [pattern(START, 'dp\\.(?:pt|st|ct|sa|scim|audit)\\.(?:[a-z0-9_-]{2,35}\\.)?', span(ALNUM, 40, 44), END)],
  minEntropy: 3.5,
  confidence: 0.99,
});

export const DOPPLER = provider('doppler', 'Doppler', [token]);
