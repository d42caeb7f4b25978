/** Contact recognizers: e-mail, phone numbers, postal addresses. */
import type { Recognizer } from '../types';
import { email } from './email';

export const CONTACT_RECOGNIZERS: readonly Recognizer[] = [email];
