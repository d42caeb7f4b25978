/** Fly.io access tokens: fo1_ + 43, and the macaroon tokens fm1a_, fm1r_, fm2_ (often after "FlyV1 "). */
import { BASE64, END_BASE64, END_URLSAFE, START, URLSAFE, credential, pattern, provider, run, span } from './_rule';

const token = credential({
  id: 'fly-io-access-token',
  description: 'Fly.io access token',
  label: 'FLY_TOKEN',
  keywords: ['fo1_', 'fm1', 'fm2_'],
  patterns: [pattern(START, 'fo1_', run(URLSAFE, 43), END_URLSAFE), pattern(START, 'fm(?:1[ar]|2)_', span(BASE64, 100, 4000), '={0,3}', END_BASE64)],
  minEntropy: 4,
  confidence: 0.99,
});

export const FLY_IO = provider('fly-io', 'Fly.io', [token]);
