/** Dropbox short-lived (sl.) and long-lived access tokens and app secrets, taken where Dropbox is named nearby. */
import { LABEL_VIEWS, START, credential, labelled, near, pattern, provider, run, span } from './_rule';

const token = credential({
  id: 'dropbox-access-token',
  description: 'Dropbox access token or app secret',
  label: 'DROPBOX_TOKEN',
  keywords: ['dropbox'],
  patterns: [
    pattern(START, 'sl\\.', span('[A-Za-z0-9_=-]', 130, 1400), '(?![A-Za-z0-9_=-])'),
    pattern(START, '[a-z0-9]{11}AAAAAAAAAA[A-Za-z0-9_=-]{43}', '(?![A-Za-z0-9_=-])'),
    labelled('dropbox[_ .-]?(?:app[_ .-]?)?secret', run('[a-z0-9]', 15)),
  ],
  views: LABEL_VIEWS,
  minEntropy: 3,
  allowDummy: true,
  check: (_value, ctx) => near(ctx, /dropbox/i, 1000),
  confidence: 0.95,
});

export const DROPBOX = provider('dropbox', 'Dropbox', [token]);
