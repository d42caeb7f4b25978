/** Mailchimp API keys: 32 hex characters, a dash and the data-centre suffix (-us6, -us21). */
import { END, HEX, START, credential, pattern, provider, run } from './_rule';

const apiKey = credential({
  id: 'mailchimp-api-key',
  description: 'Mailchimp API key',
  label: 'MAILCHIMP_KEY',
  keywords: ['-us1', '-us2', '-us3', '-us4', '-us5', '-us6', '-us7', '-us8', '-us9'],
  patterns: [pattern(START, run(HEX, 32), '-us[0-9]{1,2}', END)],
  minEntropy: 3,
  confidence: 0.97,
});

export const MAILCHIMP = provider('mailchimp', 'Mailchimp', [apiKey]);
