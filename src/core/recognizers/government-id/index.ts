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
import { fiHetu } from './fi-hetu';
import { sePersonnummer } from './se-personnummer';
import { krRrn } from './kr-rrn';
import { thId } from './th-id';
import { trTckn } from './tr-tckn';
import { deIdDocument } from './de-id-document';
import { deRvnr } from './de-rvnr';
import { ukPassport } from './uk-passport';
import { ukDrivingLicence } from './uk-driving-licence';
import { usPassport } from './us-passport';
import { usDriverLicence } from './us-driver-licence';
import { usMbi } from './us-mbi';
import { itCodiceFiscale } from './it-codice-fiscale';
import { beNationalNumber } from './be-national-number';
import { dkCpr } from './dk-cpr';
import { noFnr } from './no-fnr';
import { plPesel } from './pl-pesel';
import { ptNif } from './pt-nif';
import { auTfn } from './au-tfn';
import { auMedicare } from './au-medicare';
import { cnRic } from './cn-ric';
import { jpMyNumber } from './jp-my-number';
import { mxCurp } from './mx-curp';
import { inPan } from './in-pan';
import { ukNhs } from './uk-nhs';
import { ukUtr } from './uk-utr';
import { auAbn } from './au-abn';
import { auAcn } from './au-acn';
import { iePpsn } from './ie-ppsn';
import { usNpi } from './us-npi';
import { sgNric } from './sg-nric';
import { hkHkid } from './hk-hkid';
import { chAhv } from './ch-ahv';
import { zaId } from './za-id';
import { ilId } from './il-id';
import { nzIrd } from './nz-ird';
import { plIdCard } from './pl-id-card';

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
  fiHetu,
  sePersonnummer,
  krRrn,
  thId,
  trTckn,
  deIdDocument,
  deRvnr,
  ukPassport,
  ukDrivingLicence,
  usPassport,
  usDriverLicence,
  usMbi,
  itCodiceFiscale,
  beNationalNumber,
  dkCpr,
  noFnr,
  plPesel,
  ptNif,
  auTfn,
  auMedicare,
  cnRic,
  jpMyNumber,
  mxCurp,
  inPan,
  ukNhs,
  ukUtr,
  auAbn,
  auAcn,
  iePpsn,
  usNpi,
  sgNric,
  hkHkid,
  chAhv,
  zaId,
  ilId,
  nzIrd,
  plIdCard,
];
