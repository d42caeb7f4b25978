/** Own examples of the rules in digitalocean.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'digitalocean-token': {
    match: [
      { text: 'DIGITALOCEAN_ACCESS_TOKEN=dop_v1_4036c002e162aaef6076bc3346eee21f5c7ff43fc2770c7173601e1c771d814e', covers: 'dop_v1_4036c002e162aaef6076bc3346eee21f5c7ff43fc2770c7173601e1c771d814e' },
      { text: 'dop v1 4036c002e162aaef6076bc3346eee21f5c7ff43fc2770c7173601e1c771d814e', covers: 'dop v1 4036c002e162aaef6076bc3346eee21f5c7ff43fc2770c7173601e1c771d814e' },
      { text: 'doctl auth init -t dor_v1_0f33545a3c0202219ec0605e636d32b3\n2732b89994fa6022136ced620104d159', covers: 'dor_v1_0f33545a3c0202219ec0605e636d32b3\n2732b89994fa6022136ced620104d159' },
    ],
    ignore: ['dop_v1_e8489b0ac35e5fa870d0a7ba07a2531adab23e56', 'dop_v1_0000000000000000000000000000000000000000000000000000000000000000'],
  },
};
