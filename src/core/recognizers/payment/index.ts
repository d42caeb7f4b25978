/** Payment recognizers: card numbers (IIN range, length, Luhn) IBANs (registry length, mod 97) and US bank routing numbers next to a label (3-7-1). */
import type { Recognizer } from '../types';
import { iban } from './iban';
import { paymentCard, paymentCardGrouped } from './payment-card';
import { usAbaRouting } from './us-aba-routing';

export const PAYMENT_RECOGNIZERS: readonly Recognizer[] = [paymentCard, paymentCardGrouped, iban, usAbaRouting];
