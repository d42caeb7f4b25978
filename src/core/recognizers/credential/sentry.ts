/** Sentry organisation auth tokens (sntrys_ + base64 JSON + _ + 43) and user auth tokens (sntryu_ + 64 hex). */
import { BASE64, END, END_BASE64, HEX, START, credential, pattern, provider, run, span } from './_rule';

const token = credential({
  id: 'sentry-auth-token',
  description: 'Sentry auth token',
  label: 'SENTRY_TOKEN',
  keywords: ['sntrys_', 'sntryu'],
  patterns: [
    pattern(START, 'sntrys_eyJpYXQiO', span('[A-Za-z0-9+/=]', 20, 500), '_', run(BASE64, 43), END_BASE64),
    pattern(START, 'sntryu[_ ]', run(HEX, 64), END),
  ],
  minEntropy: 3.5,
  confidence: 0.99,
  examples: {
    match: [
      { text: 'SENTRY_AUTH_TOKEN=sntrys_eyJpYXQiOjE32o4nEGTpbQWATcYo+EqUPiHh//H2/r3ICFZTaf7G2WysIopzWSNwZPsBn0I3Y3TG3Vz7CWFKQ81fNlTG9VQU27SB/Gvd/i7gGz8br+qoWPVNbMILMtcrtwvfT9dW4hSpto1VTpLdyB2dv8Tm+wapSv==_vCgm7OE2Z7l+iyCdqg3CbOJrHaWTo8t3iZK2fGKXlQg', covers: 'sntrys_eyJpYXQiOjE32o4nEGTpbQWATcYo+EqUPiHh//H2/r3ICFZTaf7G2WysIopzWSNwZPsBn0I3Y3TG3Vz7CWFKQ81fNlTG9VQU27SB/Gvd/i7gGz8br+qoWPVNbMILMtcrtwvfT9dW4hSpto1VTpLdyB2dv8Tm+wapSv==_vCgm7OE2Z7l+iyCdqg3CbOJrHaWTo8t3iZK2fGKXlQg' },
      { text: 'SENTRY_AUTH_TOKEN=sntrys_eyJpYXQiOjE32o4nEGTpbQWATcYo+EqUPiHh//H2/r3ICFZTaf7G2WysIopzWSNwZPsBn0I3Y3TG3Vz7CWFKQ81fNlTG9VQU27SB/Gvd/i7gGz8br+qoWPVNbM ILMtcrtwvfT9dW4hSpto1VTpLdyB2dv8Tm+wapSv==_vCgm7OE2Z7l+iyCdqg3CbOJrHaWTo8t3iZK2fGKXlQg', covers: 'sntrys_eyJpYXQiOjE32o4nEGTpbQWATcYo+EqUPiHh//H2/r3ICFZTaf7G2WysIopzWSNwZPsBn0I3Y3TG3Vz7CWFKQ81fNlTG9VQU27SB/Gvd/i7gGz8br+qoWPVNbM ILMtcrtwvfT9dW4hSpto1VTpLdyB2dv8Tm+wapSv==_vCgm7OE2Z7l+iyCdqg3CbOJrHaWTo8t3iZK2fGKXlQg' },
      { text: 'authToken: "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"', covers: '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' },
    ],
    ignore: ['SENTRY_AUTH_TOKEN=sntrys_...', 'authToken: "sntrys_your-auth-token"'],
  },
});

export const SENTRY = provider('sentry', 'Sentry', [token]);
