/** Own examples of the rules in sonar.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'sonar-token': {
    match: [
      { text: "SONAR_TOKEN=squ_65b7a7ca0703632f4472015df847b7b54742d03c", covers: "squ_65b7a7ca0703632f4472015df847b7b54742d03c" },
      { text: "config: { sonar_secret: \"squ_65b7a7ca0703632f4472015df847b7b54742d03c\" }", covers: "squ_65b7a7ca0703632f4472015df847b7b54742d03c" },
    ],
    ignore: ["SONAR_TOKEN=${SONAR_TOKEN}", "See the SonarQube / SonarCloud documentation for how to create a token."],
  },
  'sonar-cloud-token': {
    match: [
      { text: "SONAR_TOKEN=8b5d8200b359b93e63840968a0d96791f298b258", covers: "8b5d8200b359b93e63840968a0d96791f298b258" },
      { text: "{\"sonar_api_key\": \"8b5d8200b359b93e63840968a0d96791f298b258\"}", covers: "8b5d8200b359b93e63840968a0d96791f298b258" },
    ],
    ignore: ["SONAR_TOKEN=${SONAR_TOKEN}", "SONAR_TOKEN=8b5d8200b359b"],
  },
};
