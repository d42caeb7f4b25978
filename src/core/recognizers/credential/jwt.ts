/**
 * JSON Web Tokens (header.payload.signature, each base64url, header and payload starting "eyJ"):
 * session and API tokens that grant whatever they claim until they expire. The header must decode
 * to JSON naming an algorithm or type, which keeps look-alike strings out.
 */
import { END_URLSAFE, SEGMENT_BREAK, START_URLSAFE, URLSAFE, credential, pattern, provider, span } from './_rule';
import { decodeBase64 } from '../../engine/decoders';

function headerIsJson(value: string): boolean {
  const header = value.slice(0, value.indexOf('.'));
  const decoded = decodeBase64(header.slice(0, Math.floor(header.length / 4) * 4));
  return decoded !== undefined && /^\{\s*"/.test(decoded) && /"(?:alg|typ|kid|enc|cty|x5t|jku)"/.test(decoded);
}

const jwt = credential({
  id: 'jwt-token',
  description: 'JSON Web Token',
  label: 'JWT',
  keywords: ['eyj'],
  patterns: [
    pattern(START_URLSAFE, 'eyJ', span(URLSAFE, 10, 2000), '\\.', SEGMENT_BREAK, 'eyJ', span(URLSAFE, 10, 8000), '\\.', SEGMENT_BREAK, `(?:${span(URLSAFE, 16, 2000)})?`, END_URLSAFE),
  ],
  minEntropy: 3,
  check: headerIsJson,
  confidence: 0.95,
});

export const JWT = provider('jwt', 'JSON Web Token', [jwt], true);
