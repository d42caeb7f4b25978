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
  examples: {
    match: [
      {
        text: 'DefaultEndpointsProtocol=https;AccountName=acmelogs;AccountKey=HjmZOn5OUp47ulVJFB7+KqhN+3+YpBtLkgfKRDDySlvXVNnpwXtodvRvgeHFNzGb/2/UmKSdUR4zLF49YbvAE2==;EndpointSuffix=core.windows.net',
        covers: 'HjmZOn5OUp47ulVJFB7+KqhN+3+YpBtLkgfKRDDySlvXVNnpwXtodvRvgeHFNzGb/2/UmKSdUR4zLF49YbvAE2==',
      },
      { text: 'AccountKey=SkJH1rI4BWVwlA4sZ8Kp62TzKHqm1v9RmrDYc5KS\nv1ue4yhOdXZOcgMYg+d6cOK0J4RON6yVY8LRvHzeGvFBb6==;', covers: 'SkJH1rI4BWVwlA4sZ8Kp62TzKHqm1v9RmrDYc5KS\nv1ue4yhOdXZOcgMYg+d6cOK0J4RON6yVY8LRvHzeGvFBb6==' },
    ],
    ignore: ['AccountKey=<storage-account-key>;', 'AccountKey=mPR2LZOtVurBgPevt+FtMtpOEfgtY5C4OC+OJhXT==;'],
  },
});

const sharedAccessKey = credential({
  id: 'azure-shared-access-key',
  description: 'Azure Service Bus, Event Hubs or IoT Hub shared access key',
  label: 'AZURE_KEY',
  keywords: ['sharedaccesskey'],
  patterns: [pattern(ci('sharedaccesskey'), '[ \\t]{0,3}=[ \\t]{0,3}(?<v>', run(BASE64, 43), '=)', END_BASE64)],
  minEntropy: 3.5,
  confidence: 0.98,
  examples: {
    match: [
      {
        text: 'Endpoint=sb://acme.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=lwSgi4BDrT+9EEJXy8U5ydJuqbnQFbVu7q7xtoAq9qd=',
        covers: 'lwSgi4BDrT+9EEJXy8U5ydJuqbnQFbVu7q7xtoAq9qd=',
      },
    ],
    ignore: ['SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey={key}', 'SharedAccessKey=Cf6FSSixiIhtREMZ2Muk='],
  },
});

const clientSecret = credential({
  id: 'azure-ad-client-secret',
  description: 'Microsoft Entra ID (Azure AD) client secret',
  label: 'AZURE_KEY',
  keywords: ['q~'],
  patterns: [pattern('(?<![A-Za-z0-9_~.-])', '[A-Za-z0-9_~.]{3}[0-9]Q~[A-Za-z0-9_~.-]{31,34}', '(?![A-Za-z0-9_~.-])')],
  minEntropy: 3,
  confidence: 0.95,
  examples: {
    match: [
      { text: 'AZURE_CLIENT_SECRET=yyP8Q~3y8JrET9wVvXg2oPW3jtZVDtVqU4yegX5P', covers: 'yyP8Q~3y8JrET9wVvXg2oPW3jtZVDtVqU4yegX5P' },
      { text: '(use the client secret: zPW7Q~JINA43qdZcZkxT7KlEJTuTQukjq79VE)', covers: 'zPW7Q~JINA43qdZcZkxT7KlEJTuTQukjq79VE' },
    ],
    ignore: ['~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~', 'client_secret=bP88Q~xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx'],
  },
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
  examples: {
    match: [
      {
        text: 'https://acme.blob.core.windows.net/backups/db.bak?sv=2022-11-02&ss=b&srt=o&sp=r&se=2026-01-01T00:00:00Z&sig=6Ml7FlLTlWdWxsbu37E1fU5LR5QiBwKoRPtBNDZc%2BM5mS3gpGMP%3D',
        covers: '6Ml7FlLTlWdWxsbu37E1fU5LR5QiBwKoRPtBNDZc%2BM5mS3gpGMP%3D',
      },
    ],
    ignore: ['https://example.org/page?sig=uD9ImDFEz04kVuIAMRip4AoU7BNUU3vBpfZnrzVLD3ay', '?sv=2022-11-02&sig=<signature>'],
  },
});

export const AZURE = provider('azure', 'Microsoft Azure', [storageKey, sharedAccessKey, clientSecret, sasSignature]);
