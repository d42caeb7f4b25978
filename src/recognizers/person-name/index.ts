import type { Recognizer } from '../types';

export const PERSON_NAME_RECOGNIZERS: readonly Recognizer[] = [];
