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
  examples: {
    match: [
      { text: 'TWILIO_API_KEY=SK15cf6278cd58714a8c786588918db27a', covers: 'SK15cf6278cd58714a8c786588918db27a' },
      { text: 'TWILIO_API_KEY=SK15cf6278cd58714a8c\n786588918db27a', covers: 'SK15cf6278cd58714a8c\n786588918db27a' },
    ],
    ignore: ['SKc6c6a0a66e107cbe0f392e049e256e64', 'TWILIO_API_KEY=SK836e24cb72d1b9c1dcc5'],
  },
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
  examples: {
    match: [
      { text: 'client = twilio.Client("AC15cf6278cd58714a8c786588918db27a", token)', covers: 'AC15cf6278cd58714a8c786588918db27a' },
      { text: 'client = twilio.Client("AC15cf6278cd58714a8c 786588918db27a", token)', covers: 'AC15cf6278cd58714a8c 786588918db27a' },
    ],
    ignore: ['AC3c3754d90c144f501317c2a9da4e77ce', 'twilio account AC00000000000000000000000000000000'],
  },
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
  examples: {
    match: [
      { text: 'TWILIO_AUTH_TOKEN=15cf6278cd58714a8c786588918db27a', covers: '15cf6278cd58714a8c786588918db27a' },
      { text: 'twilio auth token: 0b7aab3884457b24 6ab402e77625234b', covers: '0b7aab3884457b24 6ab402e77625234b' },
    ],
    ignore: ['TWILIO_AUTH_TOKEN=your_auth_token', 'twilio_auth_token = 18575a7997beb8b0a6ad'],
  },
});

export const TWILIO = provider('twilio', 'Twilio', [apiKey, accountSid, authToken]);
