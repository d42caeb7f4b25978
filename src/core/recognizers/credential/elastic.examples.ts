/** Own examples of the rules in elastic.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'elastic-api-key': {
    match: [
      { text: "ELASTIC_TOKEN=FZF8I6gBIM88xkPoP9BvgeHdhqNd0oL+ubPQrCH4HH2v0Kq2Pgw3EJ+BxD0z", covers: "FZF8I6gBIM88xkPoP9BvgeHdhqNd0oL+ubPQrCH4HH2v0Kq2Pgw3EJ+BxD0z" },
      { text: "{\"elastic_api_key\": \"FZF8I6gBIM88xkPoP9BvgeHdhqNd0oL+ubPQrCH4HH2v0Kq2Pgw3EJ+BxD0z\"}", covers: "FZF8I6gBIM88xkPoP9BvgeHdhqNd0oL+ubPQrCH4HH2v0Kq2Pgw3EJ+BxD0z" },
    ],
    ignore: ["ELASTIC_TOKEN=${ELASTIC_TOKEN}", "ELASTIC_TOKEN=FZF8I6gBIM88xkPoP9Bv"],
  },
};
