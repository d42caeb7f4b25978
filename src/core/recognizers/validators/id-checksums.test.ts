/**
 * The check-digit rules of id-checksums.ts: published test values and synthetic ones pass, a
 * one-character change to any of them fails, and values outside the shape or range fail.
 */
import { describe, expect, it } from 'vitest';
import { ahvValid, hkidValid, ilIdValid, irdValid, nricValid, plIdCardValid, zaIdValid } from './id-checksums';

/** Every value that differs from `value` in one digit (same position, each other digit). */
function oneDigitChanges(value: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < value.length; i++) {
    const c = value[i] as string;
    if (c < '0' || c > '9') continue;
    for (let d = 0; d <= 9; d++) if (String(d) !== c) out.push(value.slice(0, i) + String(d) + value.slice(i + 1));
  }
  return out;
}

describe('nricValid (Singapore NRIC/FIN)', () => {
  it('accepts each series with its own table and offset', () => {
    // M1234567K is a widely used M-series test value.
    for (const v of ['S8340215F', 'T0461938I', 'F2375064M', 'G5190483X', 'M4028175K', 'M1234567K']) expect(nricValid(v), v).toBe(true);
  });

  it('rejects another check letter, another series, a changed digit and other shapes', () => {
    expect(nricValid('S8340215G')).toBe(false);
    // The same digits under T (offset 4) or F (another table) need another letter.
    expect(nricValid('T8340215F')).toBe(false);
    expect(nricValid('F8340215F')).toBe(false);
    // N was the M-series letter before the +3 offset.
    expect(nricValid('M1234567N')).toBe(false);
    for (const v of oneDigitChanges('S8340215F')) expect(nricValid(v), v).toBe(false);
    for (const v of ['s8340215f', 'A8340215F', 'S834021F', 'S83402150F']) expect(nricValid(v), v).toBe(false);
  });
});

describe('hkidValid (Hong Kong identity card)', () => {
  it('accepts one- and two-letter numbers, with or without parentheses, check digit A included', () => {
    for (const v of ['A123456(3)', 'K304815(2)', 'K3048152', 'XY473018(9)', 'PZ102938(0)', 'CA182361(1)']) expect(hkidValid(v), v).toBe(true);
    let withA = 0;
    for (let n = 100000; n < 100100; n++) if (hkidValid(`B${n}(A)`)) withA++;
    expect(withA).toBeGreaterThan(0);
  });

  it('rejects another check digit and a one-digit change', () => {
    expect(hkidValid('K304815(3)')).toBe(false);
    expect(hkidValid('K304815(A)')).toBe(false);
    for (const v of oneDigitChanges('K304815(2)')) expect(hkidValid(v), v).toBe(false);
    for (const v of oneDigitChanges('XY473018(9)')) expect(hkidValid(v), v).toBe(false);
  });

  it('counts the leading space of a one-letter number (36, weight 9)', () => {
    // Read as two letters the same characters need another check digit.
    expect(hkidValid('K304815(2)')).toBe(true);
    expect(hkidValid('AK304815(2)')).toBe(false);
  });

  it('rejects other shapes', () => {
    for (const v of ['K30481(2)', 'ABC304815(2)', 'K304815(B)', 'k304815(2)']) expect(hkidValid(v), v).toBe(false);
  });
});

describe('ahvValid (Swiss AHV/AVS number)', () => {
  it('accepts the dotted and the plain form', () => {
    for (const v of ['756.3840.1572.64', '7563840157264', '756.1029.4837.15', '7565502138949']) expect(ahvValid(v), v).toBe(true);
  });

  it('rejects another check digit, a one-digit change and another prefix', () => {
    expect(ahvValid('756.3840.1572.65')).toBe(false);
    for (const v of oneDigitChanges('7563840157264').filter((v) => v.startsWith('756'))) expect(ahvValid(v), v).toBe(false);
    // Another country's EAN prefix, with its own EAN-13 check digit, is not an AHV number.
    expect(ahvValid('4006381333931')).toBe(false);
    expect(ahvValid('756384015726')).toBe(false);
  });
});

describe('zaIdValid (South African ID number)', () => {
  it('accepts real dates in either century, citizenship 0, 1 or 2, and a Luhn digit', () => {
    for (const v of ['8806175032087', '930214 6123 188', '0111200871080', '0002295123083']) expect(zaIdValid(v), v).toBe(true);
  });

  it('rejects another check digit and a one-digit change', () => {
    expect(zaIdValid('8806175032088')).toBe(false);
    for (const v of oneDigitChanges('8806175032087')) expect(zaIdValid(v), v).toBe(false);
  });

  it('rejects a Luhn-valid number with an impossible date or citizenship digit', () => {
    // Month 13, and citizenship 3: both pass Luhn.
    expect(zaIdValid('8813175032083')).toBe(false);
    expect(zaIdValid('8806175032384')).toBe(false);
  });
});

describe('ilIdValid (Israeli Teudat Zehut)', () => {
  it('accepts nine digits and shorter numbers read with leading zeros', () => {
    for (const v of ['304817265', '058392143', '20173654', '020173654', '000000018']) expect(ilIdValid(v), v).toBe(true);
  });

  it('rejects another check digit, a one-digit change, zeros and long runs', () => {
    expect(ilIdValid('304817266')).toBe(false);
    for (const v of oneDigitChanges('304817265')) expect(ilIdValid(v), v).toBe(false);
    expect(ilIdValid('000000000')).toBe(false);
    expect(ilIdValid('3048172650')).toBe(false);
  });
});

describe('irdValid (New Zealand IRD number)', () => {
  it("accepts the IRD's published test numbers and synthetic ones", () => {
    // 136410132 takes the secondary weights.
    for (const v of ['49091850', '35901981', '49098576', '136410132', '58-301-728', '074 129 366', '118023943']) expect(irdValid(v), v).toBe(true);
  });

  it('rejects another check digit and a one-digit change', () => {
    expect(irdValid('136410133')).toBe(false);
    expect(irdValid('58301729')).toBe(false);
    for (const v of oneDigitChanges('58301728')) expect(irdValid(v), v).toBe(false);
  });

  it('rejects numbers outside 10,000,000–150,000,000, with or without a valid check digit', () => {
    // 158023946 has a valid check digit.
    for (const v of ['9125568', '158023946', '1234567']) expect(irdValid(v), v).toBe(false);
  });
});

describe('plIdCardValid (Polish identity card)', () => {
  it('accepts the check digit in the fourth place', () => {
    // ABA300000 is a widely used test value.
    for (const v of ['ABA300000', 'AXK048210', 'CGT 248210', 'DPL848210', 'ZRB848210']) expect(plIdCardValid(v), v).toBe(true);
  });

  it('rejects another check digit, a one-digit change, another letter and other shapes', () => {
    expect(plIdCardValid('AXK148210')).toBe(false);
    for (const v of oneDigitChanges('AXK048210')) expect(plIdCardValid(v), v).toBe(false);
    expect(plIdCardValid('AXL048210')).toBe(false);
    for (const v of ['AX048210', 'AXK04821', 'AXK0482100', '1XK048210']) expect(plIdCardValid(v), v).toBe(false);
  });
});
