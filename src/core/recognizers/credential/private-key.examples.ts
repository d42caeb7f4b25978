/** Own examples of the rules in private-key.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'private-key-pem': {
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
      {
        text: 'the old deploy key (rot13, do not share):\n-----ORTVA CEVINGR XRL-----\nZVVRbjVONNXPNDRNd7Ua2iMx0pDW3kJ8eGo5LcYzA4fQtSuRhI9nXvBwE1gFjKlP\nmC6bO+rHy0aZ/sN2tU7pWd3qXf9YeIj5kLg8hR4vA1bDoM3xEzT0cFu6nGw2aJyP\nS3iD8lKx1oW7qAm0eRf+Uh5zCt9pYj4gNd2vBs6XwL8kHo1aEr7fZu3iTm5cQy0G\n-----RAQ CEVINGR XRL-----\nend',
        covers: '-----ORTVA CEVINGR XRL-----\nZVVRbjVONNXPNDRNd7Ua2iMx0pDW3kJ8eGo5LcYzA4fQtSuRhI9nXvBwE1gFjKlP\nmC6bO+rHy0aZ/sN2tU7pWd3qXf9YeIj5kLg8hR4vA1bDoM3xEzT0cFu6nGw2aJyP\nS3iD8lKx1oW7qAm0eRf+Uh5zCt9pYj4gNd2vBs6XwL8kHo1aEr7fZu3iTm5cQy0G\n-----RAQ CEVINGR XRL-----',
      },
      {
        text: 'pasted from a narrow terminal: ---\n--BEGIN RSA PRIVATE \nKEY-----\nMIIEowIBAAKCAQEAq7Hn2vZk0cQJ3xW8rTb5YpLmN4sDgFhEuV9aKiOjR1tSwXyC\nzP6oB+eUl0nM/fA2gH7cJq3dKs9LrVw5xYt8uE4iN1oQbZ3kRmG0pSh6aTj2nWlC\nF3vQ8yXk1bJ7dNz0rEs+Hu5mPg9cLw4tAq2iOf6KjY8xUb1nRe7sMh3vGz5pDl0T\n-----END RSA PRIVATE\n KEY----- and more text',
        covers: '---\n--BEGIN RSA PRIVATE \nKEY-----\nMIIEowIBAAKCAQEAq7Hn2vZk0cQJ3xW8rTb5YpLmN4sDgFhEuV9aKiOjR1tSwXyC\nzP6oB+eUl0nM/fA2gH7cJq3dKs9LrVw5xYt8uE4iN1oQbZ3kRmG0pSh6aTj2nWlC\nF3vQ8yXk1bJ7dNz0rEs+Hu5mPg9cLw4tAq2iOf6KjY8xUb1nRe7sMh3vGz5pDl0T\n-----END RSA PRIVATE\n KEY-----',
      },
      {
        text: '-----BEG\nIN PRIVATE KEY-----\nMIIEowIBAAKCAQEAq7Hn2vZk0cQJ3xW8rTb5YpLmN4sDgFhEuV9aKiOjR1tSwXyC\nzP6oB+eUl0nM/fA2gH7cJq3dKs9LrVw5xYt8uE4iN1oQbZ3kRmG0pSh6aTj2nWlC\nF3vQ8yXk1bJ7dNz0rEs+Hu5mPg9cLw4tAq2iOf6KjY8xUb1nRe7sMh3vGz5pDl0T\n-\n----END PRIVATE KEY-----',
        covers: '-----BEG\nIN PRIVATE KEY-----\nMIIEowIBAAKCAQEAq7Hn2vZk0cQJ3xW8rTb5YpLmN4sDgFhEuV9aKiOjR1tSwXyC\nzP6oB+eUl0nM/fA2gH7cJq3dKs9LrVw5xYt8uE4iN1oQbZ3kRmG0pSh6aTj2nWlC\nF3vQ8yXk1bJ7dNz0rEs+Hu5mPg9cLw4tAq2iOf6KjY8xUb1nRe7sMh3vGz5pDl0T\n-\n----END PRIVATE KEY-----',
      },
    ],
    ignore: [
      '-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AD0y3a+MEGXqFDb0/BYIQR5HUYu9TqJrW\ngCRk2NRWbLd/Athqb44mAczGNSPPJkUpeKOyl3nijYBZ7IjcaA/DtJHDEavsKbLq\n-----END PUBLIC KEY-----',
      '-----BEGIN CERTIFICATE-----\nMIIDdzCCAl+gAwIBAgIEETnOfEWcqiG+p5hO1XRsFkgm95oct6Q4WfMymw6WcP1z\nSD922Zm9HngZscmPOVLAWfBqV5HTChgUzgfCipfPzqMNBR+XHulfaaiiRpgkhc7Q\n-----END CERTIFICATE-----',
      'The file starts with -----BEGIN OPENSSH PRIVATE KEY----- and ends with -----END OPENSSH PRIVATE KEY-----.',
      'Never share your private key with anyone.',
      'Arire funer lbhe cevingr xrl jvgu nalbar.',
      '-----ORTVA CHOYVP XRL-----\nZVVOVwNAOtxduxvT9j0ONDRSNNBPND8NZVVOPtXPNDRNd7Ua2iMx0pDW3kJ8eGo5\n-----RAQ CHOYVP XRL-----',
      'The header line reads -----BEGIN\nRSA PRIVATE KEY----- and the footer -----END RSA PRIVATE KEY-----.',
    ],
  },
  'private-key-putty': {
    match: [
      {
        text: 'PuTTY-User-Key-File-2: ssh-rsa\nEncryption: none\nComment: deploy\nPublic-Lines: 2\nAAAAB3NzaC1yc2EXz5vVPDNZP63hVwz4APAiBd7mDyx0LTA3ygRLzfEsm8pK3f0Z\nYfHEV8E0CJFRGt5hrQyqKqjc1AzehxVDKaxdLzky9rDFVwhXEcHWne1btIUqmg8S\nPrivate-Lines: 2\nAAABAGSVfWgm01x6EroPG4949/CHuqkQ5g7QUHJ+p1si46J8LSSCGwM5ARpDrxGO\nSmaUyuffbaXaeSaec1Ee4Te9i31bVsGpL8AbgGn9Znz2pGsUXSa0qxNVZL9/i5pb\nPrivate-MAC: 815bb982658f71e757571e8d2d871c0647c8587b',
        covers: 'PuTTY-User-Key-File-2: ssh-rsa\nEncryption: none\nComment: deploy\nPublic-Lines: 2\nAAAAB3NzaC1yc2EXz5vVPDNZP63hVwz4APAiBd7mDyx0LTA3ygRLzfEsm8pK3f0Z\nYfHEV8E0CJFRGt5hrQyqKqjc1AzehxVDKaxdLzky9rDFVwhXEcHWne1btIUqmg8S\nPrivate-Lines: 2\nAAABAGSVfWgm01x6EroPG4949/CHuqkQ5g7QUHJ+p1si46J8LSSCGwM5ARpDrxGO\nSmaUyuffbaXaeSaec1Ee4Te9i31bVsGpL8AbgGn9Znz2pGsUXSa0qxNVZL9/i5pb\nPrivate-MAC: 815bb982658f71e757571e8d2d871c0647c8587b',
      },
    ],
    ignore: ['Save the key as a PuTTY-User-Key-File-3 (.ppk) file.'],
  },
};
