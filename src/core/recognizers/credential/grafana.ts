/** Grafana Cloud API tokens (glc_), service-account tokens (glsa_) and legacy API keys (eyJrIjoi…). */
import { ALNUM, BASE64, END, END_BASE64, HEX_ANY, START, credential, pattern, provider, run, span } from './_rule';

const token = credential({
  id: 'grafana-token',
  description: 'Grafana Cloud, service-account or API token',
  label: 'GRAFANA_TOKEN',
  keywords: ['glc_', 'glsa', 'eyjrijoi'],
  patterns: [
    pattern(START, 'glc_', span(BASE64, 32, 400), '={0,3}', END_BASE64),
    pattern(START, 'glsa[_ ]', run(ALNUM, 32), '[_ ]', run(HEX_ANY, 8), END),
    pattern(START, 'eyJrIjoi', span(ALNUM, 70, 400), '={0,3}', END_BASE64),
  ],
  minEntropy: 3,
  confidence: 0.98,
  examples: {
    match: [
      { text: 'loki_key: glc_vcef5y/3SadsqIJnP8X77AzJE3YDQZs0patYhZAfpHEmBNDx14tC5SEU7oi7CkrsCIJ4A1O9LPiBxLey==', covers: 'glc_vcef5y/3SadsqIJnP8X77AzJE3YDQZs0patYhZAfpHEmBNDx14tC5SEU7oi7CkrsCIJ4A1O9LPiBxLey==' },
      { text: 'loki_key: glc_vcef5y/3SadsqIJnP8X77AzJE3YDQZs0patYhZAfpHEmBND\nx14tC5SEU7oi7CkrsCIJ4A1O9LPiBxLey==', covers: 'glc_vcef5y/3SadsqIJnP8X77AzJE3YDQZs0patYhZAfpHEmBND\nx14tC5SEU7oi7CkrsCIJ4A1O9LPiBxLey==' },
      { text: "'Authorization': 'Bearer glsa_2OHrUmAshasx9zklKhxo7o9AFLwOOLUV_c1bd4f69'", covers: 'glsa_2OHrUmAshasx9zklKhxo7o9AFLwOOLUV_c1bd4f69' },
      { text: 'GRAFANA_API_KEY=eyJrIjoihAxMVaNvcs74OTC2VvYkOa7kYEFGGTiHfD3tFusnCNCuI04nhOnkaZPRWJp3Vod7LcQ9gdD2TNiOeT65', covers: 'eyJrIjoihAxMVaNvcs74OTC2VvYkOa7kYEFGGTiHfD3tFusnCNCuI04nhOnkaZPRWJp3Vod7LcQ9gdD2TNiOeT65' },
    ],
    ignore: ['static void GLC_CreateLightmapTextureArray(void);', 'glc_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx', 'glsa_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX_AAAAAAAA'],
  },
});

export const GRAFANA = provider('grafana', 'Grafana', [token]);
