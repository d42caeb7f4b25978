/** 1Password account Secret Keys (A3-…) and service-account tokens (ops_eyJ…). */
import { BASE64, END, END_BASE64, START, credential, pattern, provider, span } from './_rule';

const secret = credential({
  id: '1password-secret',
  description: '1Password Secret Key or service-account token',
  label: 'ONEPASSWORD_SECRET',
  keywords: ['a3-', 'ops_eyj'],
  patterns: [
    pattern(START, 'A3-[A-Z0-9]{6}-(?:[A-Z0-9]{11}|[A-Z0-9]{6}-[A-Z0-9]{5})-[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}', END),
    pattern(START, 'ops_eyJ', span(BASE64, 250, 2000), '={0,3}', END_BASE64),
  ],
  minEntropy: 3,
  confidence: 0.98,
  examples: {
    match: [
      { text: 'Secret Key: A3-UJZDE8-GXD6NC-F10EP-F91DH-ODZDO-C9IS0', covers: 'A3-UJZDE8-GXD6NC-F10EP-F91DH-ODZDO-C9IS0' },
      { text: 'OP_SERVICE_ACCOUNT_TOKEN=ops_eyJzaWduSW5BZGRyZXNzIjoiSPnXNYvMIHa/2o76umfXfKm/r5kJP1VrT+1FJors/6ILi8IHn5kxsC7tVO/HbkQfyy/KV5zjR3j1twdTKWTddB+XhkAS1voQG6yyzyN9zHYIa4UOrGNATMuDJawTgsu8PO+799nKSNrh9UCauSDmLhuVtcqcYezdZ/tDDj8hYs5suKcNd8Zra9A9sKPxZ9W3qLy7zKUVQDT7S8sTQCBNR3YbDgbleph1QHt61QTC4XATWS8PHp9NHfYjFM5DI4pZj59fhZ5R1Py4oJe2JbmPTuSgR7cMy+UcU3zr1ZtoLuCr', covers: 'ops_eyJzaWduSW5BZGRyZXNzIjoiSPnXNYvMIHa/2o76umfXfKm/r5kJP1VrT+1FJors/6ILi8IHn5kxsC7tVO/HbkQfyy/KV5zjR3j1twdTKWTddB+XhkAS1voQG6yyzyN9zHYIa4UOrGNATMuDJawTgsu8PO+799nKSNrh9UCauSDmLhuVtcqcYezdZ/tDDj8hYs5suKcNd8Zra9A9sKPxZ9W3qLy7zKUVQDT7S8sTQCBNR3YbDgbleph1QHt61QTC4XATWS8PHp9NHfYjFM5DI4pZj59fhZ5R1Py4oJe2JbmPTuSgR7cMy+UcU3zr1ZtoLuCr' },
    ],
    ignore: ['paper size A3-A4', 'ops_eyJ...'],
  },
});

export const ONEPASSWORD = provider('1password', '1Password', [secret]);
