/** Snowflake credentials, in the format the provider documents publicly. */
import { END_URLSAFE, LABEL_VIEWS, URLSAFE, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'snowflake-password',
  description: 'Snowflake token',
  label: 'SNOWFLAKE_KEY',
  keywords: ['snowflake'],
  patterns: [labelled('snowflake', run(URLSAFE, 40), END_URLSAFE)],
  views: LABEL_VIEWS,
  minEntropy: 3.3,
  confidence: 0.9,
});

export const SNOWFLAKE = provider('snowflake', 'Snowflake', [rule1]);
