/**
 * Microsoft Azure: storage account keys and Service Bus / Event Hubs / IoT Hub shared access keys
 * inside connection strings, Entra ID (Azure AD) client secrets (xxx8Q~…), and the signature of a
 * shared access signature URL.
 */
import { BASE64, END_BASE64, LABEL_VIEWS, ci, credential, near, pattern, provider, run } from './_rule';

const storageKey = credential({
  id: 'azure-storage-account-key',
  description: 'Azure storage account key',
  label: 'AZURE_KEY',
  keywords: ['accountkey'],
  patterns: [pattern(ci('accountkey'), '[ \\t]{0,3}=[ \\t]{0,3}(?<v>', run(BASE64, 86), '==)', END_BASE64)],
  minEntropy: 4,
  confidence: 0.98,
});

const sharedAccessKey = credential({
  id: 'azure-shared-access-key',
  description: 'Azure Service Bus, Event Hubs or IoT Hub shared access key',
  label: 'AZURE_KEY',
  keywords: ['sharedaccesskey'],
  patterns: [pattern(ci('sharedaccesskey'), '[ \\t]{0,3}=[ \\t]{0,3}(?<v>', run(BASE64, 43), '=)', END_BASE64)],
  minEntropy: 3.5,
  confidence: 0.98,
});

const clientSecret = credential({
  id: 'azure-ad-client-secret',
  description: 'Microsoft Entra ID (Azure AD) client secret',
  label: 'AZURE_KEY',
  keywords: ['q~'],
  patterns: [pattern('(?<![A-Za-z0-9_~.-])', '[A-Za-z0-9_~.]{3}[0-9]Q~[A-Za-z0-9_~.-]{31,34}', '(?![A-Za-z0-9_~.-])')],
  minEntropy: 3,
  confidence: 0.95,
});

const sasSignature = credential({
  id: 'azure-sas-signature',
  description: 'Azure shared access signature (sig= of a SAS URL)',
  label: 'AZURE_KEY',
  keywords: ['sig='],
  patterns: [pattern('[?&]sig=(?<v>[A-Za-z0-9%+/]{40,120}(?:%3D|=){0,2})(?=[&"\'\\s]|$)')],
  views: LABEL_VIEWS,
  minEntropy: 3.5,
  check: (_value, ctx) => near(ctx, /[?&]sv=\d{4}-\d{2}-\d{2}/, 600),
  confidence: 0.93,
});

export const AZURE = provider('azure', 'Microsoft Azure', [storageKey, sharedAccessKey, clientSecret, sasSignature]);
