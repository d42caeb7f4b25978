/** Own examples of the rules in sentry.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'sentry-auth-token': {
    match: [
      { text: 'SENTRY_AUTH_TOKEN=sntrys_eyJpYXQiOjE32o4nEGTpbQWATcYo+EqUPiHh//H2/r3ICFZTaf7G2WysIopzWSNwZPsBn0I3Y3TG3Vz7CWFKQ81fNlTG9VQU27SB/Gvd/i7gGz8br+qoWPVNbMILMtcrtwvfT9dW4hSpto1VTpLdyB2dv8Tm+wapSv==_vCgm7OE2Z7l+iyCdqg3CbOJrHaWTo8t3iZK2fGKXlQg', covers: 'sntrys_eyJpYXQiOjE32o4nEGTpbQWATcYo+EqUPiHh//H2/r3ICFZTaf7G2WysIopzWSNwZPsBn0I3Y3TG3Vz7CWFKQ81fNlTG9VQU27SB/Gvd/i7gGz8br+qoWPVNbMILMtcrtwvfT9dW4hSpto1VTpLdyB2dv8Tm+wapSv==_vCgm7OE2Z7l+iyCdqg3CbOJrHaWTo8t3iZK2fGKXlQg' },
      { text: 'SENTRY_AUTH_TOKEN=sntrys_eyJpYXQiOjE32o4nEGTpbQWATcYo+EqUPiHh//H2/r3ICFZTaf7G2WysIopzWSNwZPsBn0I3Y3TG3Vz7CWFKQ81fNlTG9VQU27SB/Gvd/i7gGz8br+qoWPVNbM ILMtcrtwvfT9dW4hSpto1VTpLdyB2dv8Tm+wapSv==_vCgm7OE2Z7l+iyCdqg3CbOJrHaWTo8t3iZK2fGKXlQg', covers: 'sntrys_eyJpYXQiOjE32o4nEGTpbQWATcYo+EqUPiHh//H2/r3ICFZTaf7G2WysIopzWSNwZPsBn0I3Y3TG3Vz7CWFKQ81fNlTG9VQU27SB/Gvd/i7gGz8br+qoWPVNbM ILMtcrtwvfT9dW4hSpto1VTpLdyB2dv8Tm+wapSv==_vCgm7OE2Z7l+iyCdqg3CbOJrHaWTo8t3iZK2fGKXlQg' },
      { text: 'authToken: "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"', covers: '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' },
    ],
    ignore: ['SENTRY_AUTH_TOKEN=sntrys_...', 'authToken: "sntrys_your-auth-token"'],
  },
  'sentry-dsn-key': {
    match: [
      { text: 'SENTRY_DSN=https://9c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f@o45123.ingest.us.sentry.io/4507', covers: '9c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f' },
    ],
    ignore: ['SENTRY_DSN=https://examplePublicKey@o0.ingest.sentry.io/0', 'See https://sentry.io/settings/ for the DSN.'],
  },
};
