/** Own examples of the rules in passport-mrz.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'passport-mrz': {
    match: [
      {
        text: 'scan:\nP<NLDVAN<DER<BERG<<SANNE<MARIJE<<<<<<<<<<<<<\nX7K42R9Q15NLD9111233F3105065<<<<<<<<<<<<<<08\nend',
        covers: 'P<NLDVAN<DER<BERG<<SANNE<MARIJE<<<<<<<<<<<<<\nX7K42R9Q15NLD9111233F3105065<<<<<<<<<<<<<<08',
      },
      { text: 'L898902C36UTO7408122F1204159ZE184226B<<<<<10', covers: 'L898902C36UTO7408122F1204159ZE184226B<<<<<10' },
      {
        text: 'I<UTOD231458907<<<<<<<<<<<<<<<\n7408122F1204159UTO<<<<<<<<<<<6\nERIKSSON<<ANNA<MARIA<<<<<<<<<<',
        covers: 'I<UTOD231458907<<<<<<<<<<<<<<<\n7408122F1204159UTO<<<<<<<<<<<6\nERIKSSON<<ANNA<MARIA<<<<<<<<<<',
      },
    ],
    ignore: [
      'L898902C35UTO7408122F1204159ZE184226B<<<<<10',
      'L898902C36UTO7408122F1204158ZE184226B<<<<<10',
      'template: P<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<',
    ],
  },
};
