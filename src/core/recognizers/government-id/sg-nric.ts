/**
 * Singapore NRIC and FIN: a series letter (S, T, F, G, M), seven digits and a check letter from
 * the series' own table. The letter–digits–letter shape is rare in prose and the check letter
 * leaves one random match in eleven, so it stands without a label. No literal is common to the
 * values, so the rule has no keywords; its pattern is one short character-class run.
 */
import type { Recognizer } from '../types';
import { nricValid } from '../validators/id-checksums';

export const sgNric: Recognizer = {
  id: 'sg-nric',
  category: 'government_id',
  description: 'Singapore NRIC or FIN',
  label: 'NRIC',
  keywords: [],
  patterns: [/(?<![\dA-Za-z_])[STFGM]\d{7}[A-Z](?![\dA-Za-z_])/g],
  // The OCR view reads S, G and friends as digits, which would break the series letter.
  views: ['base'],
  validate: (value) => nricValid(value),
  confidence: 0.88,
};
