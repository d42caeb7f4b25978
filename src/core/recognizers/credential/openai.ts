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
  examples: {
    match: [
      { text: 'OPENAI_API_KEY=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', covers: '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' },
      { text: 'client = OpenAI(api_key="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")', covers: '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' },
      { text: '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', covers: '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' },
      { text: 'openai.api_key = "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"', covers: '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' },
      {
        text: '$ cat .env\nOPENAI_API_KEY=sk-proj-Oa1phFss0yvse4qV7uvW25iuVwrZLccyRRLFm3dpvPGxqB03mFvas72RC8zg\n3tlz0AOQB4974lT3BlbkFJDNA9G_p8Hcme3LlN3ldbDjj8VDG72NKJtp-8XK7DBWz07Q72qTCXVFlOEqXwVMd04O7NTuqcSh\nDEBUG=1',
        covers: 'sk-proj-Oa1phFss0yvse4qV7uvW25iuVwrZLccyRRLFm3dpvPGxqB03mFvas72RC8zg\n3tlz0AOQB4974lT3BlbkFJDNA9G_p8Hcme3LlN3ldbDjj8VDG72NKJtp-8XK7DBWz07Q72qTCXVFlOEqXwVMd04O7NTuqcSh',
      },
    ],
    ignore: ['sk-proj-...', 'sk-proj-your-key-here', 'sk-HylcPMcHMsusvwrEIODHT3BlbkFJloFItRjb7D', 'Keys now start with sk-proj- instead of sk-.'],
  },
});

export const OPENAI = provider('openai', 'OpenAI', [apiKey]);
