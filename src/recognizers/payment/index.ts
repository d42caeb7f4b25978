import type { Recognizer } from '../types';

export const PAYMENT_RECOGNIZERS: readonly Recognizer[] = [];
