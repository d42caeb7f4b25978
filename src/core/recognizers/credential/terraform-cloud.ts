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
});

export const TERRAFORM_CLOUD = provider('terraform-cloud', 'HCP Terraform', [apiToken]);
