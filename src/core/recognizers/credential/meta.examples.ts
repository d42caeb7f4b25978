/** Own examples of the rules in meta.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'meta-access-token': {
    match: [
      { text: 'WHATSAPP_TOKEN=EAAMaNLHcPav2klIGSIEu79wzeB9JcNsQMTodm8h2xMhDU7q88AD4fGInvLbB1DqQ9Ml7mfz7VWGR6VEi7t7Dqt8gmPvDmWOJFkvSceHAjHQcQV4Wnrvw0jbQctbOWVxD4YTxtqNMALrRxJVdEutUpwu29If6IbRpYqhJhhSGDwojt6sFZ42cBJI', covers: 'EAAMaNLHcPav2klIGSIEu79wzeB9JcNsQMTodm8h2xMhDU7q88AD4fGInvLbB1DqQ9Ml7mfz7VWGR6VEi7t7Dqt8gmPvDmWOJFkvSceHAjHQcQV4Wnrvw0jbQctbOWVxD4YTxtqNMALrRxJVdEutUpwu29If6IbRpYqhJhhSGDwojt6sFZ42cBJI' },
      { text: 'WHATSAPP_TOKEN=EAAMaNLHcPav2klIGSIEu79wzeB9JcNsQMTodm8h2xMhDU7q88AD4fGInvLbB1DqQ9Ml7mfz7VWGR6VEi7t7Dqt8gmPvDmWOJFkvSceHAjHQcQ V4Wnrvw0jbQctbOWVxD4YTxtqNMALrRxJVdEutUpwu29If6IbRpYqhJhhSGDwojt6sFZ42cBJI', covers: 'EAAMaNLHcPav2klIGSIEu79wzeB9JcNsQMTodm8h2xMhDU7q88AD4fGInvLbB1DqQ9Ml7mfz7VWGR6VEi7t7Dqt8gmPvDmWOJFkvSceHAjHQcQ V4Wnrvw0jbQctbOWVxD4YTxtqNMALrRxJVdEutUpwu29If6IbRpYqhJhhSGDwojt6sFZ42cBJI' },
    ],
    ignore: ['EAAC8BPjRhKO9heAfCf9m4yEZpjgViO1zpy8Jry6bHJ0', 'EAAM is not a word'],
  },
};
