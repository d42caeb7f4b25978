/** Own examples of the rules in openai.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'openai-api-key': {
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
};
