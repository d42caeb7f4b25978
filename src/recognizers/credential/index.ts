import type { Recognizer } from '../types';

export const CREDENTIAL_RECOGNIZERS: readonly Recognizer[] = [];
