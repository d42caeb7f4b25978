/** Own examples of the rules in firebase.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'firebase-cloud-messaging-server-key': {
    match: [
      { text: 'Authorization: key=AAAAq9UowYi:APA91bbApohrU_jK_FT2K1l2ALRNwjO34gK5vME-mbIhjva2j6oz8PFSlGQtwfhE49DLKEb78KlrXRPXhrVUc8cghHcUmIx4bM18oHxd79ZhUPozVR88-ivM-qUrMvwOR-kqxWoDoa6P', covers: 'AAAAq9UowYi:APA91bbApohrU_jK_FT2K1l2ALRNwjO34gK5vME-mbIhjva2j6oz8PFSlGQtwfhE49DLKEb78KlrXRPXhrVUc8cghHcUmIx4bM18oHxd79ZhUPozVR88-ivM-qUrMvwOR-kqxWoDoa6P' },
      { text: 'Authorization: key=AAAAq9UowYi:APA91bbApohrU_jK_FT2K1l2ALRNwjO34gK5vME-mbIhjva2j6oz8PFSlGQtwfhE49DLKEb78KlrXRP\nXhrVUc8cghHcUmIx4bM18oHxd79ZhUPozVR88-ivM-qUrMvwOR-kqxWoDoa6P', covers: 'AAAAq9UowYi:APA91bbApohrU_jK_FT2K1l2ALRNwjO34gK5vME-mbIhjva2j6oz8PFSlGQtwfhE49DLKEb78KlrXRP\nXhrVUc8cghHcUmIx4bM18oHxd79ZhUPozVR88-ivM-qUrMvwOR-kqxWoDoa6P' },
    ],
    ignore: ['key=AAAAk6vu9ZW:APA91buYYmlfI1BaJaPeOkMYAi'],
  },
};
