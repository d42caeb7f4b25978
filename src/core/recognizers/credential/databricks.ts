/** Databricks personal access tokens: dapi + 32 hex, sometimes with a -N suffix. */
import { END, HEX, START, credential, pattern, provider, run } from './_rule';

const token = credential({
  id: 'databricks-access-token',
  description: 'Databricks personal access token',
  label: 'DATABRICKS_TOKEN',
  keywords: ['dapi'],
  patterns: [pattern(START, 'dapi', run(HEX, 32), '(?:-[0-9])?', END)],
  minEntropy: 3,
  confidence: 0.98,
});

export const DATABRICKS = provider('databricks', 'Databricks', [token]);
