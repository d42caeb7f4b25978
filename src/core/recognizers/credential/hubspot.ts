/** HubSpot credentials, in the format the provider documents publicly. */
import { END, LABEL_VIEWS, START, UUID, credential, labelled, pattern, provider } from './_rule';

const rule1 = credential({
  id: 'hubspot-private-app-token',
  description: 'HubSpot private app token',
  label: 'HUBSPOT_KEY',
  keywords: ['pat-na1-', 'pat-eu1-'],
  patterns: [pattern(START, 'pat-(?:na|eu)1-', UUID, END)],
  minEntropy: 3,
  confidence: 0.95,
});

const rule2 = credential({
  id: 'hubspot-api-key',
  description: 'HubSpot API key',
  label: 'HUBSPOT_KEY',
  keywords: ['hubspot'],
  patterns: [labelled('hubspot', UUID)],
  views: LABEL_VIEWS,
  minEntropy: 2.5,
  confidence: 0.9,
});

export const HUBSPOT = provider('hubspot', 'HubSpot', [rule1, rule2]);
