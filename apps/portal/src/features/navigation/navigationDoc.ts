import { WORKBENCH_TASKS, type UserInfo } from '@portal/api';
import { ADMIN_PERMISSION, DATA_REVIEW_PERMISSION, DEPARTMENTS as D, HR_SERVICE_INSTITUTION, PRIVATE_VOCATIONAL_TRAINING, TALENT_INDEX_APPLY, VISUAL_VIEW_PERMISSION, type UserTypeCode } from '@portal/api/vocabulary';
import type { RuleSession } from '@portal/auth';
import { outcomeHref, taskHref } from './menu';
import { MENU_SLOTS, NAVIGATION, PAGES, mayOpen, offers, pageOf, placeLabel, reachablePages, type PageEntry, type Place } from './pages';

/** A demo account of the seed (apps/server/src/seed/accounts.ts) as the role rules see it. */
interface DemoAccount {
  username: string;
  who: string;
  session: RuleSession;
}

const BUREAU = '区人力资源和社会保障局';

/** A session of user type `type` with the given department, roles, enterprise types and personRouters. */
function demo(username: string, who: string, type: UserTypeCode | null, over: { deptName?: string; roles?: string[]; enterpriseType?: string; personRouters?: string[]; havePower?: number; duration?: number; category?: 'person' | 'school' } = {}): DemoAccount {
  if (type === null) return { username, who, session: { user: null, userType: null, personRouters: [] } };
  const user: UserInfo = {
    token: '',
    userId: 0,
    userName: username,
    name: who,
    nickName: who,
    avatar: '',
    phonenumber: '13800000000',
    enterpriseType: over.enterpriseType ?? '',
    deptName: over.deptName ?? '',
    userType: over.roles ?? [],
    onOff: '0',
    onOffEnt: '0',
    duration: over.duration ?? 0,
    havePower: over.havePower ?? 0,
    entId: null,
  };
  return { username, who, session: { user, userType: type, personRouters: (over.personRouters ?? []).map((name) => ({ name })), category: over.category ?? '' } };
}

/** The demo accounts of docs/accounts.md with the facts the navigation rules read (the seed's values). */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  demo('（访客）', '未登录的访客', null),
  demo('ent_demo', '企业', 2, { enterpriseType: '科技型企业' }),
  demo('ent_hr', '人力资源服务机构', 2, { enterpriseType: HR_SERVICE_INSTITUTION }),
  demo('ent_training', '民办职业培训机构', 2, { enterpriseType: PRIVATE_VOCATIONAL_TRAINING }),
  demo('person_demo', '个人', 3, { category: 'person' }),
  demo('school_demo', '院校', 3, { category: 'school' }),
  demo('staff_jyzx', '就业中心', 1, { deptName: D.employmentCentre, roles: [D.employmentCentre], personRouters: [VISUAL_VIEW_PERMISSION] }),
  demo('staff_kjj', '科技局', 1, { deptName: D.technologyBureau, roles: [D.technologyBureau], personRouters: [TALENT_INDEX_APPLY] }),
  demo('staff_rcjl', '人才交流中心', 1, { deptName: D.talentExchangeCentre, roles: [D.talentExchangeCentre], duration: 30 }),
  demo('staff_multi', '就业中心与社保中心', 1, { deptName: BUREAU, roles: [D.employmentCentre, D.socialSecurityCentre] }),
  demo('staff_noperm', '未设置权限', 1, { deptName: BUREAU }),
  demo('staff_street', '街道管理', 1, { deptName: D.streetManager, roles: [D.streetManager] }),
  demo('staff_industry', '行业管理', 1, { deptName: D.industryManager, roles: [D.industryManager] }),
  demo('staff_vocational', '职业能力建设指导中心', 1, { deptName: D.vocationalConstructionCentre, roles: [D.vocationalConstructionCentre] }),
  demo('staff_visual', '就业促进科（可视化）', 1, { deptName: BUREAU, roles: [D.employmentPromotionOffice], havePower: 1 }),
  demo('staff_zjk', '专业技术科', 1, { deptName: D.professionalTechnologyOffice, roles: [D.professionalTechnologyOffice] }),
  demo('staff_ldgx', '劳动关系科', 1, { deptName: D.labourRelationsOffice, roles: [D.labourRelationsOffice] }),
  demo('staff_zscqj', '知识产权局', 1, { deptName: D.ipBureau, roles: [D.ipBureau] }),
  demo('staff_rcjt', '人才集团（公寓）', 1, { deptName: D.talentGroup, roles: [D.talentGroupApartments] }),
  demo('staff_yshj', '营商环境改革局', 1, { deptName: D.businessEnvironmentBureau, roles: [D.businessEnvironmentBureau] }),
  demo('staff_migrant', '来穗人员服务管理局', 1, { deptName: D.migrantBureau, roles: [D.migrantBureau] }),
  demo('staff_zhsj', '综合数据', 1, { deptName: D.comprehensiveData, roles: [D.comprehensiveData] }),
  demo('staff_sjsh', '数据采集审核', 1, { deptName: BUREAU, personRouters: [DATA_REVIEW_PERMISSION] }),
  demo('staff_admin', '系统管理员', 1, { deptName: BUREAU, personRouters: [ADMIN_PERMISSION] }),
  demo('staff_hotline', '热线服务中心', 1, { deptName: D.hotlineCentre, roles: [D.hotlineCentre] }),
];

