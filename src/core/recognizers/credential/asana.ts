/** Asana personal access tokens: "1/…:" or "2/…/…:" followed by 32 hex characters. */
import { END, HEX, START, credential, pattern, provider, run } from './_rule';

const pat = credential({
  id: 'asana-personal-access-token',
  description: 'Asana personal access token',
  label: 'ASANA_TOKEN',
  keywords: ['asana'],
  patterns: [pattern(START, '(?<!/)[12]/[0-9]{10,20}(?:/[0-9]{10,20})?:', run(HEX, 32), END)],
  minEntropy: 3,
  confidence: 0.95,
  examples: {
    match: [
      { text: 'ASANA_ACCESS_TOKEN=2/2137832567482753/4646270453457769:2b49c12a4b0062983475eb46c5296f62', covers: '2/2137832567482753/4646270453457769:2b49c12a4b0062983475eb46c5296f62' },
      { text: 'ASANA_ACCESS_TOKEN=2/2137832567482753/4646270453457769:2b49\nc12a4b0062983475eb46c5296f62', covers: '2/2137832567482753/4646270453457769:2b49\nc12a4b0062983475eb46c5296f62' },
      { text: 'asana token 1/7181463277807727:7f505aef9ebdd25b001a3ff416d4a3ba', covers: '1/7181463277807727:7f505aef9ebdd25b001a3ff416d4a3ba' },
    ],
    ignore: ['asana api docs: https://app.asana.com/api/1.0/users/me', 'asana 1/7883465648044576:a8b6f3a6a9421cc1c930'],
  },
});

export const ASANA = provider('asana', 'Asana', [pat]);
