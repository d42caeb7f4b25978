/** Own examples of the rules in sonatype.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'sonatype-password': {
    match: [
      { text: "SONATYPE_TOKEN=WmyC8860s80fhDliYJqotj8sUWprcywrhJRMNolSzXt5", covers: "WmyC8860s80fhDliYJqotj8sUWprcywrhJRMNolSzXt5" },
      { text: "{\"sonatype_api_key\": \"WmyC8860s80fhDliYJqotj8sUWprcywrhJRMNolSzXt5\"}", covers: "WmyC8860s80fhDliYJqotj8sUWprcywrhJRMNolSzXt5" },
    ],
    ignore: ["SONATYPE_TOKEN=${SONATYPE_TOKEN}", "SONATYPE_TOKEN=WmyC8860s80fhD"],
  },
};
