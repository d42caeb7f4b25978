/** DigitalOcean personal access (dop_v1_), OAuth (doo_v1_) and refresh (dor_v1_) tokens. */
import { END, HEX, START, credential, pattern, provider, run } from './_rule';

const token = credential({
  id: 'digitalocean-token',
  description: 'DigitalOcean access, OAuth or refresh token',
  label: 'DIGITALOCEAN_TOKEN',
  keywords: ['dop_v1', 'doo_v1', 'dor_v1', 'dop v1', 'doo v1', 'dor v1'],
  patterns: [pattern(START, 'do[opr][_ ]v1[_ ]', run(HEX, 64), END)],
  minEntropy: 3,
  confidence: 0.99,
  examples: {
    match: [
      { text: 'DIGITALOCEAN_ACCESS_TOKEN=dop_v1_4036c002e162aaef6076bc3346eee21f5c7ff43fc2770c7173601e1c771d814e', covers: 'dop_v1_4036c002e162aaef6076bc3346eee21f5c7ff43fc2770c7173601e1c771d814e' },
      { text: 'dop v1 4036c002e162aaef6076bc3346eee21f5c7ff43fc2770c7173601e1c771d814e', covers: 'dop v1 4036c002e162aaef6076bc3346eee21f5c7ff43fc2770c7173601e1c771d814e' },
      { text: 'doctl auth init -t dor_v1_0f33545a3c0202219ec0605e636d32b3\n2732b89994fa6022136ced620104d159', covers: 'dor_v1_0f33545a3c0202219ec0605e636d32b3\n2732b89994fa6022136ced620104d159' },
    ],
    ignore: ['dop_v1_e8489b0ac35e5fa870d0a7ba07a2531adab23e56', 'dop_v1_0000000000000000000000000000000000000000000000000000000000000000'],
  },
});

export const DIGITALOCEAN = provider('digitalocean', 'DigitalOcean', [token]);
