/** IBM Cloud credentials, in the format the provider documents publicly. */
import { END_URLSAFE, LABEL_VIEWS, URLSAFE, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'ibm-cloud-api-key',
  description: 'IBM Cloud API key',
  label: 'IBM_CLOUD_KEY',
  keywords: ['ibm', 'bluemix'],
  patterns: [labelled('(?:ibm|ibmcloud|bluemix)', run(URLSAFE, 44), END_URLSAFE)],
  views: LABEL_VIEWS,
  minEntropy: 3.3,
  confidence: 0.9,
});

export const IBM_CLOUD = provider('ibm-cloud', 'IBM Cloud', [rule1]);
