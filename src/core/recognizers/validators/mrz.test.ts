import { describe, expect, it } from 'vitest';
import { mrzCheckDigit, mrzFieldValid, td1Checks, td3Checks } from './mrz';

// ICAO Doc 9303 part 4 specimen (Utopia, "ERIKSSON ANNA MARIA"), a published synthetic passport.
const SPECIMEN_LINE_2 = 'L898902C36UTO7408122F1204159ZE184226B<<<<<10';

describe('mrz check digits', () => {
  it('reproduces the specimen check digits', () => {
    expect(mrzCheckDigit('L898902C3')).toBe(6);
    expect(mrzCheckDigit('740812')).toBe(2);
    expect(mrzCheckDigit('120415')).toBe(9);
    expect(mrzCheckDigit('ZE184226B<<<<<')).toBe(1);
  });

  it('validates every field of the specimen line', () => {
    expect(td3Checks(SPECIMEN_LINE_2)).toEqual({ documentNumber: true, birthDate: true, expiryDate: true, composite: true });
  });

  it('notices a changed document number', () => {
    const changed = 'L898903C36' + SPECIMEN_LINE_2.slice(10);
    expect(td3Checks(changed)?.documentNumber).toBe(false);
    expect(td3Checks(changed)?.composite).toBe(false);
  });

  it('reads < as zero in a check position and rejects characters an MRZ never holds', () => {
    expect(mrzFieldValid('<<<<<<<<<', '<')).toBe(true);
    expect(mrzCheckDigit('ab12')).toBeUndefined();
    expect(td3Checks('too short')).toBeUndefined();
  });

  it('validates the ICAO TD1 specimen card and notices a changed birth date', () => {
    const line1 = 'I<UTOD231458907<<<<<<<<<<<<<<<';
    const line2 = '7408122F1204159UTO<<<<<<<<<<<6';
    expect(td1Checks(line1, line2)).toEqual({ documentNumber: true, birthDate: true, expiryDate: true, composite: true });
    expect(td1Checks(line1, '7408132F1204159UTO<<<<<<<<<<<6')?.birthDate).toBe(false);
    expect(td1Checks(line1, line2.slice(1))).toBeUndefined();
  });
});
