/** 1Password account Secret Keys (A3-…) and service-account tokens (ops_eyJ…). */
import { BASE64, END, END_BASE64, START, credential, pattern, provider, span } from './_rule';

const secret = credential({
  id: '1password-secret',
  description: '1Password Secret Key or service-account token',
  label: 'ONEPASSWORD_SECRET',
  keywords: ['a3-', 'ops_eyj'],
  patterns: [
    pattern(START, 'A3-[A-Z0-9]{6}-(?:[A-Z0-9]{11}|[A-Z0-9]{6}-[A-Z0-9]{5})-[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}', END),
    pattern(START, 'ops_eyJ', span(BASE64, 250, 2000), '={0,3}', END_BASE64),
  ],
  minEntropy: 3,
  confidence: 0.98,
});

export const ONEPASSWORD = provider('1password', '1Password', [secret]);
