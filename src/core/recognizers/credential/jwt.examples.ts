/** Own examples of the rules in jwt.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'jwt-token': {
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
};
