/** Italian tax code (codice fiscale): its shape, its check digits and (for formats a plain number could share) a naming word nearby. */
import type { Recognizer } from '../types';
import { codiceFiscaleValid } from '../validators/national-checksums';

export const itCodiceFiscale: Recognizer = {
  id: 'it-codice-fiscale',
  category: 'government_id',
  description: "Italian tax code (codice fiscale)",
  label: 'CODICE_FISCALE',
  keywords: [],
  patterns: [/(?<![\dA-Za-z_])[A-Z]{6}[0-9LMNP-V]{2}[ABCDEHLMPRST][0-9LMNP-V]{2}[A-Z][0-9LMNP-V]{3}[A-Z](?![\dA-Za-z_])/gi],
  views: ['base'],
  validate: (value) => codiceFiscaleValid(value),
  confidence: 0.9,
};
