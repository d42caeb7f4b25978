/** Own examples of the rules in aws.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'aws-access-key-id': {
    match: [
      { text: 'aws_access_key_id = AKIA57EZHFQUOFZL4KXP', covers: 'AKIA57EZHFQUOFZL4KXP' },
      { text: 'export AWS_ACCESS_KEY_ID=ASIAOLCQWDBDQ6DGJUAM', covers: 'ASIAOLCQWDBDQ6DGJUAM' },
      { text: 'From the screenshot: AKIAT4G65546 HX6YK4PJ (prod)', covers: 'AKIAT4G65546 HX6YK4PJ' },
      // The documentation's own example key: masking it costs nothing.
      { text: 'aws_access_key_id = AKIAIOSFODNN7EXAMPLE', covers: 'AKIAIOSFODNN7EXAMPLE' },
    ],
    ignore: [
      'key = AKIAXXXXXXXXXXXXXXXX',
      'AKIAA5MCKOEXI4GYBE4',
      'TODAYINASIAASACKOFRICEFELLOVER',
      'ASIAN MARKETS FELL SHARPLY TODAY AFTER NEWS',
    ],
  },
  'aws-secret-access-key': {
    match: [
      { text: '[default]\naws_secret_access_key = rpd9OuSqcHX5S4Ti10fTDilqVh+No69OTHb9kPgZ\n', covers: 'rpd9OuSqcHX5S4Ti10fTDilqVh+No69OTHb9kPgZ' },
      { text: '"SecretAccessKey": "u3heeMxl1UHlSC4rR4AkXu3F0bjXRXdWZKL/jWaR",', covers: 'u3heeMxl1UHlSC4rR4AkXu3F0bjXRXdWZKL/jWaR' },
      { text: 'AWS Secret Access Key: YnZBI0Hsqk/LB09RifXu EUvAt5JPtfpwHlN/5DRC', covers: 'YnZBI0Hsqk/LB09RifXu EUvAt5JPtfpwHlN/5DRC' },
      { text: '$ aws configure set aws_secret_access_key rpd9OuSqcHX5S4Ti10fTDilqVh+No69OTHb9kPgZ', covers: 'rpd9OuSqcHX5S4Ti10fTDilqVh+No69OTHb9kPgZ' },
      { text: 'aws configure set profile.ci.aws_secret_access_key "u3heeMxl1UHlSC4rR4AkXu3F0bjXRXdWZKL/jWaR"', covers: 'u3heeMxl1UHlSC4rR4AkXu3F0bjXRXdWZKL/jWaR' },
      { text: 'aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', covers: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' },
      { text: '$ cat ~/.aws/credentials\naws_secret_access_key = fLcXVNngDCMYhC7e4NsMWFiP7/jO\nPPzRddS7yVCx\nregion = eu-west-1', covers: 'fLcXVNngDCMYhC7e4NsMWFiP7/jO\nPPzRddS7yVCx' },
    ],
    ignore: [
      'aws_secret_access_key = ${AWS_SECRET_ACCESS_KEY}',
      'aws_secret_access_key = <your secret key>',
      'The secret access key must be rotated every 90 days.',
      'aws_secret_access_key = 1EyGurzeq3pzGpStf2BuNXIp3ZCcR1y6FFEiiEM',
      'aws configure set aws_secret_access_key',
      'aws configure get aws_secret_access_key',
    ],
  },
  'aws-session-token': {
    match: [
      { text: 'aws_session_token = IQoJb3JpZ2luX2VjgPB3eFkOnsVPHiK7S4PQl0kjfLk6cxZu6m98nDfqcYxyBtUepp+ikblHCUIs4Hx4tNcT1rtRZjM8iQ0NA0P/yT1jOw56ktltyxpA/w4mXmS3wdLqpfpa2BDGg/mn33x7tFs5BIdM0vzTY1+z4rLVuouJnWOlr1UlaY0XHNtF0BAnAmyMBDZW==', covers: 'IQoJb3JpZ2luX2VjgPB3eFkOnsVPHiK7S4PQl0kjfLk6cxZu6m98nDfqcYxyBtUepp+ikblHCUIs4Hx4tNcT1rtRZjM8iQ0NA0P/yT1jOw56ktltyxpA/w4mXmS3wdLqpfpa2BDGg/mn33x7tFs5BIdM0vzTY1+z4rLVuouJnWOlr1UlaY0XHNtF0BAnAmyMBDZW==' },
      { text: 'aws_session_token = IQoJb3JpZ2luX2VjgPB3eFkOnsVPHiK7S4PQl0kjfLk6cxZu6m98nDfqcYxyBtUepp+ikblHCUIs4Hx4tNcT1rtRZjM8iQ0NA0P/yT1jOw56ktltyxpA/w\n4mXmS3wdLqpfpa2BDGg/mn33x7tFs5BIdM0vzTY1+z4rLVuouJnWOlr1UlaY0XHNtF0BAnAmyMBDZW==', covers: 'IQoJb3JpZ2luX2VjgPB3eFkOnsVPHiK7S4PQl0kjfLk6cxZu6m98nDfqcYxyBtUepp+ikblHCUIs4Hx4tNcT1rtRZjM8iQ0NA0P/yT1jOw56ktltyxpA/w\n4mXmS3wdLqpfpa2BDGg/mn33x7tFs5BIdM0vzTY1+z4rLVuouJnWOlr1UlaY0XHNtF0BAnAmyMBDZW==' },
      { text: '"SessionToken": "FwoGZXIvYXdzE/iSZ0PSUNDMJV+73HBpSetjVEiMIsY5xCGcyF4GefcFUWoA6m1g/Ifxc0nz+CfLWVtwXAlyuOqxqzIP2sfxY7kse3EjDrTeQLZiQ47eUvtbzwam8ad5Qh4vfzbQPLixDSnBxLWdpYNIumYInLckQzktz7QjWDus0D7fztMXlOicFzFU3ZmTwFnWd/g3sAOkFGfOEoasL"', covers: 'FwoGZXIvYXdzE/iSZ0PSUNDMJV+73HBpSetjVEiMIsY5xCGcyF4GefcFUWoA6m1g/Ifxc0nz+CfLWVtwXAlyuOqxqzIP2sfxY7kse3EjDrTeQLZiQ47eUvtbzwam8ad5Qh4vfzbQPLixDSnBxLWdpYNIumYInLckQzktz7QjWDus0D7fztMXlOicFzFU3ZmTwFnWd/g3sAOkFGfOEoasL' },
    ],
    ignore: ['aws_session_token = ${AWS_SESSION_TOKEN}', 'the session token expires after an hour', 'aws_session_token = 1ycjLs24r5Ga2Q+YFhWUehfHVts0LZnRR+9eeA4RsmRSeqP2VT7zaOlBu+aF'],
  },
};
