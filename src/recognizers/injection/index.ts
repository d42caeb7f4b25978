import type { Recognizer } from '../types';

export const INJECTION_RECOGNIZERS: readonly Recognizer[] = [];
