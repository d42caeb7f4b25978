/** Own examples of the rules in bitwarden.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'bitwarden-access-token': {
    match: [
      { text: "BITWARDEN_TOKEN=0.4ebf9481-9e84-4133-a9a8-f0b4459b1b1b.pAa4bFzDeuZoD6Y7Nwq4XHUggFijBg:2NDQveFg1i4r9ydKrRRcpW==", covers: "0.4ebf9481-9e84-4133-a9a8-f0b4459b1b1b.pAa4bFzDeuZoD6Y7Nwq4XHUggFijBg:2NDQveFg1i4r9ydKrRRcpW==" },
      { text: "config: { bitwarden_secret: \"0.4ebf9481-9e84-4133-a9a8-f0b4459b1b1b.pAa4bFzDeuZoD6Y7Nwq4XHUggFijBg:2NDQveFg1i4r9ydKrRRcpW==\" }", covers: "0.4ebf9481-9e84-4133-a9a8-f0b4459b1b1b.pAa4bFzDeuZoD6Y7Nwq4XHUggFijBg:2NDQveFg1i4r9ydKrRRcpW==" },
    ],
    ignore: ["BITWARDEN_TOKEN=${BITWARDEN_TOKEN}", "See the Bitwarden Secrets Manager documentation for how to create a token."],
  },
};
