/** Own examples of the rules in deno-deploy.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'deno-deploy-token': {
    match: [
      { text: "DENO_DEPLOY_TOKEN=ddp_3wiam465NhGxwBAzkTs1ENUt3igYAAdbyBrR", covers: "ddp_3wiam465NhGxwBAzkTs1ENUt3igYAAdbyBrR" },
      { text: "Here is the key: ddp_3wiam465NhGxwBAzkTs1ENUt3igYAAdbyBrR (rotate it)", covers: "ddp_3wiam465NhGxwBAzkTs1ENUt3igYAAdbyBrR" },
    ],
    ignore: ["DENO_DEPLOY_TOKEN=ddp_NKL3zJyyUt2G", "ddp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"],
  },
};
