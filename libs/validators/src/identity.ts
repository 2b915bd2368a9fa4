/**
 * Identity documents of SPEC.md section 5.
 *
 * Resident identity card numbers follow GB 11643-1999 (citizen identification number):
 * 6-digit administrative division code, 8-digit birth date (YYYYMMDD), 3-digit sequence
 * (odd for men, even for women) and a check character computed by ISO 7064 MOD 11-2.
 * 15-character numbers (the pre-1999 form) carry a 6-digit birth date YYMMDD in 19xx and no check.
 */

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const ID_CHECK_CHARS = '10X98765432';

/**
 * Check character of an 18-character identity number (GB 11643-1999, ISO 7064 MOD 11-2).
 * @param first17 the first 17 digits
 * @returns '0'-'9' or 'X'
 * @throws Error when `first17` is not 17 digits
 */
export function idCardCheckChar(first17: string): string {
  if (!/^\d{17}$/.test(first17)) throw new Error('身份证号前17位必须为数字');
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * ID_WEIGHTS[i]!;
  return ID_CHECK_CHARS[sum % 11]!;
}

/** A calendar date (no time). `month` is 1-12. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

function realDate(year: number, month: number, day: number): CalendarDate | null {
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return { year, month, day };
}

/**
 * Birth date embedded in an identity number (15 or 18 characters), or null when the
 * number has the wrong shape or the date does not exist (e.g. 19990230).
 */
export function birthDateFromIdCard(id: string): CalendarDate | null {
  const v = id.trim().toUpperCase();
  if (/^\d{17}[\dX]$/.test(v)) {
    return realDate(Number(v.slice(6, 10)), Number(v.slice(10, 12)), Number(v.slice(12, 14)));
  }
  if (/^\d{15}$/.test(v)) {
    return realDate(1900 + Number(v.slice(6, 8)), Number(v.slice(8, 10)), Number(v.slice(10, 12)));
  }
  return null;
}

/**
 * Whether `id` is a valid resident identity number (SPEC.md section 5, GB 11643-1999):
 * 15 digits, or 17 digits plus a digit or X; the embedded birth date must be a real date,
 * not in the future; for 18 characters the check character must match.
 * A lower-case x is accepted as X.
 */
export function isValidIdCard(id: string, today: Date = new Date()): boolean {
  const v = id.trim().toUpperCase();
  const birth = birthDateFromIdCard(v);
  if (!birth) return false;
  if (Date.UTC(birth.year, birth.month - 1, birth.day) > today.getTime()) return false;
  if (v.length === 18) return idCardCheckChar(v.slice(0, 17)) === v[17];
  return true;
}

/**
 * Age in whole years on `on` (default today) computed from the birth date in the identity
 * number (SPEC.md section 5: age is computed from the ID card birth date).
 * @returns the age, or null when the number carries no valid date
 */
export function ageFromIdCard(id: string, on: Date = new Date()): number | null {
  const b = birthDateFromIdCard(id);
  if (!b) return null;
  const y = on.getFullYear();
  const m = on.getMonth() + 1;
  const d = on.getDate();
  let age = y - b.year;
  if (m < b.month || (m === b.month && d < b.day)) age -= 1;
  return age < 0 ? null : age;
}

/** Sex from the sequence code of an identity number: odd 'male', even 'female'; null when invalid. */
export function sexFromIdCard(id: string): 'male' | 'female' | null {
  const v = id.trim();
  const digit = v.length === 18 ? v[16] : v.length === 15 ? v[14] : undefined;
  if (digit === undefined || !/\d/.test(digit) || !birthDateFromIdCard(v)) return null;
  return Number(digit) % 2 === 1 ? 'male' : 'female';
}

/** Taiwan residents' mainland travel permit (SPEC.md section 5): 8 digits, 9-10 letters/digits, or 18 digits. */
export function isValidTaiwanPermit(v: string): boolean {
  return /^(\d{8}|[A-Za-z0-9]{9,10}|\d{18})$/.test(v.trim());
}

/** Hong Kong / Macao number (SPEC.md section 5): one capital letter, 6-10 digits, optional one-character bracket suffix. */
export function isValidHkMacaoPermit(v: string): boolean {
  return /^[A-Z]\d{6,10}(\([0-9A-Z]\)|（[0-9A-Z]）)?$/.test(v.trim());
}

/** Passport number (SPEC.md section 5): 5 to 17 letters or digits. */
export function isValidPassport(v: string): boolean {
  return /^[A-Za-z0-9]{5,17}$/.test(v.trim());
}

/**
 * An identity number as lists, exports and detail pages show it (issue 24): the first 6 and the
 * last 4 characters kept, those between replaced by '*', e.g. '410102********1087'. For an 18-digit
 * number of GB 11643-1999 (6-digit address code, 8-digit birth date, 3-digit sequence, check
 * character) this hides exactly the birth date; it is the display limit (展示限制) of GB/T
 * 35273-2020 section 7.2, a de-identification that leaves the number recognisable to its owner.
 * The full number is shown only through the server's logged reveal (docs/security.md section 3).
 * Text of 10 characters or fewer is returned unchanged.
 */
export function maskIdCard(id: string): string {
  return id.length > 10 ? `${id.slice(0, 6)}${'*'.repeat(id.length - 10)}${id.slice(-4)}` : id;
}

/**
 * A person's name for public lists (公示名单): the first and the last character kept, those between
 * replaced by '*' ('张*伟', '欧**明'); a two-character name keeps its first ('张*').
 */
export function maskPersonName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length <= 1) return chars.join('');
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}
