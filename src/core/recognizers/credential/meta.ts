/** Meta (Facebook, Instagram, WhatsApp Business) Graph API access tokens: EAAM… / EAAC… user and page tokens. */
import { ALNUM, END, START, credential, pattern, provider, span } from './_rule';

const accessToken = credential({
  id: 'meta-access-token',
  description: 'Meta Graph API access token',
  label: 'META_TOKEN',
  keywords: ['eaam', 'eaac'],
  patterns: [pattern(START, 'EAA[MC]', span(ALNUM, 100, 400), END)],
  minEntropy: 3.5,
  confidence: 0.97,
  examples: {
    match: [
      { text: 'WHATSAPP_TOKEN=EAAMaNLHcPav2klIGSIEu79wzeB9JcNsQMTodm8h2xMhDU7q88AD4fGInvLbB1DqQ9Ml7mfz7VWGR6VEi7t7Dqt8gmPvDmWOJFkvSceHAjHQcQV4Wnrvw0jbQctbOWVxD4YTxtqNMALrRxJVdEutUpwu29If6IbRpYqhJhhSGDwojt6sFZ42cBJI', covers: 'EAAMaNLHcPav2klIGSIEu79wzeB9JcNsQMTodm8h2xMhDU7q88AD4fGInvLbB1DqQ9Ml7mfz7VWGR6VEi7t7Dqt8gmPvDmWOJFkvSceHAjHQcQV4Wnrvw0jbQctbOWVxD4YTxtqNMALrRxJVdEutUpwu29If6IbRpYqhJhhSGDwojt6sFZ42cBJI' },
      { text: 'WHATSAPP_TOKEN=EAAMaNLHcPav2klIGSIEu79wzeB9JcNsQMTodm8h2xMhDU7q88AD4fGInvLbB1DqQ9Ml7mfz7VWGR6VEi7t7Dqt8gmPvDmWOJFkvSceHAjHQcQ V4Wnrvw0jbQctbOWVxD4YTxtqNMALrRxJVdEutUpwu29If6IbRpYqhJhhSGDwojt6sFZ42cBJI', covers: 'EAAMaNLHcPav2klIGSIEu79wzeB9JcNsQMTodm8h2xMhDU7q88AD4fGInvLbB1DqQ9Ml7mfz7VWGR6VEi7t7Dqt8gmPvDmWOJFkvSceHAjHQcQ V4Wnrvw0jbQctbOWVxD4YTxtqNMALrRxJVdEutUpwu29If6IbRpYqhJhhSGDwojt6sFZ42cBJI' },
    ],
    ignore: ['EAAC8BPjRhKO9heAfCf9m4yEZpjgViO1zpy8Jry6bHJ0', 'EAAM is not a word'],
  },
});

export const META = provider('meta', 'Meta', [accessToken]);
