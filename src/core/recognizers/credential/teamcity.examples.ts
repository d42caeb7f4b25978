/** Own examples of the rules in teamcity.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'teamcity-access-token': {
    match: [
      { text: "TEAMCITY_TOKEN=eyJ0eXAiOiAiVENWMiJ9.W7p5GfnlEzfQkoLvjZgtFGwUyZaXPGUAPfni.5G4hTmLN7lkDUbHJ9VrZOeMVCnrBpp6yCJSuk9RVVE0ydvd2", covers: "eyJ0eXAiOiAiVENWMiJ9.W7p5GfnlEzfQkoLvjZgtFGwUyZaXPGUAPfni.5G4hTmLN7lkDUbHJ9VrZOeMVCnrBpp6yCJSuk9RVVE0ydvd2" },
      { text: "config: { teamcity_secret: \"eyJ0eXAiOiAiVENWMiJ9.W7p5GfnlEzfQkoLvjZgtFGwUyZaXPGUAPfni.5G4hTmLN7lkDUbHJ9VrZOeMVCnrBpp6yCJSuk9RVVE0ydvd2\" }", covers: "eyJ0eXAiOiAiVENWMiJ9.W7p5GfnlEzfQkoLvjZgtFGwUyZaXPGUAPfni.5G4hTmLN7lkDUbHJ9VrZOeMVCnrBpp6yCJSuk9RVVE0ydvd2" },
    ],
    ignore: ["TEAMCITY_TOKEN=${TEAMCITY_TOKEN}", "See the TeamCity documentation for how to create a token."],
  },
};
