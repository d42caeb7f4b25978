/** HCP Terraform (Terraform Cloud / Enterprise) API tokens: 14 characters, ".atlasv1.", 60–70 more. */
import { credential, pattern, provider, span } from './_rule';

const apiToken = credential({
  id: 'terraform-cloud-api-token',
  description: 'HCP Terraform API token',
  label: 'TERRAFORM_TOKEN',
  keywords: ['atlasv1'],
  patterns: [pattern('(?<![A-Za-z0-9])[A-Za-z0-9]{14}\\.atlasv1\\.', span('[A-Za-z0-9_=-]', 60, 70), '(?![A-Za-z0-9_=-])')],
  minEntropy: 3.5,
  confidence: 0.99,
  examples: {
    match: [
      { text: 'credentials "app.terraform.io" {\n  token = "uwfyTu8FzvvyD6.atlasv1.GkRpu6giN0Tv6MB515jmgoO3RywxzDzsOAUrCTX9u4F32P-sECb_628_njFUh2PlgVC"\n}', covers: 'uwfyTu8FzvvyD6.atlasv1.GkRpu6giN0Tv6MB515jmgoO3RywxzDzsOAUrCTX9u4F32P-sECb_628_njFUh2PlgVC' },
      { text: 'credentials "app.terraform.io" {\n  token = "uwfyTu8FzvvyD6.atlasv1.GkRpu6giN0Tv6MB515jmgoO3RywxzDz sOAUrCTX9u4F32P-sECb_628_njFUh2PlgVC"\n}', covers: 'uwfyTu8FzvvyD6.atlasv1.GkRpu6giN0Tv6MB515jmgoO3RywxzDz sOAUrCTX9u4F32P-sECb_628_njFUh2PlgVC' },
    ],
    ignore: ['token = "xxxxxxxxxxxxxx.atlasv1.xxxx"', 'tgk3DIyirkUZ7L.atlasv1.CDZ8zkqnjztz_WsGBZzz'],
  },
});

export const TERRAFORM_CLOUD = provider('terraform-cloud', 'HCP Terraform', [apiToken]);
