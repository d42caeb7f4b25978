/** Own examples of the rules in keycloak.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'keycloak-client-secret': {
    match: [
      { text: "KEYCLOAK_TOKEN=leHHJor0aLG6aZG4OCz8cd4kotiH9vmO", covers: "leHHJor0aLG6aZG4OCz8cd4kotiH9vmO" },
      { text: "{\"keycloak_api_key\": \"leHHJor0aLG6aZG4OCz8cd4kotiH9vmO\"}", covers: "leHHJor0aLG6aZG4OCz8cd4kotiH9vmO" },
    ],
    ignore: ["KEYCLOAK_TOKEN=${KEYCLOAK_TOKEN}", "KEYCLOAK_TOKEN=leHHJor0aL"],
  },
};
