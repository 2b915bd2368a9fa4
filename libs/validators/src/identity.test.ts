import { describe, expect, it } from 'vitest';
import { ageFromIdCard, birthDateFromIdCard, idCardCheckChar, isValidHkMacaoPermit, isValidIdCard, isValidPassport, isValidTaiwanPermit, maskIdCard, maskPersonName, sexFromIdCard } from './identity';

describe('resident identity number (GB 11643-1999)', () => {
  it('accepts the standard example number and rejects it with a wrong check character', () => {
    // GB 11643-1999 appendix example: 11010519491231002X
    expect(idCardCheckChar('11010519491231002')).toBe('X');
    expect(isValidIdCard('11010519491231002X')).toBe(true);
    expect(isValidIdCard('11010519491231002x')).toBe(true);
    expect(isValidIdCard('110105194912310021')).toBe(false);
  });
  it('rejects dates that do not exist and dates in the future', () => {
    const body = '4401061990023012'; // 1990-02-30
    expect(isValidIdCard(body + '3' + idCardCheckChar(body + '3'))).toBe(false);
    const future = '44010620990101123';
    expect(isValidIdCard(future + idCardCheckChar(future), new Date('2026-01-01'))).toBe(false);
  });
  it('reads 15-digit numbers as born in 19xx', () => {
    expect(birthDateFromIdCard('440106850315123')).toEqual({ year: 1985, month: 3, day: 15 });
    expect(isValidIdCard('440106851315123')).toBe(false);
  });
  it('computes age on a date, counting the birthday itself', () => {
    expect(ageFromIdCard('11010519491231002X', new Date(2025, 11, 30))).toBe(75);
    expect(ageFromIdCard('11010519491231002X', new Date(2025, 11, 31))).toBe(76);
    expect(ageFromIdCard('bad')).toBeNull();
  });
  it('reads sex from the sequence code', () => {
    expect(sexFromIdCard('11010519491231002X')).toBe('female');
    expect(sexFromIdCard('440106850315123')).toBe('male');
  });
});

describe('other identity documents (SPEC.md section 5)', () => {
  it('Taiwan permit: 8 digits, 9-10 letters/digits or 18 digits', () => {
    expect(isValidTaiwanPermit('12345678')).toBe(true);
    expect(isValidTaiwanPermit('A12345678')).toBe(true);
    expect(isValidTaiwanPermit('1234567')).toBe(false);
    expect(isValidTaiwanPermit('12345678901')).toBe(false);
  });
  it('Hong Kong/Macao: capital letter, 6-10 digits, optional bracket suffix', () => {
    expect(isValidHkMacaoPermit('H1234567')).toBe(true);
    expect(isValidHkMacaoPermit('M123456(7)')).toBe(true);
    expect(isValidHkMacaoPermit('h1234567')).toBe(false);
    expect(isValidHkMacaoPermit('H12345')).toBe(false);
  });
  it('passport: 5 to 17 letters or digits', () => {
    expect(isValidPassport('E1234')).toBe(true);
    expect(isValidPassport('E123')).toBe(false);
    expect(isValidPassport('E12345678901234567')).toBe(false);
  });
});

describe('identity numbers for display', () => {
  it('hides the birth date and sequence, keeping the first 6 and the last 4 characters', () => {
    expect(maskIdCard('11010519491231002X')).toBe('110105********002X');
    expect(maskIdCard('110105491231002')).toBe('110105*****1002');
    expect(maskIdCard('')).toBe('');
  });
});

describe('maskPersonName (publicity lists)', () => {
  it('keeps the first and last character of a name and only the first of a two-character name', () => {
    expect(maskPersonName('张伟')).toBe('张*');
    expect(maskPersonName('张小伟')).toBe('张*伟');
    expect(maskPersonName('欧阳晓明')).toBe('欧**明');
    expect(maskPersonName('')).toBe('');
  });
});
