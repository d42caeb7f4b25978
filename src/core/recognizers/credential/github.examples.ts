/** Own examples of the rules in github.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'github-pat-classic': {
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
  'github-oauth-token': {
    match: [
      { text: '{"access_token":"gho_KsTJQjzuzGD1k35DMPNFQQ1FQfLQAT6dOXPy","token_type":"bearer"}', covers: 'gho_KsTJQjzuzGD1k35DMPNFQQ1FQfLQAT6dOXPy' },
      { text: 'gho 4uaHwO3AHVvGcsfxBONWCUwYap7iZOTaEn8z', covers: 'gho 4uaHwO3AHVvGcsfxBONWCUwYap7iZOTaEn8z' },
    ],
    ignore: ['gho_G7zGZTgt0BzYXIzeFBBJgOoF0FjMmh', 'gho_0000000000000000000000000000000000000000'],
  },
  'github-app-token': {
    match: [
      { text: 'Authorization: token ghs_KsTJQjzuzGD1k35DMPNFQQ1FQfLQAT6dOXPy', covers: 'ghs_KsTJQjzuzGD1k35DMPNFQQ1FQfLQAT6dOXPy' },
      { text: 'ghu_4uaHwO3AHVvGcsfxBONWCUwYap7iZOTaEn8z', covers: 'ghu_4uaHwO3AHVvGcsfxBONWCUwYap7iZOTaEn8z' },
      { text: 'ghs_EIS0acQlPU19DkvGi8qa\n  TmD3HGbEksNl1u3R', covers: 'ghs_EIS0acQlPU19DkvGi8qa\n  TmD3HGbEksNl1u3R' },
    ],
    ignore: ['ghs_rfSLkbBSdlUT', 'ghu_yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy'],
  },
  'github-refresh-token': {
    match: [
      { text: 'refresh_token=ghr_KsTJQjzuzGD1k35DMPNFQQ1FQfLQAT6dOXPy&expires_in=15811200', covers: 'ghr_KsTJQjzuzGD1k35DMPNFQQ1FQfLQAT6dOXPy' },
      { text: 'refresh_token=ghr_KsTJQjzuzGD1k35DMPNF QQ1FQfLQAT6dOXPy&expires_in=15811200', covers: 'ghr_KsTJQjzuzGD1k35DMPNF QQ1FQfLQAT6dOXPy' },
    ],
    ignore: ['ghr_jRopgFGzhfVOXHUg1gSuTXPa65gRmm5Pb8dQ802nz'],
  },
  'github-pat-fine-grained': {
    match: [
      { text: 'GH_TOKEN="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"', covers: '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' },
      { text: 'github pat 1X4yR5ydeVTmXz41L2iqLK FJ5khNeV3GhJJtjO2zV2STFRNZ6A8bOYdAc3oYyAG98OZQPBlGdtalqgFPc', covers: 'github pat 1X4yR5ydeVTmXz41L2iqLK FJ5khNeV3GhJJtjO2zV2STFRNZ6A8bOYdAc3oYyAG98OZQPBlGdtalqgFPc' },
      { text: 'github_pat_SNDXkC41Hw2lBotlz4sfjJ_mOVEIDqFSCySTyiszKHFupE7TBxu6X\n0ZJ5idRWZKMFtkyxqoVmb7MzSkrUD', covers: 'github_pat_SNDXkC41Hw2lBotlz4sfjJ_mOVEIDqFSCySTyiszKHFupE7TBxu6X\n0ZJ5idRWZKMFtkyxqoVmb7MzSkrUD' },
    ],
    ignore: ['github_pat_7gXgGCVQtv78pQqR7bxhcc_ddwkU6HsnLzHPvrr5tIN', 'Create a github_pat_ token in Settings.'],
  },
};
