/** Own examples of the rules in terraform-cloud.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'terraform-cloud-api-token': {
    match: [
      { text: 'credentials "app.terraform.io" {\n  token = "uwfyTu8FzvvyD6.atlasv1.GkRpu6giN0Tv6MB515jmgoO3RywxzDzsOAUrCTX9u4F32P-sECb_628_njFUh2PlgVC"\n}', covers: 'uwfyTu8FzvvyD6.atlasv1.GkRpu6giN0Tv6MB515jmgoO3RywxzDzsOAUrCTX9u4F32P-sECb_628_njFUh2PlgVC' },
      { text: 'credentials "app.terraform.io" {\n  token = "uwfyTu8FzvvyD6.atlasv1.GkRpu6giN0Tv6MB515jmgoO3RywxzDz sOAUrCTX9u4F32P-sECb_628_njFUh2PlgVC"\n}', covers: 'uwfyTu8FzvvyD6.atlasv1.GkRpu6giN0Tv6MB515jmgoO3RywxzDz sOAUrCTX9u4F32P-sECb_628_njFUh2PlgVC' },
    ],
    ignore: ['token = "xxxxxxxxxxxxxx.atlasv1.xxxx"', 'tgk3DIyirkUZ7L.atlasv1.CDZ8zkqnjztz_WsGBZzz'],
  },
};
