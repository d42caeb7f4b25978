/** Own examples of the rules in http.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'http-bearer-token': {
    match: [
      { text: 'curl -H "Authorization: Bearer w4krRfbig4cEDWErJiDfqQ1OzqDVB7n5sVRmgMGG" https://api.example.org', covers: 'w4krRfbig4cEDWErJiDfqQ1OzqDVB7n5sVRmgMGG' },
      { text: 'headers: { authorization: `bearer tlJP7fujGfIbx2nvupbBJ-JYu8BYaHoUQvRtY7WrIp9Zl9HGH7pJWtxuIa46j9Sa` }', covers: 'tlJP7fujGfIbx2nvupbBJ-JYu8BYaHoUQvRtY7WrIp9Zl9HGH7pJWtxuIa46j9Sa' },
    ],
    ignore: ['Authorization: Bearer <token>', 'Authorization: Bearer ${TOKEN}', 'Bearer authentication is described in RFC 6750.', 'Bearer YOUR_ACCESS_TOKEN_HERE'],
  },
  'http-authorization-header': {
    match: [
      { text: 'Authorization: Basic SKz3FH0RFSh1N731pzjHYQsY==', covers: 'SKz3FH0RFSh1N731pzjHYQsY==' },
      { text: "headers['Authorization'] = 'Token b1bb59d6a38fda97ebdd293f4b55a7775e4822fd'", covers: 'b1bb59d6a38fda97ebdd293f4b55a7775e4822fd' },
      { text: 'authorization: Bot 3mwqicvF2Xe87XHoEFZxE35XTXgQBN3IEr4gP9X993d8K1bB2IMX3SnRnUb', covers: '3mwqicvF2Xe87XHoEFZxE35XTXgQBN3IEr4gP9X993d8K1bB2IMX3SnRnUb' },
    ],
    ignore: ['Authorization: Bearer', 'Authorization: Basic <base64>', 'authorization: required'],
  },
  'http-basic-credentials': {
    match: [
      { text: 'curl -u admin:IblJqjfRMHR3 https://ci.example.org/api/json', covers: 'IblJqjfRMHR3' },
      { text: "curl --user 'deploy:bkl4xS0k3!' -X POST", covers: 'bkl4xS0k3!' },
    ],
    ignore: ['curl -u user:password https://example.org', 'curl -u "$USER:$PASS" https://example.org', 'git push -u origin main'],
  },
};
