/**
 * OpenAI API keys: project, service-account and admin keys (sk-proj-, sk-svcacct-, sk-admin-)
 * and the legacy user key (sk- + 20 + T3BlbkFJ + 20). "T3BlbkFJ" is base64 for "OpenAI" and
 * sits in the middle of every key.
 */
import { ALNUM, END_URLSAFE, START_URLSAFE, URLSAFE, credential, pattern, provider, run, span } from './_rule';

const apiKey = credential({
  id: 'openai-api-key',
  description: 'OpenAI API key',
  label: 'OPENAI_KEY',
  keywords: ['t3blbkfj', 'sk-proj-', 'sk-svcacct-', 'sk-admin-'],
  patterns: [
    pattern(START_URLSAFE, 'sk-(?:proj|svcacct|admin)-', span(URLSAFE, 40, 250), END_URLSAFE),
    pattern(START_URLSAFE, 'sk-', run(ALNUM, 20), 'T3BlbkFJ', run(ALNUM, 20), END_URLSAFE),
  ],
  minEntropy: 3.5,
  check: (value) => value.includes('T3BlbkFJ') || value.length >= 100,
  confidence: 0.99,
});

export const OPENAI = provider('openai', 'OpenAI', [apiKey]);
