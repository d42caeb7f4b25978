/** ElevenLabs credentials, in the format the provider documents publicly. */
import { HEX, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'elevenlabs-api-key',
  description: 'ElevenLabs API key',
  label: 'ELEVENLABS_KEY',
  keywords: ['elevenlabs', 'xi-api-key', 'xi_api_key'],
  patterns: [labelled('(?:eleven[_ .-]?labs|xi[_-]api)', `(?:sk_)?${run(HEX, 48)}`)],
  views: LABEL_VIEWS,
  minEntropy: 3,
  confidence: 0.95,
});

export const ELEVENLABS = provider('elevenlabs', 'ElevenLabs', [rule1]);
