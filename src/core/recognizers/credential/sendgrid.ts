/** SendGrid API keys: SG. + 22 + . + 43 base64url characters. */
import { END_URLSAFE, START, URLSAFE, credential, pattern, provider, run } from './_rule';

const apiKey = credential({
  id: 'sendgrid-api-key',
  description: 'SendGrid API key',
  label: 'SENDGRID_KEY',
  keywords: ['sg.'],
  patterns: [pattern(START, 'SG\\.', run(URLSAFE, 22), '\\.', run(URLSAFE, 43), END_URLSAFE)],
  minEntropy: 3.5,
  confidence: 0.99,
  examples: {
    match: [
      { text: 'SENDGRID_API_KEY=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', covers: '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' },
      { text: 'SG.BkMvXi437BeceqRTuoheND.mFoAeUpa9HVZnMUTaQov yPJ8LOp6WX5z_27aonrgBLZ', covers: 'SG.BkMvXi437BeceqRTuoheND.mFoAeUpa9HVZnMUTaQov yPJ8LOp6WX5z_27aonrgBLZ' },
    ],
    ignore: ['SG.xiMEYapXUB6GZJSMekSqEp.PwLVKdmTurq8J14gn1Juc-LwmH-9Oq', 'SG.xxxxxxxxxxxxxxxxxxxxxx.xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx'],
  },
});

export const SENDGRID = provider('sendgrid', 'SendGrid', [apiKey]);
