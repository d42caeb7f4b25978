/**
 * Google: API keys (AIza + 35), OAuth client secrets (GOCSPX-), OAuth access and refresh tokens
 * (ya29., 1//0) and the private key of a service-account JSON key file, recognised by its
 * "type": "service_account" neighbour.
 */
import { END_URLSAFE, LABEL_VIEWS, START_URLSAFE, URLSAFE, credential, near, pattern, provider, run, span } from './_rule';

const apiKey = credential({
  id: 'google-api-key',
  description: 'Google API key',
  label: 'GOOGLE_KEY',
  keywords: ['aiza'],
  patterns: [pattern(START_URLSAFE, 'AIza', run(URLSAFE, 35), END_URLSAFE)],
  minEntropy: 3,
  confidence: 0.97,
  examples: {
    match: [
      { text: 'const firebaseConfig = { apiKey: "AIzayTn0Qkp57k9RWgC0Dj-vb2C70ZLLcnwZ1v6" };', covers: 'AIzayTn0Qkp57k9RWgC0Dj-vb2C70ZLLcnwZ1v6' },
      { text: 'https://maps.googleapis.com/maps/api/js?key=AIza3uxNcInO50s1Ve2qgxo-5E-aGUHsmKbe-m4&callback=init', covers: 'AIza3uxNcInO50s1Ve2qgxo-5E-aGUHsmKbe-m4' },
      { text: 'AIzapEzjv5diX7XU6sRyIYmu jeMqxdoBB43vm-d', covers: 'AIzapEzjv5diX7XU6sRyIYmu jeMqxdoBB43vm-d' },
    ],
    ignore: ['AIzaXZnyrCMlsYSW0kOvSMmg0i6krgBcqd', 'apiKey: "AIzaXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX"'],
  },
});

const oauthSecret = credential({
  id: 'google-oauth-client-secret',
  description: 'Google OAuth client secret',
  label: 'GOOGLE_KEY',
  keywords: ['gocspx-'],
  patterns: [pattern(START_URLSAFE, 'GOCSPX-', run(URLSAFE, 28), END_URLSAFE)],
  minEntropy: 3,
  confidence: 0.98,
  examples: {
    match: [
      { text: '"client_secret":"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"', covers: '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' },
      { text: '"client_secret":"GOCSPX-pZ3hrDnkBiRbuO\nvrPX2gL5-nuFr1"', covers: 'GOCSPX-pZ3hrDnkBiRbuO\nvrPX2gL5-nuFr1' },
    ],
    ignore: ['GOCSPX-hX8-qRfhMeff'],
  },
});

