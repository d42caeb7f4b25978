/** Own examples of the rules in grafana.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'grafana-token': {
    match: [
      { text: 'loki_key: glc_vcef5y/3SadsqIJnP8X77AzJE3YDQZs0patYhZAfpHEmBNDx14tC5SEU7oi7CkrsCIJ4A1O9LPiBxLey==', covers: 'glc_vcef5y/3SadsqIJnP8X77AzJE3YDQZs0patYhZAfpHEmBNDx14tC5SEU7oi7CkrsCIJ4A1O9LPiBxLey==' },
      { text: 'loki_key: glc_vcef5y/3SadsqIJnP8X77AzJE3YDQZs0patYhZAfpHEmBND\nx14tC5SEU7oi7CkrsCIJ4A1O9LPiBxLey==', covers: 'glc_vcef5y/3SadsqIJnP8X77AzJE3YDQZs0patYhZAfpHEmBND\nx14tC5SEU7oi7CkrsCIJ4A1O9LPiBxLey==' },
      { text: "'Authorization': 'Bearer glsa_2OHrUmAshasx9zklKhxo7o9AFLwOOLUV_c1bd4f69'", covers: 'glsa_2OHrUmAshasx9zklKhxo7o9AFLwOOLUV_c1bd4f69' },
      { text: 'GRAFANA_API_KEY=eyJrIjoihAxMVaNvcs74OTC2VvYkOa7kYEFGGTiHfD3tFusnCNCuI04nhOnkaZPRWJp3Vod7LcQ9gdD2TNiOeT65', covers: 'eyJrIjoihAxMVaNvcs74OTC2VvYkOa7kYEFGGTiHfD3tFusnCNCuI04nhOnkaZPRWJp3Vod7LcQ9gdD2TNiOeT65' },
    ],
    ignore: ['static void GLC_CreateLightmapTextureArray(void);', 'glc_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx', 'glsa_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX_AAAAAAAA'],
  },
};
