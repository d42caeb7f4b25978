/** Cloudinary credentials, in the format the provider documents publicly. */
import { URLSAFE, WRAPPED_VIEWS, credential, pattern, provider, run } from './_rule';

const rule1 = credential({
  id: 'cloudinary-url',
  description: 'Cloudinary URL with API secret',
  label: 'CLOUDINARY_KEY',
  keywords: ['cloudinary://'],
  patterns: [pattern('cloudinary://', run('[0-9]', 15), ':', run(URLSAFE, 27), '@[a-z0-9_-]+')],
  views: WRAPPED_VIEWS,
  minEntropy: 3,
  confidence: 0.95,
});

export const CLOUDINARY = provider('cloudinary', 'Cloudinary', [rule1]);
