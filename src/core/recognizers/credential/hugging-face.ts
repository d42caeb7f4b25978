/**
 * Hugging Face user access tokens (hf_ + 34 letters) and the retired organisation tokens
 * (api_org_ + 34 letters). Letters only, so identifiers such as `hf_requiredCharacteristic…` are
 * told apart by length and by an even mix of upper and lower case.
 */
import { END_URLSAFE, START_URLSAFE, credential, pattern, provider, run } from './_rule';

function evenCase(value: string): boolean {
  const body = value.replace(/^(?:hf|api_org)[_ ]?/, '');
  const upper = body.replace(/[^A-Z]/g, '').length / Math.max(1, body.length);
  return upper >= 0.2 && upper <= 0.8;
}

const accessToken = credential({
  id: 'hugging-face-access-token',
  description: 'Hugging Face access token',
  label: 'HF_TOKEN',
  keywords: ['hf_', 'hf ', 'api_org_'],
  patterns: [pattern(START_URLSAFE, '(?:hf|api_org)[_ ]', run('[A-Za-z]', 34), END_URLSAFE)],
  minEntropy: 3,
  check: evenCase,
  confidence: 0.97,
});

export const HUGGING_FACE = provider('hugging-face', 'Hugging Face', [accessToken]);
