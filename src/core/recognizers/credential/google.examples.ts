/** Own examples of the rules in google.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'google-api-key': {
    match: [
      { text: 'const firebaseConfig = { apiKey: "AIzayTn0Qkp57k9RWgC0Dj-vb2C70ZLLcnwZ1v6" };', covers: 'AIzayTn0Qkp57k9RWgC0Dj-vb2C70ZLLcnwZ1v6' },
      { text: 'https://maps.googleapis.com/maps/api/js?key=AIza3uxNcInO50s1Ve2qgxo-5E-aGUHsmKbe-m4&callback=init', covers: 'AIza3uxNcInO50s1Ve2qgxo-5E-aGUHsmKbe-m4' },
      { text: 'AIzapEzjv5diX7XU6sRyIYmu jeMqxdoBB43vm-d', covers: 'AIzapEzjv5diX7XU6sRyIYmu jeMqxdoBB43vm-d' },
    ],
    ignore: ['AIzaXZnyrCMlsYSW0kOvSMmg0i6krgBcqd', 'apiKey: "AIzaXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX"'],
  },
  'google-oauth-client-secret': {
    match: [
      { text: '"client_secret":"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"', covers: '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' },
      { text: '"client_secret":"GOCSPX-pZ3hrDnkBiRbuO\nvrPX2gL5-nuFr1"', covers: 'GOCSPX-pZ3hrDnkBiRbuO\nvrPX2gL5-nuFr1' },
    ],
    ignore: ['GOCSPX-hX8-qRfhMeff'],
  },
  'google-oauth-token': {
    match: [
      { text: 'Authorization: Bearer ya29.a0iA-1GQq21I3euyS2hvmL4CpOy-5WPuEeBTGk7pHee5g84xOdXuOs6SH2bI48QMB10fPd4rbpL4XqIpCOg0WrE5PpaVnTigj5Tlh4bVY4QbqWynz8yTuG2gWqawiRQu6aRWrhA3XIhLbNl-pfljsGOFCVhK3Ye_r6', covers: 'ya29.a0iA-1GQq21I3euyS2hvmL4CpOy-5WPuEeBTGk7pHee5g84xOdXuOs6SH2bI48QMB10fPd4rbpL4XqIpCOg0WrE5PpaVnTigj5Tlh4bVY4QbqWynz8yTuG2gWqawiRQu6aRWrhA3XIhLbNl-pfljsGOFCVhK3Ye_r6' },
      { text: 'Authorization: Bearer ya29.a0iA-1GQq21I3euyS2hvmL4CpOy-5WPuEeBTGk7pHee5g84xOdXuOs6SH2bI48QMB10fPd4rbpL4XqIpCOg0WrE5PpaVnTi gj5Tlh4bVY4QbqWynz8yTuG2gWqawiRQu6aRWrhA3XIhLbNl-pfljsGOFCVhK3Ye_r6', covers: 'ya29.a0iA-1GQq21I3euyS2hvmL4CpOy-5WPuEeBTGk7pHee5g84xOdXuOs6SH2bI48QMB10fPd4rbpL4XqIpCOg0WrE5PpaVnTi gj5Tlh4bVY4QbqWynz8yTuG2gWqawiRQu6aRWrhA3XIhLbNl-pfljsGOFCVhK3Ye_r6' },
      { text: '"refresh_token": "1//0FngPytmMZpkjiLdFKwsX3rifVlWOWDev8R17VFvLCoSDHXQmlNU0TloWR5V5zXQmxRpezvLq6MPgMTqp0CMMX1hoHSjPvsrT66Fr"', covers: '1//0FngPytmMZpkjiLdFKwsX3rifVlWOWDev8R17VFvLCoSDHXQmlNU0TloWR5V5zXQmxRpezvLq6MPgMTqp0CMMX1hoHSjPvsrT66Fr' },
    ],
    ignore: ['ya29.mpMoHtztu5', 'print(1//0)'],
  },
  'google-service-account-key': {
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
};
