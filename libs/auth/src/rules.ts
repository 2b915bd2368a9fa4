import type { UserInfo } from '@portal/api';
import { collectionSummaryOf, DEPARTMENTS as D, DEPT_TYPE_BY_NAME, DEPT_TYPE_BY_ROLE, HR_SERVICE_INSTITUTION, MESSAGES, PRIVATE_VOCATIONAL_TRAINING, TALENT_INDEX_APPLY, VISUAL_VIEW_PERMISSION, type UserTypeCode } from '@portal/api/vocabulary';

/** The part of the session the role rules read. */
export interface RuleSession {
  user: UserInfo | null;
  userType: UserTypeCode | null;
  personRouters: { name: string }[];
  /** type-3 accounts: 'person' (individuals) or 'school'; '' or absent for the others */
  category?: '' | 'person' | 'school';
}

/** Where a menu action leads: a route (with search), or a message to show (and optionally where to go after). */
export type RuleOutcome =
  | { kind: 'go'; to: string; search?: Record<string, string | number> }
  | { kind: 'message'; level: 'error' | 'warning'; message: string; to?: string };

/**
 * The data-collection button (数据采集) of SPEC.md section 6, rule by rule:
 * not logged in: '请先登录' and the login page; enterprise: entdataSchool when its enterpriseType
 * includes a private vocational training institution, else entdata; government: by department
 * name first (types 2, 3, 4, 6, 7, 8 to /xzsjIndex?type=N), then by the userType list (empty:
 * '请通知管理员设置权限'; several: /daam; one: types 1-8; else the same warning); missing user
 * info: '请退出账号，重新登录尝试'. Type 3 users have no such item ({@link hasDataCollection}).
 */
export function resolveDataCollection(session: RuleSession): RuleOutcome {
  if (!session.userType) return { kind: 'message', level: 'error', message: MESSAGES.pleaseLogin, to: '/' };
  const user = session.user;
  if (!user) return { kind: 'message', level: 'warning', message: MESSAGES.relogin };
  if (session.userType === 2) {
    const types = user.enterpriseType.split(',').map((s) => s.trim());
    return { kind: 'go', to: types.includes(PRIVATE_VOCATIONAL_TRAINING) ? '/entdataSchool' : '/entdata' };
  }
  const byDept = DEPT_TYPE_BY_NAME[user.deptName];
  if (byDept) return { kind: 'go', to: '/xzsjIndex', search: { type: byDept } };
  const roles = user.userType;
  if (roles.length === 0) return { kind: 'message', level: 'warning', message: MESSAGES.askAdminForPermission };
  if (roles.length > 1) return { kind: 'go', to: '/daam' };
  const type = DEPT_TYPE_BY_ROLE[roles[0]!];
  if (type === undefined) return { kind: 'message', level: 'warning', message: MESSAGES.askAdminForPermission };
  return { kind: 'go', to: '/xzsjIndex', search: { type } };
}

/** Whether the header shows the data-collection item: everyone but type 3 users (SPEC.md section 6). */
export const hasDataCollection = (s: RuleSession): boolean => s.userType !== 3;

/**
 * The visual platform item (government users only, SPEC.md section 6): allowed with a
 * personRouters entry '可视化查看权限', or havePower 1, or duration > 0; else /modifyScreen when the
 * district talent index (apply) entry exists; else '暂无权限'.
 */
export function resolveVisualPlatform(session: RuleSession): RuleOutcome {
  const user = session.user;
  if (session.userType !== 1 || !user) return { kind: 'message', level: 'error', message: MESSAGES.noPermission };
  const names = session.personRouters.map((r) => r.name);
  if (names.includes(VISUAL_VIEW_PERMISSION) || user.havePower === 1 || user.duration > 0) return { kind: 'go', to: '/screen3/overview' };
  if (names.includes(TALENT_INDEX_APPLY)) return { kind: 'go', to: '/modifyScreen' };
  return { kind: 'message', level: 'error', message: MESSAGES.noPermission };
}

/** Bigscreen route guard (SPEC.md section 6): only a stored user of type 1 may see the dashboards. */
export const canSeeDashboards = (s: RuleSession): boolean => s.userType === 1 && s.user !== null;

/** Identifiers of the header menu of SPEC.md section 2. */
export type MenuKey =
  | 'myEnterprise'
  | 'home'
  | 'notices'
  | 'jobs'
  | 'publicData'
  | 'miniHome'
  | 'hrProductRelease'
  | 'keyEnterprises'
  | 'serviceOrganisations'
  | 'hotline'
  | 'talentReports'
  | 'onlineService'
  | 'empowermentStation'
  | 'visualPlatform'
  | 'employmentPost'
  | 'dataCollection'
  | 'dataCollectionSummary'
  | 'dataCollectionSummarySchool';

/**
 * Header menu items a session sees (SPEC.md sections 2 and 6): my enterprise and micro-homepage
 * creation for enterprises, HR product release for HR service institutions; the visual platform
 * for government users; employment post for street managers; the data-collection summary for
 * industry and street managers; entdataAllSchool for the vocational-construction centre (libs/api
 * COLLECTION_SUMMARY_DEPARTMENTS, which the server's scope reads too);
 * no data collection for type 3.
 */
export function visibleMenu(s: RuleSession): Set<MenuKey> {
  const items = new Set<MenuKey>(['home', 'notices', 'jobs', 'publicData', 'miniHome', 'keyEnterprises', 'serviceOrganisations', 'hotline', 'talentReports', 'onlineService', 'empowermentStation']);
  const user = s.user;
  if (s.userType === 2 && user) {
    items.add('myEnterprise');
    if (user.enterpriseType.split(',').map((t) => t.trim()).includes(HR_SERVICE_INSTITUTION)) items.add('hrProductRelease');
  }
  if (s.userType === 1 && user) {
    items.add('visualPlatform');
    if (user.deptName === D.streetManager) items.add('employmentPost');
    const summary = collectionSummaryOf(user.deptName);
    if (summary) items.add(summary === 'school' ? 'dataCollectionSummarySchool' : 'dataCollectionSummary');
  }
  if (hasDataCollection(s)) items.add('dataCollection');
  return items;
}

const SHANGHAI_MINUTE = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/**
 * Watermark text for non-enterprise logins (SPEC.md section 6): the user's name and the time
 * 'YYYY-MM-DD HH:mm' in Asia/Shanghai (DESIGN.md section 3); null for enterprises and visitors.
 */
export function watermarkText(s: RuleSession, now: Date): string | null {
  if (!s.user || s.userType === 2) return null;
  return `${s.user.name || s.user.userName} ${SHANGHAI_MINUTE.format(now)}`;
}
