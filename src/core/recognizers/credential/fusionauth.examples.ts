/** Own examples of the rules in fusionauth.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'fusionauth-api-key': {
    match: [
      { text: "FUSIONAUTH_TOKEN=LueTMXLDa1COOmFof35WfcOkA4FYbuPCTyBludiYNPbpxvWewdd_zA43vOUalon_", covers: "LueTMXLDa1COOmFof35WfcOkA4FYbuPCTyBludiYNPbpxvWewdd_zA43vOUalon_" },
      { text: "{\"fusionauth_api_key\": \"LueTMXLDa1COOmFof35WfcOkA4FYbuPCTyBludiYNPbpxvWewdd_zA43vOUalon_\"}", covers: "LueTMXLDa1COOmFof35WfcOkA4FYbuPCTyBludiYNPbpxvWewdd_zA43vOUalon_" },
    ],
    ignore: ["FUSIONAUTH_TOKEN=${FUSIONAUTH_TOKEN}", "FUSIONAUTH_TOKEN=LueTMXLDa1COOmFof35Wf"],
  },
};
