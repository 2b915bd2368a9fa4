import { AREA_AUDITOR_ROLES, areaAuditAbilitiesOf } from '@portal/api';
import { forbidden } from '../../http/errors';
import type { AuthUser } from '../account/session';

/** What a user may do in the area audit (docs/area-audit.md, 'Who may do what'). */
export interface AreaAuditAbilities {
  /** list and read records and history */
  read: boolean;
  /** audit, import, bind the external account, log in to it and push */
  audit: boolean;
  /** score persons as an expert (/evaluateGJN) */
  evaluate: boolean;
  /**
   * the role needs whole identity and phone numbers for its task: it may reveal one at a time
   * (sources 'areaAuditPerson', 'areaAuditCompany') and export them in full, each logged; lists
   * and details are masked for every role (issue 24; GB/T 35273-2020 7.2)
   */
  fullNumbers: boolean;
}

/**
 * The area-audit abilities of a user: government staff (type 1) by `areaAuditAbilitiesOf` of the
 * contract (auditor roles do everything, revealing numbers included; reader roles read with masked
 * numbers; the person router 专家评审 lets a staff member read (masked) and score). Everybody
 * else, and every enterprise or individual, has nothing.
 */
export function abilitiesOf(user: AuthUser | null): AreaAuditAbilities {
  if (!user || user.userKind !== 1) return { read: false, audit: false, evaluate: false, fullNumbers: false };
  return areaAuditAbilitiesOf(user.roles, user.personRouters);
}

/**
 * The caller's abilities, when it has `need`.
 * @throws Fail 4003 '暂无权限' otherwise
 */
export function requireAbility(user: AuthUser | null, need: 'read' | 'audit' | 'evaluate'): AreaAuditAbilities & { user: AuthUser } {
  const a = abilitiesOf(user);
  if (!a[need] || !user) throw forbidden();
  return { ...a, user };
}

/** The role a record of the history names for `user`: its first auditor role, else its first role, else its department. */
export function roleLabel(user: AuthUser): string {
  return user.roles.find((r) => (AREA_AUDITOR_ROLES as readonly string[]).includes(r)) ?? user.roles[0] ?? (user.deptName || '工作人员');
}
