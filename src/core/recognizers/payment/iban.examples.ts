/** Own examples of the rules in iban.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';
import { BENIGN_SAMPLES } from '../validators/benign-samples';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'iban': {
    match: [
      { text: 'IBAN: DE89 3704 0044 0532 0130 00 please', covers: 'DE89 3704 0044 0532 0130 00' },
      { text: 'pay to GB29NWBK60161331926819 today', covers: 'GB29NWBK60161331926819' },
      { text: 'iban nl91abna0417164300', covers: 'nl91abna0417164300' },
      { text: 'BE68 5390 0754 7034 from the client', covers: 'BE68 5390 0754 7034' },
      { text: 'FR14 2004 1010 0505 0001 3M02 606', covers: 'FR14 2004 1010 0505 0001 3M02 606' },
      { text: 'Konto DE89 3704 0044 O532 0130 00 (Scan)', covers: 'DE89 3704 0044 O532 0130 00' },
      { text: 'wire it to NL91 - ABNA - 0417 - 164 - 3 - 00 by Friday', covers: 'NL91 - ABNA - 0417 - 164 - 3 - 00' },
      { text: 'acct GB2 9 NWBK 60 161 331 926 819 ok', covers: 'GB2 9 NWBK 60 161 331 926 819' },
      { text: 'IBAN: GB29.NWBK.6016.1331.9268.19', covers: 'GB29.NWBK.6016.1331.9268.19' },
      { text: 'transfer to\nFR14 2004\n1010 0505\n0001 3M02 606\nregards', covers: 'FR14 2004\n1010 0505\n0001 3M02 606' },
      { text: 'Bankverbindung DE 89 3704 0044 0532 0130 00', covers: 'DE 89 3704 0044 0532 0130 00' },
      { text: 'scanned: GB29 NW8K 6O16 l331 9268 l9 end', covers: 'GB29 NW8K 6O16 l331 9268 l9' },
      { text: 'from the photo: GBZ9 NWBK 6016 1331 9268 19', covers: 'GBZ9 NWBK 6016 1331 9268 19' },
      { text: 'IBAN=DEB9 3704 0044 0532 0130 00\nNEXT=1', covers: 'DEB9 3704 0044 0532 0130 00' },
      { text: 'be68-5390-0754-7034 is the refund account', covers: 'be68-5390-0754-7034' },
      { text: 'spelled out: B-E-6-8-5-3-9-0-0-7-5-4-7-0-3-4 thanks', covers: 'B-E-6-8-5-3-9-0-0-7-5-4-7-0-3-4' },
      { text: 'IBAN=D \n E 8 - 9-3.7 - 0 \n 4  0044\n0532 0-1 30 00\nNEXT=1', covers: 'D \n E 8 - 9-3.7 - 0 \n 4  0044\n0532 0-1 30 00' },
    ],
    ignore: [
      'DE89 3704 0044 0532 0130 01 has a bad checksum',
      'GB29NWBK6016133192681 is one short',
      'XX89370400440532013000 has no country',
      'sha de89370400440532013000ab',
      'NL91 - ABNA - 0417 - 164 - 3 - 01 has a bad check digit',
      'GB29 NWBK 6016 1331 9268 1 then nine more',
      'route AT12 to the west gate, then take exit 40 at the junction near kilometre 12',
      'build de1 step 2 of the pipeline ran 3 tests on 4 nodes in 5 minutes 6 seconds',
      'GB29 OOOO OOOO OOOO OOOO OO is a template, not an account',
      'B-E-6-8-5-3-9-0-0-7-5-4-7-0-3-5 has a bad checksum',
      'DEBUG BOOT SEQUENCE IS OK AND SO ARE THE LOGS',
      'ATOMS 1 2 3 and ISO 8859 1',
      ...BENIGN_SAMPLES,
    ],
  },
};
