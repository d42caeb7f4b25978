/**
 * Private keys pasted as text: PEM blocks of every kind (PKCS#1 RSA, PKCS#8, EC, DSA, encrypted,
 * OpenSSH, PGP "PRIVATE KEY BLOCK"), from BEGIN through END, and PuTTY .ppk files. OCR turns the
 * five dashes into em or en dashes (mapped to '-' by the base view), into two or three dashes, or
 * loses them, so any number of dashes is accepted as long as "PRIVATE KEY" follows BEGIN. A block
 * cut off before END is covered through its last base64 line.
 */
import type { ValidationContext } from '../types';
import { credential, pattern, provider, WRAPPED_VIEWS } from './_rule';

const TYPE = '(?:[A-Za-z0-9]{2,10}[ \\t]){0,3}';
const HEAD = `(?:-{2,}[ \\t]?)?BEGIN[ \\t]?${TYPE}PRIVATE[ \\t]?KEY(?:[ \\t]BLOCK)?[ \\t]?-*`;
const TAIL = `-*[ \\t]?END[ \\t]?${TYPE}PRIVATE[ \\t]?KEY(?:[ \\t]BLOCK)?(?:[ \\t]?-{2,})?`;
/** A line break: a real one or the two-character `\n` of a key inside a JSON string. */
const NL = '(?:\\r?\\n|\\\\r?\\\\n)';
const HEADERS = `(?:${NL}[A-Za-z][A-Za-z-]{2,20}:[^\\n\\\\]{1,100})*${NL}?`;
const BODY_LINE = `${NL}[ \\t]{0,16}[A-Za-z0-9+/=]{16,100}`;

/**
 * Key material between the markers: at least 64 base64 characters, and almost nothing else (a
 * few header lines such as `Proc-Type: 4,ENCRYPTED`), so prose or code that merely mentions the
 * markers is not taken for a key.
 */
function hasKeyMaterial(_value: string, ctx: ValidationContext): boolean {
  const block = ctx.text.slice(ctx.start, ctx.end);
  const body = block
    .replace(/^[\s\S]*?PRIVATE[ \t]?KEY(?:[ \t]BLOCK)?-*/i, '')
    .replace(/-*[ \t]?END[ \t]?(?:[A-Za-z0-9]{2,10}[ \t]){0,3}PRIVATE[ \t]?KEY[\s\S]*$/i, '')
    .replace(/\\[rn]|\s/g, '');
  const base64 = body.replace(/[^A-Za-z0-9+/=]/g, '').length;
  return base64 >= 64 && base64 >= 0.9 * body.length;
}

