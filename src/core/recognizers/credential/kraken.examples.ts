/** Own examples of the rules in kraken.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'kraken-api-secret': {
    match: [
      { text: "KRAKEN_PRIVATE_KEY=dXix6vPnoLdJ0aSvyiMI1YTpWuOB51HG3zAH7MnUnYTrS8RE5JBDi5yy9xLRG2ewJJ1QhA3Dn1n4Ix9+2EzYrE==", covers: "dXix6vPnoLdJ0aSvyiMI1YTpWuOB51HG3zAH7MnUnYTrS8RE5JBDi5yy9xLRG2ewJJ1QhA3Dn1n4Ix9+2EzYrE==" },
      { text: "config: { kraken_secret: \"dXix6vPnoLdJ0aSvyiMI1YTpWuOB51HG3zAH7MnUnYTrS8RE5JBDi5yy9xLRG2ewJJ1QhA3Dn1n4Ix9+2EzYrE==\" }", covers: "dXix6vPnoLdJ0aSvyiMI1YTpWuOB51HG3zAH7MnUnYTrS8RE5JBDi5yy9xLRG2ewJJ1QhA3Dn1n4Ix9+2EzYrE==" },
    ],
    ignore: ["KRAKEN_PRIVATE_KEY=${KRAKEN_PRIVATE_KEY}", "See the Kraken documentation for how to create a token."],
  },
};
