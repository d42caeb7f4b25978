/** Payment recognizers: card numbers (IIN range, length, Luhn) and IBANs (registry length, mod 97). */
import type { Recognizer } from '../types';
import { iban } from './iban';
import { paymentCard, paymentCardGrouped } from './payment-card';

export const PAYMENT_RECOGNIZERS: readonly Recognizer[] = [paymentCard, paymentCardGrouped, iban];
