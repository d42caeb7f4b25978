/** Contact recognizers: e-mail, phone numbers, postal addresses. */
import type { Recognizer } from '../types';
import { email, emailSpelled } from './email';
import { phoneNumber, phoneNumberLabelled, phoneNumberRegional } from './phone-number';
import { postalAddress, postalAddressDe, postalAddressIntl, postalAddressLabelled } from './postal-address';

export const CONTACT_RECOGNIZERS: readonly Recognizer[] = [
  email,
  emailSpelled,
  phoneNumber,
  phoneNumberLabelled,
  phoneNumberRegional,
  postalAddress,
  postalAddressDe,
  postalAddressIntl,
  postalAddressLabelled,
];
