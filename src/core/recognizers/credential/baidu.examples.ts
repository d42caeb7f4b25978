/** Own examples of the rules in baidu.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'baidu-secret-key': {
    match: [
      { text: "BAIDU_TOKEN=xPWP2ua5xzZYKNkSKQWpjHJvctUB35q3", covers: "xPWP2ua5xzZYKNkSKQWpjHJvctUB35q3" },
      { text: "{\"baidu_api_key\": \"xPWP2ua5xzZYKNkSKQWpjHJvctUB35q3\"}", covers: "xPWP2ua5xzZYKNkSKQWpjHJvctUB35q3" },
    ],
    ignore: ["BAIDU_TOKEN=${BAIDU_TOKEN}", "BAIDU_TOKEN=xPWP2ua5xz"],
  },
};
