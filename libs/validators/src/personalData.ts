import { maskMobile } from './contact';
import { maskIdCard } from './identity';

/**
 * The kinds of personal data shown masked (issue 24): a resident identity number (GB 11643-1999),
 * a mainland mobile number, or a person's name where the register's purpose does not need it
 * whole (petitioners in the labour ledgers, issue 14).
 */
export type PersonalNumberKind = 'idCard' | 'mobile' | 'name';

/**
 * A person's name as lists and exports show it where only the register's keeper may see it whole:
 * the first character (in Chinese names the surname, or its first character) kept and each other
 * character replaced by '*', e.g. '王**' for 王小明, '欧**' for 欧阳明 (GB/T 35273-2020 section 7.2
 * and annex A: de-identification by masking). A one-character text is returned unchanged.
 */
export function maskName(value: string): string {
  const chars = [...value.trim()];
  return chars.length < 2 ? value : chars[0] + '*'.repeat(chars.length - 1);
}

/**
 * A personal number as lists, exports and detail pages show it to someone who has not asked to
 * reveal it (GB/T 35273-2020 section 7.2, display limits): {@link maskIdCard} for identity numbers
 * (first 6 + last 4, `410102********1087`), {@link maskMobile} for mobile numbers (3 + 4,
 * `136****6184`), {@link maskName} for names (`王**`). The one masking path of the server
 * (ledgers, response lists, exports).
 */
export function maskPersonalNumber(kind: PersonalNumberKind, value: string): string {
  if (kind === 'name') return maskName(value);
  return kind === 'idCard' ? maskIdCard(value) : maskMobile(value);
}
