/** Mapbox secret access tokens: sk. + base64 JSON + . + signature. Public tokens (pk.) are meant to be shared and are not matched. */
import { END_URLSAFE, START, URLSAFE, credential, pattern, provider, span } from './_rule';

const secretToken = credential({
  id: 'mapbox-secret-token',
  description: 'Mapbox secret access token',
  label: 'MAPBOX_TOKEN',
  keywords: ['sk.eyj'],
  patterns: [pattern(START, 'sk\\.eyJ', span(URLSAFE, 50, 300), '\\.', span(URLSAFE, 20, 40), END_URLSAFE)],
  minEntropy: 4,
  confidence: 0.99,
  examples: {
    match: [
      { text: 'MAPBOX_DOWNLOADS_TOKEN=sk.eyJ1IjoiYWNtZSIsImEiOiJLMsI5DEYpoTBKBy1WsbgXq417PdJjW9u95-fAnaF.zrh1St1StZ_q0rEbQ6HLXw', covers: 'sk.eyJ1IjoiYWNtZSIsImEiOiJLMsI5DEYpoTBKBy1WsbgXq417PdJjW9u95-fAnaF.zrh1St1StZ_q0rEbQ6HLXw' },
      { text: 'MAPBOX_DOWNLOADS_TOKEN=sk.eyJ1IjoiYWNtZSIsImEiOiJLMsI5DEYpoTBKBy1WsbgXq417Pd\nJjW9u95-fAnaF.zrh1St1StZ_q0rEbQ6HLXw', covers: 'sk.eyJ1IjoiYWNtZSIsImEiOiJLMsI5DEYpoTBKBy1WsbgXq417Pd\nJjW9u95-fAnaF.zrh1St1StZ_q0rEbQ6HLXw' },
    ],
    ignore: ['pk.eyJ1IjoiYWNtZSIsImEiOiJR3uHgdbepBN_1qBt0_qYrXdp_u-P1cB_O6z-JNtV.F3Yi9uWRiorqCeLnpNZfG9', 'sk.eyJ...'],
  },
});

export const MAPBOX = provider('mapbox', 'Mapbox', [secretToken]);
