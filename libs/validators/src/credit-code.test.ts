import { describe, expect, it } from 'vitest';
import { creditCodeCheckChar, isValidCreditCode } from './credit-code';

describe('unified social credit code (GB 32100-2015)', () => {
  it('computes the check character of published codes', () => {
    // codes printed on public business licences
    expect(isValidCreditCode('91440300708461136T')).toBe(true); // Huawei Technologies Co., Ltd.
    expect(isValidCreditCode('914403001922038216')).toBe(true); // Ping An Insurance
    expect(creditCodeCheckChar('91440300708461136')).toBe('T');
  });
  it('rejects a wrong check character, forbidden letters and wrong lengths', () => {
    expect(isValidCreditCode('91440300708461136U')).toBe(false);
    expect(isValidCreditCode('9144030070846113IT')).toBe(false);
    expect(isValidCreditCode('91440300708461136')).toBe(false);
  });
});
