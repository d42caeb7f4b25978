/** OpenWeather credentials, in the format the provider documents publicly. */
import { HEX, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'openweather-api-key',
  description: 'OpenWeather API key',
  label: 'OPENWEATHER_KEY',
  keywords: ['weather'],
  patterns: [labelled('open[_ .-]?weather(?:map)?', run(HEX, 32))],
  views: LABEL_VIEWS,
  minEntropy: 3,
  confidence: 0.9,
});

export const OPENWEATHER = provider('openweather', 'OpenWeather', [rule1]);
