/** Own examples of the rules in gitlab.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'gitlab-pat': {
    match: [
      { text: 'GITLAB_TOKEN=glpat-INfqVM8VuceyCo1L0DLc', covers: 'glpat-INfqVM8VuceyCo1L0DLc' },
      { text: 'PRIVATE-TOKEN: glpat-EEcBB4evag9FaO2IxDlaPVTofaZDp4gAUCmybMOV.abgd155xg', covers: 'glpat-EEcBB4evag9FaO2IxDlaPVTofaZDp4gAUCmybMOV.abgd155xg' },
      { text: 'glpat-lYlUA9YoQan9 EfihYGfG was in the screenshot', covers: 'glpat-lYlUA9YoQan9 EfihYGfG' },
    ],
    ignore: ['glpat-XXXXXXXXXXX-XXXXXXXX', 'glpat-ZqGfubzgmBHume3', 'glpat-xxxxxxxx-xxxxxxxxxxxxxxxxxx.xxxxxxxxx'],
  },
  'gitlab-ci-token': {
    match: [
      { text: 'curl -X POST -F token=glptt-91d80f7bec391a97c0de4f91904a170587c7a437 -F ref=main', covers: 'glptt-91d80f7bec391a97c0de4f91904a170587c7a437' },
      { text: 'curl -X POST -F token=glptt-91d80f7bec391a97c0de4\nf91904a170587c7a437 -F ref=main', covers: 'glptt-91d80f7bec391a97c0de4\nf91904a170587c7a437' },
      { text: 'registration-token: GR1348941ch4Y8WJzcL2j9xS7XBhR', covers: 'GR1348941ch4Y8WJzcL2j9xS7XBhR' },
      { text: 'token = "glrt-yfD7HK11AZ1jr7vEUVEJ"', covers: 'glrt-yfD7HK11AZ1jr7vEUVEJ' },
      { text: 'CI_JOB_TOKEN=glcbt-YI7_TisCl4H2zdgwJf010HN4', covers: 'glcbt-YI7_TisCl4H2zdgwJf010HN4' },
    ],
    ignore: ['glptt-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx', 'GR134894112312312312312312312', 'GR1348941XXXXXXXXXXXXXXXXXXXX'],
  },
  'gitlab-access-token': {
    match: [
      { text: 'deploy token gldt-INfqVM8VuceyCo1L0DLc', covers: 'gldt-INfqVM8VuceyCo1L0DLc' },
      { text: 'deploy token gldt-INfqVM8Vuc eyCo1L0DLc', covers: 'gldt-INfqVM8Vuc eyCo1L0DLc' },
      { text: 'https://gitlab.example.org/dashboard/projects.atom?feed_token=glft-ch4Y8WJzcL2j9xS7XBhR', covers: 'glft-ch4Y8WJzcL2j9xS7XBhR' },
      { text: 'config.token: glagent-8JzTO5AD360QG5xLxcoh1zU1I6LUtrZrJ2rkcRzQmiLIn3X4JP', covers: 'glagent-8JzTO5AD360QG5xLxcoh1zU1I6LUtrZrJ2rkcRzQmiLIn3X4JP' },
      { text: 'client_secret = gloas-036909a39e5e32bc556202c247e1de30ca67dbeb4c29d9936dae96f9c23e2ed8', covers: 'gloas-036909a39e5e32bc556202c247e1de30ca67dbeb4c29d9936dae96f9c23e2ed8' },
    ],
    ignore: ['gldt-fQZGOgsxpK', 'glagent-gbMAe4Y1195VYpHjouvF'],
  },
};
