/**
 * Twilio: API key SIDs (SK + 32 hex), account SIDs (AC + 32 hex) and auth tokens (32 hex after a
 * Twilio label). The SIDs are only taken where the text speaks of Twilio: "SK…" and "AC…" hex runs
 * occur elsewhere too.
 */
import { END, HEX, LABEL_VIEWS, START, credential, labelled, near, pattern, provider, run } from './_rule';

const NAMED = /twilio/i;

const apiKey = credential({
  id: 'twilio-api-key',
  description: 'Twilio API key SID',
  label: 'TWILIO_KEY',
  keywords: ['twilio'],
  patterns: [pattern(START, 'SK', run(HEX, 32), END)],
  minEntropy: 3,
  check: (_value, ctx) => near(ctx, NAMED, 1000),
  confidence: 0.9,
});

const accountSid = credential({
  id: 'twilio-account-sid',
  description: 'Twilio account SID',
  label: 'TWILIO_KEY',
  keywords: ['twilio'],
  patterns: [pattern(START, 'AC', run(HEX, 32), END)],
  minEntropy: 3,
  check: (_value, ctx) => near(ctx, NAMED, 1000),
  confidence: 0.8,
});

const authToken = credential({
  id: 'twilio-auth-token',
  description: 'Twilio auth token',
  label: 'TWILIO_KEY',
  keywords: ['twilio'],
  patterns: [labelled('twilio', run(HEX, 32))],
  views: LABEL_VIEWS,
  minEntropy: 3,
  confidence: 0.9,
});

export const TWILIO = provider('twilio', 'Twilio', [apiKey, accountSid, authToken]);