const oauthToken = credential({
  id: 'google-oauth-token',
  description: 'Google OAuth access or refresh token',
  label: 'GOOGLE_KEY',
  keywords: ['ya29.', '1//0'],
  patterns: [
    pattern(START_URLSAFE, 'ya29\\.', span(URLSAFE, 30, 2048), END_URLSAFE),
    pattern('(?<![A-Za-z0-9/])', '1//0', span(URLSAFE, 30, 512), END_URLSAFE),
  ],
  minEntropy: 3.5,
  confidence: 0.96,
  examples: {
    match: [
      { text: 'Authorization: Bearer ya29.a0iA-1GQq21I3euyS2hvmL4CpOy-5WPuEeBTGk7pHee5g84xOdXuOs6SH2bI48QMB10fPd4rbpL4XqIpCOg0WrE5PpaVnTigj5Tlh4bVY4QbqWynz8yTuG2gWqawiRQu6aRWrhA3XIhLbNl-pfljsGOFCVhK3Ye_r6', covers: 'ya29.a0iA-1GQq21I3euyS2hvmL4CpOy-5WPuEeBTGk7pHee5g84xOdXuOs6SH2bI48QMB10fPd4rbpL4XqIpCOg0WrE5PpaVnTigj5Tlh4bVY4QbqWynz8yTuG2gWqawiRQu6aRWrhA3XIhLbNl-pfljsGOFCVhK3Ye_r6' },
      { text: 'Authorization: Bearer ya29.a0iA-1GQq21I3euyS2hvmL4CpOy-5WPuEeBTGk7pHee5g84xOdXuOs6SH2bI48QMB10fPd4rbpL4XqIpCOg0WrE5PpaVnTi gj5Tlh4bVY4QbqWynz8yTuG2gWqawiRQu6aRWrhA3XIhLbNl-pfljsGOFCVhK3Ye_r6', covers: 'ya29.a0iA-1GQq21I3euyS2hvmL4CpOy-5WPuEeBTGk7pHee5g84xOdXuOs6SH2bI48QMB10fPd4rbpL4XqIpCOg0WrE5PpaVnTi gj5Tlh4bVY4QbqWynz8yTuG2gWqawiRQu6aRWrhA3XIhLbNl-pfljsGOFCVhK3Ye_r6' },
      { text: '"refresh_token": "1//0FngPytmMZpkjiLdFKwsX3rifVlWOWDev8R17VFvLCoSDHXQmlNU0TloWR5V5zXQmxRpezvLq6MPgMTqp0CMMX1hoHSjPvsrT66Fr"', covers: '1//0FngPytmMZpkjiLdFKwsX3rifVlWOWDev8R17VFvLCoSDHXQmlNU0TloWR5V5zXQmxRpezvLq6MPgMTqp0CMMX1hoHSjPvsrT66Fr' },
    ],
    ignore: ['ya29.mpMoHtztu5', 'print(1//0)'],
  },
});

const serviceAccount = credential({
  id: 'google-service-account-key',
  description: 'Google Cloud service-account key file',
  label: 'PRIVATE_KEY',
  keywords: ['service_account'],
  patterns: [
    pattern('"private_key_id"[ \\t]*:[ \\t]*"(?<v>[a-f0-9]{40})"'),
    pattern('"private_key"[ \\t]*:[ \\t]*"(?<v>-----BEGIN[^"]{40,8000})"'),
  ],
  views: LABEL_VIEWS,
  check: (_value, ctx) => near(ctx, /"type"\s*:\s*"service_account"/, 4000),
  confidence: 0.99,
  examples: {
    match: [
      {
        text: '{\n  "type": "service_account",\n  "project_id": "acme-prod",\n  "private_key_id": "842926d1195d24734e0717074c45cf807a9f1bd4",\n  "private_key": "-----BEGIN PRIVATE KEY-----\\nMIIEv5QqA+TBr9yvD/FP8JLzpdh5K44ns+b3J0PsQ2aececrCzjkHB1mxmV867kzFM7pX\\nD+WdivOqAtsxOrqqnSWCI7ocNAvb0hqgDJhuJwgCs1DlgCvGHe6MrJgsMSJ65eWj\\n-----END PRIVATE KEY-----\\n",\n  "client_email": "ci@acme-prod.iam.gserviceaccount.com"\n}',
        covers: '-----BEGIN PRIVATE KEY-----\\nMIIEv5QqA+TBr9yvD/FP8JLzpdh5K44ns+b3J0PsQ2aececrCzjkHB1mxmV867kzFM7pX\\nD+WdivOqAtsxOrqqnSWCI7ocNAvb0hqgDJhuJwgCs1DlgCvGHe6MrJgsMSJ65eWj\\n-----END PRIVATE KEY-----\\n',
      },
      {
        text: '{"type": "service_account", "private_key_id": "af8d62014ea5dd9d602448e500ba01d8773e6273"}',
        covers: 'af8d62014ea5dd9d602448e500ba01d8773e6273',
      },
    ],
    ignore: [
      '{"type": "authorized_user", "private_key_id": "773e3adaf5cf5ace533ef327b42dffc4df5e935a"}',
      'A service_account JSON file holds "private_key" and "client_email".',
    ],
  },
});

export const GOOGLE = provider('google', 'Google Cloud', [apiKey, oauthSecret, oauthToken, serviceAccount]);
