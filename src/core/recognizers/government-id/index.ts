/**
 * Government identifiers: national ids, tax and social-security numbers, passport MRZs. Each
 * recognizer validates its own check digits; weak formats ask for a naming word nearby.
 */
import type { Recognizer } from '../types';
import { brCpf, brCpfLabelled } from './br-cpf';
import { caSin } from './ca-sin';
import { deSteuerId } from './de-steuer-id';
import { esDni } from './es-dni';
import { esNie } from './es-nie';
import { frNir } from './fr-nir';
import { inAadhaar, inAadhaarLabelled } from './in-aadhaar';
import { nlBsn, nlBsnLabelled } from './nl-bsn';
import { passportMrz } from './passport-mrz';
import { ukNino } from './uk-nino';
import { usItin, usItinLabelled } from './us-itin';
import { usSsn, usSsnLabelled } from './us-ssn';

export const GOVERNMENT_ID_RECOGNIZERS: readonly Recognizer[] = [
  usSsn,
  usSsnLabelled,
  usItin,
  usItinLabelled,
  ukNino,
  inAadhaar,
  inAadhaarLabelled,
  nlBsn,
  nlBsnLabelled,
  caSin,
  esDni,
  esNie,
  deSteuerId,
  frNir,
  brCpf,
  brCpfLabelled,
  passportMrz,
];
