/** Own examples of the rules in mapbox.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'mapbox-secret-token': {
    match: [
      { text: 'MAPBOX_DOWNLOADS_TOKEN=sk.eyJ1IjoiYWNtZSIsImEiOiJLMsI5DEYpoTBKBy1WsbgXq417PdJjW9u95-fAnaF.zrh1St1StZ_q0rEbQ6HLXw', covers: 'sk.eyJ1IjoiYWNtZSIsImEiOiJLMsI5DEYpoTBKBy1WsbgXq417PdJjW9u95-fAnaF.zrh1St1StZ_q0rEbQ6HLXw' },
      { text: 'MAPBOX_DOWNLOADS_TOKEN=sk.eyJ1IjoiYWNtZSIsImEiOiJLMsI5DEYpoTBKBy1WsbgXq417Pd\nJjW9u95-fAnaF.zrh1St1StZ_q0rEbQ6HLXw', covers: 'sk.eyJ1IjoiYWNtZSIsImEiOiJLMsI5DEYpoTBKBy1WsbgXq417Pd\nJjW9u95-fAnaF.zrh1St1StZ_q0rEbQ6HLXw' },
    ],
    ignore: ['pk.eyJ1IjoiYWNtZSIsImEiOiJR3uHgdbepBN_1qBt0_qYrXdp_u-P1cB_O6z-JNtV.F3Yi9uWRiorqCeLnpNZfG9', 'sk.eyJ...'],
  },
};
