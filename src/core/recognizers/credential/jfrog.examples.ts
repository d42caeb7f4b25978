/** Own examples of the rules in jfrog.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'jfrog-api-key': {
    match: [
      { text: "JFROG_TOKEN=AKCpgOnAvDWj5sDYNdaxlpzCoerBjzgSvhqQbAwlR8ipWyXESYxKdCytrUkcU86RgQjGo4jfx", covers: "AKCpgOnAvDWj5sDYNdaxlpzCoerBjzgSvhqQbAwlR8ipWyXESYxKdCytrUkcU86RgQjGo4jfx" },
      { text: "Here is the key: AKCpgOnAvDWj5sDYNdaxlpzCoerBjzgSvhqQbAwlR8ipWyXESYxKdCytrUkcU86RgQjGo4jfx (rotate it)", covers: "AKCpgOnAvDWj5sDYNdaxlpzCoerBjzgSvhqQbAwlR8ipWyXESYxKdCytrUkcU86RgQjGo4jfx" },
    ],
    ignore: ["JFROG_TOKEN=AKCpfXcTKyuQKfGM28PvLmvmtLt", "AKCpxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"],
  },
  'jfrog-reference-token': {
    match: [
      { text: "JFROG_TOKEN=cmVmdGtuPbA1YTXsdNoKqt8A9wCCnc6QqCkBHAokHU8elTVkZoz1a6aVN8ePWvJh", covers: "cmVmdGtuPbA1YTXsdNoKqt8A9wCCnc6QqCkBHAokHU8elTVkZoz1a6aVN8ePWvJh" },
      { text: "config: { jfrog_secret: \"cmVmdGtuPbA1YTXsdNoKqt8A9wCCnc6QqCkBHAokHU8elTVkZoz1a6aVN8ePWvJh\" }", covers: "cmVmdGtuPbA1YTXsdNoKqt8A9wCCnc6QqCkBHAokHU8elTVkZoz1a6aVN8ePWvJh" },
    ],
    ignore: ["JFROG_TOKEN=${JFROG_TOKEN}", "See the JFrog documentation for how to create a token."],
  },
};
