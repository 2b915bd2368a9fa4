import { maskMobile } from './contact';
import { maskIdCard } from './identity';

/** The kinds of personal number shown masked (issue 24): a resident identity number (GB 11643-1999) or a mainland mobile number. */
export type PersonalNumberKind = 'idCard' | 'mobile';

/**
 * A personal number as lists, exports and detail pages show it to someone who has not asked to
 * reveal it (GB/T 35273-2020 section 7.2, display limits): {@link maskIdCard} for identity numbers
 * (first 6 + last 4, `410102********1087`), {@link maskMobile} for mobile numbers (3 + 4,
 * `136****6184`). The one masking path of the server (ledgers, response lists, exports).
 */
export function maskPersonalNumber(kind: PersonalNumberKind, value: string): string {
  return kind === 'idCard' ? maskIdCard(value) : maskMobile(value);
}
