/** Own examples of the rules in doppler.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'doppler-token': {
    match: [
      { text: 'DOPPLER_TOKEN=dp.pt.apEeld8VkiWWtwbULzesBrrxKZXH9oxS1jpNoPtl9xM', covers: 'dp.pt.apEeld8VkiWWtwbULzesBrrxKZXH9oxS1jpNoPtl9xM' },
      { text: 'DOPPLER_TOKEN=dp.pt.apEeld8VkiWWtwbULzesBrr xKZXH9oxS1jpNoPtl9xM', covers: 'dp.pt.apEeld8VkiWWtwbULzesBrr xKZXH9oxS1jpNoPtl9xM' },
      { text: 'doppler run --token dp.st.prd.Xx2TpQK0Emd2q4xlCM5AmiaujRBEzA1LFsPALOLQ -- npm start', covers: 'dp.st.prd.Xx2TpQK0Emd2q4xlCM5AmiaujRBEzA1LFsPALOLQ' },
    ],
    ignore: ['dp.pt.5tyPBBHF7FMJeVEhWUSa', 'DOPPLER_TOKEN=dp.pt.xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx'],
  },
};
