/** Own examples of the rules in rapidapi.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'rapidapi-key': {
    match: [
      { text: "RAPIDAPI_TOKEN=etOS-S2Ma0_AwpreSwuurXZkhDtGcu0X3aJd15vdSuORyHzIqR", covers: "etOS-S2Ma0_AwpreSwuurXZkhDtGcu0X3aJd15vdSuORyHzIqR" },
      { text: "{\"rapidapi_api_key\": \"etOS-S2Ma0_AwpreSwuurXZkhDtGcu0X3aJd15vdSuORyHzIqR\"}", covers: "etOS-S2Ma0_AwpreSwuurXZkhDtGcu0X3aJd15vdSuORyHzIqR" },
    ],
    ignore: ["RAPIDAPI_TOKEN=${RAPIDAPI_TOKEN}", "RAPIDAPI_TOKEN=etOS-S2Ma0_Awpre"],
  },
};