const pem = credential({
  id: 'private-key-pem',
  description: 'Private key (PEM, OpenSSH or PGP block)',
  label: 'PRIVATE_KEY',
  keywords: ['private key', 'privatekey'],
  views: WRAPPED_VIEWS,
  patterns: [
    // The body may not run into another marker, so a text of many headers and no END stays linear.
    new RegExp(`${HEAD}(?:(?!-{2}|BEGIN)[\\s\\S]){20,16000}?${TAIL}`, 'gi'),
    new RegExp(`${HEAD}${HEADERS}(?:${BODY_LINE}){1,400}`, 'gi'),
  ],
  allowDummy: true,
  multiline: true,
  check: hasKeyMaterial,
  confidence: 0.99,
  examples: {
    match: [
      {
        text: 'my key:\n-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA9oKcbpAiSUMfis0zJVHbHAkkD0r+3brLg6J9u9/ent/dmlW12W3Qg9LN\nYfHEV8E0CJFRGt5hrQyqKqjc1AzehxVDKaxdLzky9rDFVwhXEcHWne1btIUqmg8S\nBPdOnxZpxs3+3PjkuVbgYINloV4/QuesQtneUe2JXYb+OId9Bfz5jXscKE1m3Q8o\ndFZ5MLqrew3itm2XOmk6==\n-----END RSA PRIVATE KEY-----\nthanks',
        covers: '-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA9oKcbpAiSUMfis0zJVHbHAkkD0r+3brLg6J9u9/ent/dmlW12W3Qg9LN\nYfHEV8E0CJFRGt5hrQyqKqjc1AzehxVDKaxdLzky9rDFVwhXEcHWne1btIUqmg8S\nBPdOnxZpxs3+3PjkuVbgYINloV4/QuesQtneUe2JXYb+OId9Bfz5jXscKE1m3Q8o\ndFZ5MLqrew3itm2XOmk6==\n-----END RSA PRIVATE KEY-----',
      },
      {
        text: '——BEGIN OPENSSH PRIVATE KEY——\nb3BlbnNzaC1rZXktdjEAAAAA74kRnLkzydAjxjFq2DyTG/CjMowUfQ7taOLrP1TNY7b8e1\nyxb7akWndNx5gzxz3r6yccT78cN8OWshLzqwK5brR04u2qu7+3z5OB8ylVK/91bcBwuz7r\n——END OPENSSH PRIVATE KEY——',
        covers: '——BEGIN OPENSSH PRIVATE KEY——\nb3BlbnNzaC1rZXktdjEAAAAA74kRnLkzydAjxjFq2DyTG/CjMowUfQ7taOLrP1TNY7b8e1\nyxb7akWndNx5gzxz3r6yccT78cN8OWshLzqwK5brR04u2qu7+3z5OB8ylVK/91bcBwuz7r\n——END OPENSSH PRIVATE KEY——',
      },
      {
        text: 'BEGIN EC PRIVATE KEY\nMHcCAQEEIffIrFjz36BQkpwhsOpLNWymGLMma5cRPxL7odvmsiYmlwFU4qTDAwSH\nIsrrASLP/4J43cGfzCndjRll55xmDIv1RFXkHVKfKkilkpqa2NAaxhY4AhdPP63s\nEND EC PRIVATE KEY',
        covers: 'BEGIN EC PRIVATE KEY\nMHcCAQEEIffIrFjz36BQkpwhsOpLNWymGLMma5cRPxL7odvmsiYmlwFU4qTDAwSH\nIsrrASLP/4J43cGfzCndjRll55xmDIv1RFXkHVKfKkilkpqa2NAaxhY4AhdPP63s\nEND EC PRIVATE KEY',
      },
      {
        text: '-----BEGIN ENCRYPTED PRIVATE KEY-----\nMIIFHDBOBgkqhkiG9w0BBQ0wk0HxpQ5hK/ne5AMLeKyGEar32VLoQW0dFHLNMisU\nPj7IwNczydiU2vGT7cdgrJLRuDSUrnlQ3ffd1eS2fb2WvvbgdMgl9XBPFRaR/XBv\n(truncated)',
        covers: '-----BEGIN ENCRYPTED PRIVATE KEY-----\nMIIFHDBOBgkqhkiG9w0BBQ0wk0HxpQ5hK/ne5AMLeKyGEar32VLoQW0dFHLNMisU\nPj7IwNczydiU2vGT7cdgrJLRuDSUrnlQ3ffd1eS2fb2WvvbgdMgl9XBPFRaR/XBv',
      },
      {
        text: '"key": "-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBgvJKjQXl++n8RZ7Pr76gve+BI1+eyxcRCf3U2gArTuV4j9Iqb36\\nWMVs7nNqtbKAwwQ/KKSBn0WtjPYSbU5fIqNsJLS9pX9pLGH5jyTYO/SZhqVAO/jz\\n-----END PRIVATE KEY-----\\n"',
        covers: '-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBgvJKjQXl++n8RZ7Pr76gve+BI1+eyxcRCf3U2gArTuV4j9Iqb36\\nWMVs7nNqtbKAwwQ/KKSBn0WtjPYSbU5fIqNsJLS9pX9pLGH5jyTYO/SZhqVAO/jz\\n-----END PRIVATE KEY-----',
      },
      {
        text: '-----BEGIN PGP PRIVATE KEY BLOCK-----\n\nlQdGBFQVHDCnEOFDLxFa4dvhQKZa45gP0tY13R0C1Ow5Ecj1BcTBXa4Yk9yrfUxS\nmXpNHYqhtFumHeX9zZrrQjd3IdgqDejH4wZDAsXJ1HekGWRiUgjtU/uRXgLdgFoj\n=Ern7\n-----END PGP PRIVATE KEY BLOCK-----',
        covers: '-----BEGIN PGP PRIVATE KEY BLOCK-----\n\nlQdGBFQVHDCnEOFDLxFa4dvhQKZa45gP0tY13R0C1Ow5Ecj1BcTBXa4Yk9yrfUxS\nmXpNHYqhtFumHeX9zZrrQjd3IdgqDejH4wZDAsXJ1HekGWRiUgjtU/uRXgLdgFoj\n=Ern7\n-----END PGP PRIVATE KEY BLOCK-----',
      },
    ],
    ignore: [
      '-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AD0y3a+MEGXqFDb0/BYIQR5HUYu9TqJrW\ngCRk2NRWbLd/Athqb44mAczGNSPPJkUpeKOyl3nijYBZ7IjcaA/DtJHDEavsKbLq\n-----END PUBLIC KEY-----',
      '-----BEGIN CERTIFICATE-----\nMIIDdzCCAl+gAwIBAgIEETnOfEWcqiG+p5hO1XRsFkgm95oct6Q4WfMymw6WcP1z\nSD922Zm9HngZscmPOVLAWfBqV5HTChgUzgfCipfPzqMNBR+XHulfaaiiRpgkhc7Q\n-----END CERTIFICATE-----',
      'The file starts with -----BEGIN OPENSSH PRIVATE KEY----- and ends with -----END OPENSSH PRIVATE KEY-----.',
      'Never share your private key with anyone.',
    ],
  },
});

