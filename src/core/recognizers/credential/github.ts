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
  examples: {
    match: [
      { text: 'GITHUB_TOKEN=ghp_KsTJQjzuzGD1k35DMPNFQQ1FQfLQAT6dOXPy', covers: 'ghp_KsTJQjzuzGD1k35DMPNFQQ1FQfLQAT6dOXPy' },
      { text: 'git clone https://ghp_4uaHwO3AHVvGcsfxBONWCUwYap7iZOTaEn8z@github.com/acme/app.git', covers: 'ghp_4uaHwO3AHVvGcsfxBONWCUwYap7iZOTaEn8z' },
      { text: 'token: ghp gvcrblxh1weRL0a550aNqDjNd8k5Pjg3HFrX', covers: 'ghp gvcrblxh1weRL0a550aNqDjNd8k5Pjg3HFrX' },
      { text: 'Token ghp_54bAAQofoK1Me0I3Tb tou7NJpZqAqSBYcuUh expires in 30 days', covers: 'ghp_54bAAQofoK1Me0I3Tb tou7NJpZqAqSBYcuUh' },
      { text: '$ echo $GH_TOKEN\nghp_mOVEIDqFSCySTyiszKHFupE7TBxu6X\ntLnZog\n$ ls', covers: 'ghp_mOVEIDqFSCySTyiszKHFupE7TBxu6X\ntLnZog' },
    ],
    ignore: [
      'ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx',
      'ghp_va5HHhdTf9cYGb7OYMUept1YZhwjR1HlCpc',
      'ghp_Q37MJcYwnRXJmhKbJ8R51PHjBaFCncq6yT6lctwE',
      'Tokens look like ghp_<36 characters>.',
      'GITHUB_TOKEN=${{ secrets.GITHUB_TOKEN }}',
      'the ghp prefix marks a classic token and it should be rotated every month or so',
    ],
  },
});

const oauth = credential({
  id: 'github-oauth-token',
  description: 'GitHub OAuth access token',
  label: 'GITHUB_TOKEN',
  keywords: ['gho'],
  patterns: [pattern(START, 'gho[_ ]', run(ALNUM, 36), END)],
  minEntropy: 3,
  confidence: 0.99,
  examples: {
    match: [
      { text: '{"access_token":"gho_KsTJQjzuzGD1k35DMPNFQQ1FQfLQAT6dOXPy","token_type":"bearer"}', covers: 'gho_KsTJQjzuzGD1k35DMPNFQQ1FQfLQAT6dOXPy' },
      { text: 'gho 4uaHwO3AHVvGcsfxBONWCUwYap7iZOTaEn8z', covers: 'gho 4uaHwO3AHVvGcsfxBONWCUwYap7iZOTaEn8z' },
    ],
    ignore: ['gho_G7zGZTgt0BzYXIzeFBBJgOoF0FjMmh', 'gho_0000000000000000000000000000000000000000'],
  },
});

const app = credential({
  id: 'github-app-token',
  description: 'GitHub App user-to-server or server-to-server token',
  label: 'GITHUB_TOKEN',
  keywords: ['ghu', 'ghs'],
  patterns: [pattern(START, 'gh[us][_ ]', run(ALNUM, 36), END)],
  minEntropy: 3,
  confidence: 0.99,
  examples: {
    match: [
      { text: 'Authorization: token ghs_KsTJQjzuzGD1k35DMPNFQQ1FQfLQAT6dOXPy', covers: 'ghs_KsTJQjzuzGD1k35DMPNFQQ1FQfLQAT6dOXPy' },
      { text: 'ghu_4uaHwO3AHVvGcsfxBONWCUwYap7iZOTaEn8z', covers: 'ghu_4uaHwO3AHVvGcsfxBONWCUwYap7iZOTaEn8z' },
      { text: 'ghs_EIS0acQlPU19DkvGi8qa\n  TmD3HGbEksNl1u3R', covers: 'ghs_EIS0acQlPU19DkvGi8qa\n  TmD3HGbEksNl1u3R' },
    ],
    ignore: ['ghs_rfSLkbBSdlUT', 'ghu_yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy'],
  },
});

const refresh = credential({
  id: 'github-refresh-token',
  description: 'GitHub refresh token',
  label: 'GITHUB_TOKEN',
  keywords: ['ghr'],
  patterns: [pattern(START, 'ghr[_ ]', run(ALNUM, 36), END)],
  minEntropy: 3,
  confidence: 0.99,
  examples: {
    match: [
      { text: 'refresh_token=ghr_KsTJQjzuzGD1k35DMPNFQQ1FQfLQAT6dOXPy&expires_in=15811200', covers: 'ghr_KsTJQjzuzGD1k35DMPNFQQ1FQfLQAT6dOXPy' },
      { text: 'refresh_token=ghr_KsTJQjzuzGD1k35DMPNF QQ1FQfLQAT6dOXPy&expires_in=15811200', covers: 'ghr_KsTJQjzuzGD1k35DMPNF QQ1FQfLQAT6dOXPy' },
    ],
    ignore: ['ghr_jRopgFGzhfVOXHUg1gSuTXPa65gRmm5Pb8dQ802nz'],
  },
});

const fineGrained = credential({
  id: 'github-pat-fine-grained',
  description: 'GitHub fine-grained personal access token',
  label: 'GITHUB_TOKEN',
  keywords: ['github_pat', 'github pat'],
  patterns: [pattern(START, 'github[_ ]pat[_ ]', run(ALNUM, 22), '[_ ]', run(ALNUM, 59), END)],
  minEntropy: 3,
  confidence: 0.99,
  examples: {
    match: [
      { text: 'GH_TOKEN="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"', covers: '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' },
      { text: 'github pat 1X4yR5ydeVTmXz41L2iqLK FJ5khNeV3GhJJtjO2zV2STFRNZ6A8bOYdAc3oYyAG98OZQPBlGdtalqgFPc', covers: 'github pat 1X4yR5ydeVTmXz41L2iqLK FJ5khNeV3GhJJtjO2zV2STFRNZ6A8bOYdAc3oYyAG98OZQPBlGdtalqgFPc' },
      { text: 'github_pat_SNDXkC41Hw2lBotlz4sfjJ_mOVEIDqFSCySTyiszKHFupE7TBxu6X\n0ZJ5idRWZKMFtkyxqoVmb7MzSkrUD', covers: 'github_pat_SNDXkC41Hw2lBotlz4sfjJ_mOVEIDqFSCySTyiszKHFupE7TBxu6X\n0ZJ5idRWZKMFtkyxqoVmb7MzSkrUD' },
    ],
    ignore: ['github_pat_7gXgGCVQtv78pQqR7bxhcc_ddwkU6HsnLzHPvrr5tIN', 'Create a github_pat_ token in Settings.'],
  },
});

export const GITHUB = provider('github', 'GitHub', [classic, fineGrained, oauth, app, refresh]);
