/** DocuSign credentials, in the format the provider documents publicly. */
import { LABEL_VIEWS, UUID, credential, labelled, provider } from './_rule';

const rule1 = credential({
  id: 'docusign-integration-key',
  description: 'DocuSign integration key',
  label: 'DOCUSIGN_KEY',
  keywords: ['docusign'],
  patterns: [labelled('docusign', UUID)],
  views: LABEL_VIEWS,
  minEntropy: 2.5,
  confidence: 0.9,
});

export const DOCUSIGN = provider('docusign', 'DocuSign', [rule1]);