/** Where the workbench, 个人中心 and header user-area places are. */
const PLACE_PREFIX = { workbench: '菜单 › 工作台', profile: '个人中心', account: '页首' } as const;

/** How a place reaches its page, in words: 菜单 › 在线服务 › 补贴申报, 工作台 › …, 个人中心 › …, or 从 X 的链接. */
function placeText(p: PageEntry, place: Place): string {
  if (place.in === 'menu') {
    const slot = MENU_SLOTS.find((s) => s.key === place.slot)!;
    return slot.kind === 'link' ? `菜单 › ${slot.label}` : `菜单 › ${slot.label} › ${placeLabel(p, place)}`;
  }
  if (place.in !== 'link') return `${PLACE_PREFIX[place.in]} › ${placeLabel(p, place)}`;
  return `${pageOf(place.from)?.title ?? place.from}（\`${place.from}\`）页面上的链接`;
}

/** The ways `s` reaches `p`: its places offered to `s` (a link only on a page `s` reaches), plus the role-rule items that lead there. */
function waysTo(p: PageEntry, s: RuleSession, reached: ReadonlySet<string>): string[] {
  const ways = p.places.filter((pl) => offers(p, pl, s) && (pl.in !== 'link' || reached.has(pl.from))).map((pl) => placeText(p, pl));
  for (const e of NAVIGATION) {
    if ('path' in e || !e.when(s)) continue;
    const outcome = e.resolve(s);
    if (outcome.kind === 'go' && outcome.to === p.path) ways.unshift(`菜单 › ${e.label}（\`${outcomeHref(outcome)}\`）`);
  }
  return ways;
}

/** Who has a workbench task, in words: its user types, the roles its list admits, its permission. */
function taskHolders(task: (typeof WORKBENCH_TASKS)[number]): string {
  const who = task.userTypes ? task.userTypes.map((u) => USER_TYPE_WORDS[u]).join('、') : task.endpoint.access === 'gov' ? '工作人员' : '登录用户';
  const roles = task.endpoint.roles ? `（${task.endpoint.roles.join('、')}）` : '';
  return `${who}${roles}${task.permission ? `，持有“${task.permission}”` : ''}`;
}

const USER_TYPE_WORDS: Record<UserTypeCode, string> = { 1: '工作人员', 2: '企业', 3: '个人' };

/**
 * docs/navigation.md, generated from the navigation table: for each demo account, every page it
 * may open and how it is reached (menu, 工作台, 个人中心, a link on another page). Rewritten by
 * `npm run docs:navigation -w @portal/portal`; navigationDoc.test.ts fails while it is out of date.
 */
export function navigationDoc(): string {
  const out = [
    '# 导航：每个演示账号能打开的页面和入口',
    '',
    '> 由 `apps/portal/src/features/navigation/pages.ts`（导航表）生成，请勿手工修改：`npm run docs:navigation -w @portal/portal`。',
    '> 标“建设中”的地址显示“页面建设中”；没有权限的页面显示 403 页面，未登录时先到对应的登录页，登录后回到原页面。',
    '> “入口”按导航表推算（`reachablePages`）：菜单、工作台、个人中心和页首的入口，再加上从已到达页面上的链接；“仅输入地址”表示该账号能打开但没有点击路径。`e2e/tests/navigation.spec.ts` 以每个演示账号登录，打开全部下拉菜单并沿页面上的真实链接逐页点开，核对这里列出的每个页面（建设中的除外）都能到达、有面包屑、不出现 403；只能从列表行进入而该账号列表为空的页面记为提示而非失败。',
    '',
  ];
  out.push('## 工作台待办', '', '> 每项的数量由 `GET /api/workbench/tasks` 以登录用户身份调用对应列表接口得出，与链接打开的列表一致（`libs/api/src/workbenchTasks.ts`）。工作人员在菜单 › 工作台和个人中心看到，企业和个人在个人中心看到。', '', '| 待办 | 链接到 | 谁有 |', '|---|---|---|');
  for (const task of WORKBENCH_TASKS) out.push(`| ${task.label} | \`${taskHref(task)}\` | ${taskHolders(task)} |`);
  out.push('');
  for (const account of DEMO_ACCOUNTS) {
    const reached = new Set(reachablePages(account.session).map((p) => p.path));
    const rows = PAGES.filter((p) => mayOpen(p, account.session)).map((p) => ({ p, ways: waysTo(p, account.session, reached) }));
    out.push(`## ${account.username}（${account.who}）`, '', '| 页面 | 地址 | 入口 |', '|---|---|---|');
    for (const { p, ways } of rows) out.push(`| ${p.title} | \`${p.path}\` | ${ways.length > 0 ? ways.join('；') : '仅输入地址'} |`);
    out.push('');
  }
  return out.join('\n');
}
