/** Own examples of the rules in twilio.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'twilio-api-key': {
    match: [
      { text: 'TWILIO_API_KEY=SK15cf6278cd58714a8c786588918db27a', covers: 'SK15cf6278cd58714a8c786588918db27a' },
      { text: 'TWILIO_API_KEY=SK15cf6278cd58714a8c\n786588918db27a', covers: 'SK15cf6278cd58714a8c\n786588918db27a' },
    ],
    ignore: ['SKc6c6a0a66e107cbe0f392e049e256e64', 'TWILIO_API_KEY=SK836e24cb72d1b9c1dcc5'],
  },
  'twilio-account-sid': {
    match: [
      { text: 'client = twilio.Client("AC15cf6278cd58714a8c786588918db27a", token)', covers: 'AC15cf6278cd58714a8c786588918db27a' },
      { text: 'client = twilio.Client("AC15cf6278cd58714a8c 786588918db27a", token)', covers: 'AC15cf6278cd58714a8c 786588918db27a' },
    ],
    ignore: ['AC3c3754d90c144f501317c2a9da4e77ce', 'twilio account AC00000000000000000000000000000000'],
  },
  'twilio-auth-token': {
    match: [
      { text: 'TWILIO_AUTH_TOKEN=15cf6278cd58714a8c786588918db27a', covers: '15cf6278cd58714a8c786588918db27a' },
      { text: 'twilio auth token: 0b7aab3884457b24 6ab402e77625234b', covers: '0b7aab3884457b24 6ab402e77625234b' },
    ],
    ignore: ['TWILIO_AUTH_TOKEN=your_auth_token', 'twilio_auth_token = 18575a7997beb8b0a6ad'],
  },
};
