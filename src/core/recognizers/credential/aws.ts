/**
 * AWS: access key ids (AKIA long-term, ASIA temporary STS, ABIA / ACCA service-specific), the
 * 40-character secret access key that pairs with them, and STS session tokens. The secret key and
 * the session token carry no prefix, so they are found through their labels.
 */
import { BASE64, END, END_BASE64, LABEL_VIEWS, START, ci, credential, labelled, pattern, provider, run, span } from './_rule';

/** The type prefixes an access key id starts with (long-term, temporary, service-specific). */
export const AWS_KEY_ID_PREFIX = '(?:A3T[A-Z0-9]|AKIA|ASIA|ABIA|ACCA)';

const accessKeyId = credential({
  id: 'aws-access-key-id',
  description: 'AWS access key id',
  label: 'AWS_KEY',
  keywords: ['akia', 'asia', 'abia', 'acca', 'a3t'],
  patterns: [pattern(START, AWS_KEY_ID_PREFIX, run('[A-Z0-9]', 16), END)],
  minEntropy: 3,
  // A key broken by OCR must still show a digit, so capitalised prose ("ASIAN MARKETS …") never qualifies.
  check: (value, ctx) => /[0-9]/.test(value) || !/\s/.test(ctx.text.slice(ctx.start, ctx.end)),
  confidence: 0.97,
});

const secretAccessKey = credential({
  id: 'aws-secret-access-key',
  description: 'AWS secret access key',
  label: 'AWS_SECRET',
  keywords: ['secret_access_key', 'secretaccesskey', 'secret access key', 'secret-access-key', 'aws_secret', 'aws secret'],
  patterns: [
    labelled('(?:aws[_ .-]?)?secret[_ .-]?(?:access[_ .-]?)?key', run(BASE64, 40), END_BASE64),
    // The CLI sets it with a space, not an operator: `aws configure set aws_secret_access_key VALUE`.
    new RegExp(`${ci('aws')}[ \\t]+${ci('configure')}[ \\t]+${ci('set')}[ \\t]+(?:[\\w-]{1,40}\\.){0,3}${ci('aws_secret_access_key')}[ \\t]{1,4}["']?(?<v>${run(BASE64, 40)})${END_BASE64}`, 'g'),
  ],
  views: LABEL_VIEWS,
  minEntropy: 3.5,
  check: (value) => /[A-Z]/.test(value) && /[a-z]/.test(value) && /[0-9+/]/.test(value),
  confidence: 0.95,
});

const sessionToken = credential({
  id: 'aws-session-token',
  description: 'AWS STS session token',
  label: 'AWS_SECRET',
  keywords: ['session_token', 'sessiontoken', 'session token', 'session-token'],
  patterns: [labelled('(?:aws[_ .-]?)?session[_ .-]?token', `${span(BASE64, 100, 2000)}={0,2}`, END_BASE64)],
  views: LABEL_VIEWS,
  minEntropy: 4,
  confidence: 0.93,
});

export const AWS = provider('aws', 'Amazon Web Services', [accessKeyId, secretAccessKey, sessionToken]);
