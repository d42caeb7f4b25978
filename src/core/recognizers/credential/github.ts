/**
 * GitHub tokens: classic personal access tokens (ghp_), OAuth tokens (gho_), user-to-server and
 * server-to-server app tokens (ghu_, ghs_) and refresh tokens (ghr_), each 36 base62 characters
 * after the prefix; fine-grained personal access tokens (github_pat_ + 22 + _ + 59). OCR reads
 * the underscore as a space, so `ghp 1a2B…` counts too.
 */
import { ALNUM, END, START, credential, pattern, provider, run } from './_rule';

const classic = credential({
  id: 'github-pat-classic',
  description: 'GitHub personal access token (classic)',
  label: 'GITHUB_TOKEN',
  keywords: ['ghp'],
  patterns: [pattern(START, 'ghp[_ ]', run(ALNUM, 36), END)],
  minEntropy: 3,
  confidence: 0.99,
});

const oauth = credential({
  id: 'github-oauth-token',
  description: 'GitHub OAuth access token',
  label: 'GITHUB_TOKEN',
  keywords: ['gho'],
  patterns: [pattern(START, 'gho[_ ]', run(ALNUM, 36), END)],
  minEntropy: 3,
  confidence: 0.99,
});

const app = credential({
  id: 'github-app-token',
  description: 'GitHub App user-to-server or server-to-server token',
  label: 'GITHUB_TOKEN',
  keywords: ['ghu', 'ghs'],
  patterns: [pattern(START, 'gh[us][_ ]', run(ALNUM, 36), END)],
  minEntropy: 3,
  confidence: 0.99,
});

const refresh = credential({
  id: 'github-refresh-token',
  description: 'GitHub refresh token',
  label: 'GITHUB_TOKEN',
  keywords: ['ghr'],
  patterns: [pattern(START, 'ghr[_ ]', run(ALNUM, 36), END)],
  minEntropy: 3,
  confidence: 0.99,
});

const fineGrained = credential({
  id: 'github-pat-fine-grained',
  description: 'GitHub fine-grained personal access token',
  label: 'GITHUB_TOKEN',
  keywords: ['github_pat', 'github pat'],
  patterns: [pattern(START, 'github[_ ]pat[_ ]', run(ALNUM, 22), '[_ ]', run(ALNUM, 59), END)],
  minEntropy: 3,
  confidence: 0.99,
});

export const GITHUB = provider('github', 'GitHub', [classic, fineGrained, oauth, app, refresh]);
