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
  examples: {
    match: [
      { text: 'GITLAB_TOKEN=glpat-INfqVM8VuceyCo1L0DLc', covers: 'glpat-INfqVM8VuceyCo1L0DLc' },
      { text: 'PRIVATE-TOKEN: glpat-EEcBB4evag9FaO2IxDlaPVTofaZDp4gAUCmybMOV.abgd155xg', covers: 'glpat-EEcBB4evag9FaO2IxDlaPVTofaZDp4gAUCmybMOV.abgd155xg' },
      { text: 'glpat-lYlUA9YoQan9 EfihYGfG was in the screenshot', covers: 'glpat-lYlUA9YoQan9 EfihYGfG' },
    ],
    ignore: ['glpat-XXXXXXXXXXX-XXXXXXXX', 'glpat-ZqGfubzgmBHume3', 'glpat-xxxxxxxx-xxxxxxxxxxxxxxxxxx.xxxxxxxxx'],
  },
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
  examples: {
    match: [
      { text: 'curl -X POST -F token=glptt-91d80f7bec391a97c0de4f91904a170587c7a437 -F ref=main', covers: 'glptt-91d80f7bec391a97c0de4f91904a170587c7a437' },
      { text: 'curl -X POST -F token=glptt-91d80f7bec391a97c0de4\nf91904a170587c7a437 -F ref=main', covers: 'glptt-91d80f7bec391a97c0de4\nf91904a170587c7a437' },
      { text: 'registration-token: GR1348941ch4Y8WJzcL2j9xS7XBhR', covers: 'GR1348941ch4Y8WJzcL2j9xS7XBhR' },
      { text: 'token = "glrt-yfD7HK11AZ1jr7vEUVEJ"', covers: 'glrt-yfD7HK11AZ1jr7vEUVEJ' },
      { text: 'CI_JOB_TOKEN=glcbt-YI7_TisCl4H2zdgwJf010HN4', covers: 'glcbt-YI7_TisCl4H2zdgwJf010HN4' },
    ],
    ignore: ['glptt-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx', 'GR134894112312312312312312312', 'GR1348941XXXXXXXXXXXXXXXXXXXX'],
  },
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
  examples: {
    match: [
      { text: 'deploy token gldt-INfqVM8VuceyCo1L0DLc', covers: 'gldt-INfqVM8VuceyCo1L0DLc' },
      { text: 'deploy token gldt-INfqVM8Vuc eyCo1L0DLc', covers: 'gldt-INfqVM8Vuc eyCo1L0DLc' },
      { text: 'https://gitlab.example.org/dashboard/projects.atom?feed_token=glft-ch4Y8WJzcL2j9xS7XBhR', covers: 'glft-ch4Y8WJzcL2j9xS7XBhR' },
      { text: 'config.token: glagent-8JzTO5AD360QG5xLxcoh1zU1I6LUtrZrJ2rkcRzQmiLIn3X4JP', covers: 'glagent-8JzTO5AD360QG5xLxcoh1zU1I6LUtrZrJ2rkcRzQmiLIn3X4JP' },
      { text: 'client_secret = gloas-036909a39e5e32bc556202c247e1de30ca67dbeb4c29d9936dae96f9c23e2ed8', covers: 'gloas-036909a39e5e32bc556202c247e1de30ca67dbeb4c29d9936dae96f9c23e2ed8' },
    ],
    ignore: ['gldt-fQZGOgsxpK', 'glagent-gbMAe4Y1195VYpHjouvF'],
  },
});

export const GITLAB = provider('gitlab', 'GitLab', [pat, ci, other]);
