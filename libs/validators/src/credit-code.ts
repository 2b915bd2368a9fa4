/**
 * Unified social credit code of legal persons and other organisations, GB 32100-2015:
 * 18 characters = registration authority (1) + organisation kind (1) + administrative
 * division (6) + organisation code (9) + check character (1), over the 31-character
 * alphabet 0-9 A-H J-N P-R T-U W-Y (no I, O, Z, S, V).
 */

export const CREDIT_CODE_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;

/**
 * Check character of a unified social credit code (GB 32100-2015 section 5):
 * C18 = 31 - (sum(Ci * Wi) mod 31), with 31 written as '0'.
 * @param first17 the first 17 characters, from {@link CREDIT_CODE_ALPHABET}
 * @throws Error when a character is outside the alphabet or the length is not 17
 */
export function creditCodeCheckChar(first17: string): string {
  if (first17.length !== 17) throw new Error('统一社会信用代码前17位长度错误');
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const value = CREDIT_CODE_ALPHABET.indexOf(first17[i]!);
    if (value < 0) throw new Error(`统一社会信用代码含非法字符: ${first17[i]}`);
    sum += value * CREDIT_CODE_WEIGHTS[i]!;
  }
  const check = 31 - (sum % 31);
  return CREDIT_CODE_ALPHABET[check === 31 ? 0 : check]!;
}

/** Whether `code` is an 18-character unified social credit code with a correct check character (GB 32100-2015). */
export function isValidCreditCode(code: string): boolean {
  const v = code.trim().toUpperCase();
  if (!/^[0-9A-HJ-NPQRTUWXY]{18}$/.test(v)) return false;
  return creditCodeCheckChar(v.slice(0, 17)) === v[17];
}
