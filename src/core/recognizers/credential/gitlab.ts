/**
 * GitLab tokens, whose prefixes say what they open (docs.gitlab.com "token prefixes"): personal,
 * project and group access tokens (glpat-, also the longer routable form), CI tokens (pipeline
 * trigger, runner registration and authentication, job tokens) and the rest (deploy, feed,
 * incoming mail, Kubernetes cluster, OAuth application, SCIM, feature-flag client tokens).
 */
import { END, END_URLSAFE, HEX, START, URLSAFE, credential, pattern, provider, run, span } from './_rule';

const pat = credential({
  id: 'gitlab-pat',
  description: 'GitLab personal, project or group access token',
  label: 'GITLAB_TOKEN',
  keywords: ['glpat-'],
  patterns: [
    pattern(START, 'glpat-', run(URLSAFE, 20), END_URLSAFE),
    pattern(START, 'glpat-', span(URLSAFE, 27, 300), '\\.', run('[a-z0-9]', 9), END_URLSAFE),
  ],
  minEntropy: 3,
  confidence: 0.99,
});

const ci = credential({
  id: 'gitlab-ci-token',
  description: 'GitLab CI token (pipeline trigger, runner, job)',
  label: 'GITLAB_TOKEN',
  keywords: ['glptt-', 'gr1348941', 'glrt-', 'glcbt-'],
  patterns: [
    pattern(START, 'glptt-', run(HEX, 40), END),
    pattern(START, 'GR1348941', run(URLSAFE, 20), END_URLSAFE),
    pattern(START, 'glrt-', run(URLSAFE, 20), END_URLSAFE),
    pattern(START, 'glrt-t[0-9]_', span(URLSAFE, 27, 300), '\\.', run('[a-z0-9]', 9), END_URLSAFE),
    pattern(START, 'glcbt-[0-9a-zA-Z]{1,5}_', run(URLSAFE, 20), END_URLSAFE),
  ],
  minEntropy: 3,
  confidence: 0.98,
});

const other = credential({
  id: 'gitlab-access-token',
  description: 'GitLab deploy, feed, mail, cluster, OAuth, SCIM or feature-flag token',
  label: 'GITLAB_TOKEN',
  keywords: ['gldt-', 'glft-', 'glimt-', 'glagent-', 'gloas-', 'glsoat-', 'glffct-'],
  patterns: [
    pattern(START, '(?:gldt|glft|glsoat|glffct)-', run(URLSAFE, 20), END_URLSAFE),
    pattern(START, 'glimt-', run(URLSAFE, 25), END_URLSAFE),
    pattern(START, 'glagent-', run(URLSAFE, 50), END_URLSAFE),
    pattern(START, 'gloas-', run(URLSAFE, 64), END_URLSAFE),
  ],
  minEntropy: 3,
  confidence: 0.98,
});

export const GITLAB = provider('gitlab', 'GitLab', [pat, ci, other]);
