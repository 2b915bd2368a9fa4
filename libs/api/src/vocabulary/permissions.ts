/**
 * Person routers (SPEC.md section 3, personRouters): the named permissions an administrator grants
 * to a staff account beside its department roles, and the rules that read them together with the
 * roles. The server checks them (an endpoint's `permission`, the areas' services); the portal's
 * navigation table and pages show what they allow.
 */

/** The person router (SPEC.md section 3, personRouters) of the centre's administrators: only they reach the calls whose `permission` it is (the administration calls of endpoints/center.ts, dict.ts, sms.ts, sysConfig.ts and setup.ts). */
export const ADMIN_PERMISSION = 'admin';

/** Person-router name that grants the visual platform (SPEC.md section 6). */
export const VISUAL_VIEW_PERMISSION = '可视化查看权限';
/** Person-router name of the district talent index application (SPEC.md section 6). */
export const TALENT_INDEX_APPLY = '区人才指数（申请）';

/** The person router (SPEC.md section 3) of those who confirm or return the departments' figures. */
export const DATA_REVIEW_PERMISSION = '数据采集审核';

/**
 * Whether a user confirms, returns and reopens the departments' figures (docs/data-collection.md,
 * "Review"): a staff account holding the person router {@link DATA_REVIEW_PERMISSION}. The server's
 * checks (modules/deptData), the navigation table and the department pages ask this one rule.
 * @param user `userKind`: SPEC.md's user type (1 staff, 2 enterprise, 3 individual or school; null
 *   when nobody is logged in); `personRouters`: the names of the user's person routers
 */
export const reviewsDeptData = (user: { userKind: number | null; personRouters: readonly string[] }): boolean => user.userKind === 1 && user.personRouters.includes(DATA_REVIEW_PERMISSION);

/** The person-router entry (SPEC.md section 3) that makes a staff member an auditor of content. */
export const NOTICE_AUDIT_PERMISSION = '通知公告审核';

/**
 * Department roles (userType) of the district auditors (SPEC.md section 6): they audit, import,
 * bind the external account, log in to it and push, and may reveal identity and phone numbers one
 * at a time and export them in full (logged; issue 24).
 */
export const AREA_AUDITOR_ROLES = ['就业中心', '社保中心'] as const;
/** Roles that may read the area audit (masked numbers, no reveal) but change nothing. */
export const AREA_AUDIT_READER_ROLES = ['就业促进科', '专业技术科'] as const;
/** Person-router name of the expert panel: experts score persons at /evaluateGJN (auditors may too). */
export const EXPERT_PERMISSION = '专家评审';

/**
 * What a government staff member (user type 1) may do in the area audit (docs/area-audit.md,
 * 'Who may do what'), from their department roles (userType) and person-router names: auditors
 * (AREA_AUDITOR_ROLES) everything; experts (EXPERT_PERMISSION) read and score; readers
 * (AREA_AUDIT_READER_ROLES) read. `fullNumbers` (auditors): the role needs whole identity and phone
 * numbers for its task, so it may reveal one at a time (POST /api/personalData/reveal, sources
 * `areaAuditPerson` and `areaAuditCompany`) and export them in full (`fullNumbers=true`), each
 * logged; lists and details answer them masked to everyone (issue 24; GB/T 35273-2020 7.2).
 * The server enforces it (modules/allowance/access.ts); the portal's menu shows the pages by it.
 */
export function areaAuditAbilitiesOf(roles: readonly string[], personRouters: readonly string[]): { read: boolean; audit: boolean; evaluate: boolean; fullNumbers: boolean } {
  const audit = roles.some((r) => (AREA_AUDITOR_ROLES as readonly string[]).includes(r));
  const evaluate = audit || personRouters.includes(EXPERT_PERMISSION);
  const read = evaluate || roles.some((r) => (AREA_AUDIT_READER_ROLES as readonly string[]).includes(r));
  return { read, audit, evaluate, fullNumbers: audit };
}

/** Person routers an administrator may grant to a staff account: every named permission the server and the portal's rules read. */
export const GRANTABLE_PERMISSIONS = [ADMIN_PERMISSION, VISUAL_VIEW_PERMISSION, TALENT_INDEX_APPLY, DATA_REVIEW_PERMISSION, NOTICE_AUDIT_PERMISSION, EXPERT_PERMISSION] as const;
/** The Chinese name of each grantable person router, for the form. */
export const PERMISSION_LABELS: Record<(typeof GRANTABLE_PERMISSIONS)[number], string> = {
  admin: '系统管理',
  [VISUAL_VIEW_PERMISSION]: VISUAL_VIEW_PERMISSION,
  [TALENT_INDEX_APPLY]: TALENT_INDEX_APPLY,
  [DATA_REVIEW_PERMISSION]: DATA_REVIEW_PERMISSION,
  [NOTICE_AUDIT_PERMISSION]: NOTICE_AUDIT_PERMISSION,
  [EXPERT_PERMISSION]: EXPERT_PERMISSION,
};
