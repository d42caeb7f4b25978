/** Own examples of the rules in hugging-face.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'hugging-face-access-token': {
    match: [
      { text: 'huggingface-cli login --token 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', covers: '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' },
      { text: 'HF_TOKEN = "hf_fWHgeUZtjCasgjCYt lWCSLxqwYmDjqMiCI"', covers: 'hf_fWHgeUZtjCasgjCYt lWCSLxqwYmDjqMiCI' },
      { text: "use_auth_token='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'", covers: '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' },
    ],
    ignore: [
      '- (id)hf_requiredCharacteristicTypesForDisplayMetadata;',
      'os.environ.get("HF_AUTH_TOKEN", "hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx")',
      'const api_org_controller = require("../controllers").organizations;',
    ],
  },
};
