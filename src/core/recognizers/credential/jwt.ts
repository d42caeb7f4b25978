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
  examples: {
    match: [
      {
        text: 'Authorization: Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI0MjQyIiwibmFtZSI6Ikpvc2UiLCJpYXQiOjE3MDAwMDAwMDB9.F6Wx9K2l7Fyveh-HPSrB_6yl3bEBe7MQLEcLRv0DuO1',
        covers: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI0MjQyIiwibmFtZSI6Ikpvc2UiLCJpYXQiOjE3MDAwMDAwMDB9.F6Wx9K2l7Fyveh-HPSrB_6yl3bEBe7MQLEcLRv0DuO1',
      },
      {
        text: 'token=eyJhbGciOiJSUzI1NiIsImtpZCI6IjEifQ.eyJpc3MiOiJhY21lIiwic3ViIjoiYm90In0.7X0XO4L9tvMLXu7Z9S8Xaqe51m-yB1zc938u-BbskkVaILatTLSFipWnY4dOOBL5nXX0XKTI1Ek7CjIwh8JTV9\nUBouEQZJEHUYhAPbtoK8Qs4O-JV-IeUVbpPcZqDpIvuLuktezh\n$ next',
        covers: 'eyJhbGciOiJSUzI1NiIsImtpZCI6IjEifQ.eyJpc3MiOiJhY21lIiwic3ViIjoiYm90In0.7X0XO4L9tvMLXu7Z9S8Xaqe51m-yB1zc938u-BbskkVaILatTLSFipWnY4dOOBL5nXX0XKTI1Ek7CjIwh8JTV9\nUBouEQZJEHUYhAPbtoK8Qs4O-JV-IeUVbpPcZqDpIvuLuktezh',
      },
      {
        text: 'SUPABASE_SERVICE_ROLE_KEY=eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9. eyJyb2xlIjoic2VydmljZV9yb2xlIn0.RcmCTiKqA99JThh_aUd7uAiiBO-8l5JV-QmhOzCJgfE',
        covers: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9. eyJyb2xlIjoic2VydmljZV9yb2xlIn0.RcmCTiKqA99JThh_aUd7uAiiBO-8l5JV-QmhOzCJgfE',
      },
    ],
    ignore: ['eyJfoo.eyJbar.baz', 'eyJY7ypVz-bh-UrjJXA4l3a.eyJs7HJkg6TEm0Qg3v5sBOL.Ah0NJfYoJFKfrdQp4WRL', 'Tokens look like eyJ... (header) . eyJ... (payload) . signature'],
  },
});

export const JWT = provider('jwt', 'JSON Web Token', [jwt], true);
