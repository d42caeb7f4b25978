/** Own examples of the rules in cloudflare.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'cloudflare-api-key': {
    match: [
      { text: 'cloudflare_global_api_key = "ffac7cb2c8a2788fbf742b65b754e51acbd3d"', covers: 'ffac7cb2c8a2788fbf742b65b754e51acbd3d' },
      { text: 'cloudflare_global_api_key = "ffac7cb2c8a2788fbf742b\n65b754e51acbd3d"', covers: 'ffac7cb2c8a2788fbf742b\n65b754e51acbd3d' },
      { text: 'CLOUDFLARE_API_TOKEN: TgwNutm5Ljyl5O59WTAQu_evrwgCZAhHWnjpgeh4', covers: 'TgwNutm5Ljyl5O59WTAQu_evrwgCZAhHWnjpgeh4' },
      { text: 'CLOUDFLARE_ORIGIN_CA: v1.0-2f264d9b1ecb19dd8b7c46b2-6a22eccdf03eeddf52ecf4076c19ace327203f26e16af1d4d14aa605882ac89cd1997cd896416bef4ba6e1a02da187e966ece6615d3142f505f7965463e3621d78ed41415e97a498a6', covers: 'v1.0-2f264d9b1ecb19dd8b7c46b2-6a22eccdf03eeddf52ecf4076c19ace327203f26e16af1d4d14aa605882ac89cd1997cd896416bef4ba6e1a02da187e966ece6615d3142f505f7965463e3621d78ed41415e97a498a6' },
    ],
    ignore: ['CLOUDFLARE_API_TOKEN=${{ secrets.CF_TOKEN }}', 'cloudflare zone id is set elsewhere'],
  },
};
