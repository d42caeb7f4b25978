/** Own examples of the rules in expo.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'expo-access-token': {
    match: [
      { text: "EXPO_TOKEN=WGNNBy50Ac7Ue4pgpUyGh-iV5yXvp1Q3Vm4Skm9l", covers: "WGNNBy50Ac7Ue4pgpUyGh-iV5yXvp1Q3Vm4Skm9l" },
      { text: "{\"expo_api_key\": \"WGNNBy50Ac7Ue4pgpUyGh-iV5yXvp1Q3Vm4Skm9l\"}", covers: "WGNNBy50Ac7Ue4pgpUyGh-iV5yXvp1Q3Vm4Skm9l" },
    ],
    ignore: ["EXPO_TOKEN=${EXPO_TOKEN}", "EXPO_TOKEN=WGNNBy50Ac7Ue"],
  },
};
