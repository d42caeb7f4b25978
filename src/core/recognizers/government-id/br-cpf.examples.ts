/** Own examples of the rules in br-cpf.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';
import { BENIGN_SAMPLES } from '../validators/benign-samples';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'br-cpf': {
    match: [
      { text: 'CPF 111.444.777-35', covers: '111.444.777-35' },
      { text: 'titular 529.982.247-25', covers: '529.982.247-25' },
    ],
    ignore: ['pedido 11144477735', '111.444.777-36', '111.111.111-11', ...BENIGN_SAMPLES],
  },
  'br-cpf-labelled': {
    match: [
      { text: 'cpf: 11144477735', covers: '11144477735' },
      { text: 'CPF 111 444 777 35', covers: '111 444 777 35' },
    ],
    ignore: ['CPF 11144477736', 'telefone 11144477735'],
  },
};
