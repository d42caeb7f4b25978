import type { Recognizer } from '../types';

export const GOVERNMENT_ID_RECOGNIZERS: readonly Recognizer[] = [];
