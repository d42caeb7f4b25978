/** Own examples of the rules in contentful.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'contentful-access-token': {
    match: [
      { text: 'CONTENTFUL_MANAGEMENT_TOKEN=CFPAT-MBNG_adLVThD2yOlPKbdfHfJrMFbWmrK7XBo00ELfSV', covers: 'CFPAT-MBNG_adLVThD2yOlPKbdfHfJrMFbWmrK7XBo00ELfSV' },
      { text: 'CONTENTFUL_MANAGEMENT_TOKEN=CFPAT-MBNG_adLVThD2yOlPKbdfHf JrMFbWmrK7XBo00ELfSV', covers: 'CFPAT-MBNG_adLVThD2yOlPKbdfHf JrMFbWmrK7XBo00ELfSV' },
      { text: 'contentful_delivery_token: yyrwzLdr2nAm_CO810m6SqbKty7ElqLiX40ePbFwXxi', covers: 'yyrwzLdr2nAm_CO810m6SqbKty7ElqLiX40ePbFwXxi' },
    ],
    ignore: ['CFPAT-qTuVcsyn-oYUyBAWNf6g', 'CONTENTFUL_SPACE_ID=abc123'],
  },
};
