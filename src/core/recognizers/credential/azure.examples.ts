/** Own examples of the rules in azure.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'azure-storage-account-key': {
    match: [
      {
        text: 'DefaultEndpointsProtocol=https;AccountName=acmelogs;AccountKey=HjmZOn5OUp47ulVJFB7+KqhN+3+YpBtLkgfKRDDySlvXVNnpwXtodvRvgeHFNzGb/2/UmKSdUR4zLF49YbvAE2==;EndpointSuffix=core.windows.net',
        covers: 'HjmZOn5OUp47ulVJFB7+KqhN+3+YpBtLkgfKRDDySlvXVNnpwXtodvRvgeHFNzGb/2/UmKSdUR4zLF49YbvAE2==',
      },
      { text: 'AccountKey=SkJH1rI4BWVwlA4sZ8Kp62TzKHqm1v9RmrDYc5KS\nv1ue4yhOdXZOcgMYg+d6cOK0J4RON6yVY8LRvHzeGvFBb6==;', covers: 'SkJH1rI4BWVwlA4sZ8Kp62TzKHqm1v9RmrDYc5KS\nv1ue4yhOdXZOcgMYg+d6cOK0J4RON6yVY8LRvHzeGvFBb6==' },
    ],
    ignore: ['AccountKey=<storage-account-key>;', 'AccountKey=mPR2LZOtVurBgPevt+FtMtpOEfgtY5C4OC+OJhXT==;'],
  },
  'azure-shared-access-key': {
    match: [
      {
        text: 'Endpoint=sb://acme.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=lwSgi4BDrT+9EEJXy8U5ydJuqbnQFbVu7q7xtoAq9qd=',
        covers: 'lwSgi4BDrT+9EEJXy8U5ydJuqbnQFbVu7q7xtoAq9qd=',
      },
    ],
    ignore: ['SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey={key}', 'SharedAccessKey=Cf6FSSixiIhtREMZ2Muk='],
  },
  'azure-ad-client-secret': {
    match: [
      { text: 'AZURE_CLIENT_SECRET=yyP8Q~3y8JrET9wVvXg2oPW3jtZVDtVqU4yegX5P', covers: 'yyP8Q~3y8JrET9wVvXg2oPW3jtZVDtVqU4yegX5P' },
      { text: '(use the client secret: zPW7Q~JINA43qdZcZkxT7KlEJTuTQukjq79VE)', covers: 'zPW7Q~JINA43qdZcZkxT7KlEJTuTQukjq79VE' },
    ],
    ignore: ['~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~', 'client_secret=bP88Q~xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx'],
  },
  'azure-sas-signature': {
    match: [
      {
        text: 'https://acme.blob.core.windows.net/backups/db.bak?sv=2022-11-02&ss=b&srt=o&sp=r&se=2026-01-01T00:00:00Z&sig=6Ml7FlLTlWdWxsbu37E1fU5LR5QiBwKoRPtBNDZc%2BM5mS3gpGMP%3D',
        covers: '6Ml7FlLTlWdWxsbu37E1fU5LR5QiBwKoRPtBNDZc%2BM5mS3gpGMP%3D',
      },
    ],
    ignore: ['https://example.org/page?sig=uD9ImDFEz04kVuIAMRip4AoU7BNUU3vBpfZnrzVLD3ay', '?sv=2022-11-02&sig=<signature>'],
  },
};
