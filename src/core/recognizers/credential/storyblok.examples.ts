/** Own examples of the rules in storyblok.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'storyblok-access-token': {
    match: [
      { text: "STORYBLOK_TOKEN=c887RkEtmHSV6ivduIXJS90a", covers: "c887RkEtmHSV6ivduIXJS90a" },
      { text: "{\"storyblok_api_key\": \"c887RkEtmHSV6ivduIXJS90a\"}", covers: "c887RkEtmHSV6ivduIXJS90a" },
    ],
    ignore: ["STORYBLOK_TOKEN=${STORYBLOK_TOKEN}", "STORYBLOK_TOKEN=c887RkEt"],
  },
};
