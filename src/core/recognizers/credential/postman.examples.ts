/** Own examples of the rules in postman.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'postman-api-key': {
    match: [
      { text: 'X-Api-Key: PMAK-7d1d47c561bbccb9b9f8f906-e0b32a1031a827df29e201ebb73846cead', covers: 'PMAK-7d1d47c561bbccb9b9f8f906-e0b32a1031a827df29e201ebb73846cead' },
      { text: 'PMAK-ae85b88852d9a03e908eb999-3a5386ca6b0005d06 fa0f6fe51fb27d257', covers: 'PMAK-ae85b88852d9a03e908eb999-3a5386ca6b0005d06 fa0f6fe51fb27d257' },
    ],
    ignore: ['PMAK-ae6aa0c368ac4daabd6c2dbb-73215a9892bdfc0fb356', 'PMAK-xxxxxxxxxxxxxxxxxxxxxxxx-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx'],
  },
};