const putty = credential({
  id: 'private-key-putty',
  description: 'PuTTY private key file (.ppk)',
  label: 'PRIVATE_KEY',
  keywords: ['putty-user-key-file'],
  patterns: [pattern('PuTTY-User-Key-File-[23]:(?:(?!PuTTY-User-Key-File)[\\s\\S]){20,16000}?Private-MAC:[ \\t]*[0-9a-fA-F]{40,64}')],
  allowDummy: true,
  multiline: true,
  check: hasKeyMaterial,
  confidence: 0.99,
  examples: {
    match: [
      {
        text: 'PuTTY-User-Key-File-2: ssh-rsa\nEncryption: none\nComment: deploy\nPublic-Lines: 2\nAAAAB3NzaC1yc2EXz5vVPDNZP63hVwz4APAiBd7mDyx0LTA3ygRLzfEsm8pK3f0Z\nYfHEV8E0CJFRGt5hrQyqKqjc1AzehxVDKaxdLzky9rDFVwhXEcHWne1btIUqmg8S\nPrivate-Lines: 2\nAAABAGSVfWgm01x6EroPG4949/CHuqkQ5g7QUHJ+p1si46J8LSSCGwM5ARpDrxGO\nSmaUyuffbaXaeSaec1Ee4Te9i31bVsGpL8AbgGn9Znz2pGsUXSa0qxNVZL9/i5pb\nPrivate-MAC: 815bb982658f71e757571e8d2d871c0647c8587b',
        covers: 'PuTTY-User-Key-File-2: ssh-rsa\nEncryption: none\nComment: deploy\nPublic-Lines: 2\nAAAAB3NzaC1yc2EXz5vVPDNZP63hVwz4APAiBd7mDyx0LTA3ygRLzfEsm8pK3f0Z\nYfHEV8E0CJFRGt5hrQyqKqjc1AzehxVDKaxdLzky9rDFVwhXEcHWne1btIUqmg8S\nPrivate-Lines: 2\nAAABAGSVfWgm01x6EroPG4949/CHuqkQ5g7QUHJ+p1si46J8LSSCGwM5ARpDrxGO\nSmaUyuffbaXaeSaec1Ee4Te9i31bVsGpL8AbgGn9Znz2pGsUXSa0qxNVZL9/i5pb\nPrivate-MAC: 815bb982658f71e757571e8d2d871c0647c8587b',
      },
    ],
    ignore: ['Save the key as a PuTTY-User-Key-File-3 (.ppk) file.'],
  },
});

export const PRIVATE_KEY = provider('private-key', 'Private key files', [pem, putty], true);
