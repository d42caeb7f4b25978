/** Azure DevOps credentials, in the format the provider documents publicly. */
import { LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'azure-devops-pat',
  description: 'Azure DevOps personal access token',
  label: 'AZURE_DEVOPS_KEY',
  keywords: ['azdo', 'devops', 'ado'],
  patterns: [labelled('(?:azure[_ .-]?devops|azdo|ado)[_ .-]?(?:pat|token)', run('[a-z2-7]', 52))],
  views: LABEL_VIEWS,
  minEntropy: 3,
  confidence: 0.9,
});

export const AZURE_DEVOPS = provider('azure-devops', 'Azure DevOps', [rule1]);
