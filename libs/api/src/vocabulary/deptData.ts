import { DEPARTMENTS as D } from './departments';

/**
 * Department data collection's words (部门数据采集, issue 13; SPEC.md sections 2, 6 and 7;
 * docs/data-collection.md): the statuses and actions of a module's year, the department types and
 * who collects for which, where each data module belongs (its type, the roles that fill it, its
 * page), the registers' pages and their keepers, and the checks of /modifyDR. The role rules
 * (@portal/auth), the navigation table and the server read these; each module's figures and calls
 * are declared in endpoints/deptData.ts, the registers in endpoints/deptRegisters.ts.
 */

/** Where a module's figures of a year stand (docs/data-collection.md, "Review"). */
export const DEPT_DATA_STATUSES = ['none', 'draft', 'submitted', 'returned', 'confirmed'] as const;
export type DeptDataStatus = (typeof DEPT_DATA_STATUSES)[number];
/** The statuses in words. */
export const DEPT_DATA_STATUS_LABELS: Record<DeptDataStatus, string> = { none: '未填报', draft: '草稿', submitted: '已提交', returned: '已退回', confirmed: '已确认' };

/** What a user does to a module's year: the filler saves a draft or submits; the reviewer confirms, returns or reopens. */
export const DEPT_DATA_ACTIONS = ['save', 'submit', 'confirm', 'return', 'reopen'] as const;
export type DeptDataAction = (typeof DEPT_DATA_ACTIONS)[number];
/** The actions in words (the timeline). */
export const DEPT_DATA_ACTION_LABELS: Record<DeptDataAction, string> = { save: '保存草稿', submit: '提交', confirm: '确认', return: '退回', reopen: '重新打开' };

/** The department types of /xzsjIndex?type=N (SPEC.md section 6), by number. */
export const DEPT_TYPES = {
  1: '人社局',
  2: '科技局',
  3: '知识产权局',
  4: '人才集团',
  5: '营商环境改革局',
  6: '来穗人员服务管理局',
  7: '综合数据',
  8: '人才交流中心',
} as const;
export type DeptType = keyof typeof DEPT_TYPES;

/** A department name that gives a type whatever the roles (SPEC.md section 6: routed by department name first). */
export const DEPT_TYPE_BY_NAME: Readonly<Record<string, DeptType>> = {
  [D.technologyBureau]: 2,
  [D.ipBureau]: 3,
  [D.talentGroup]: 4,
  [D.migrantBureau]: 6,
  [D.comprehensiveData]: 7,
  [D.talentExchangeCentre]: 8,
};

/** The type each department role gives (SPEC.md section 6, a single userType entry). */
export const DEPT_TYPE_BY_ROLE: Readonly<Record<string, DeptType>> = {
  [D.employmentCentre]: 1,
  [D.employmentPromotionOffice]: 1,
  [D.socialSecurityCentre]: 1,
  [D.professionalTechnologyOffice]: 1,
  [D.technologyBureau]: 2,
  [D.ipBureau]: 3,
  [D.talentGroupApartments]: 4,
  [D.talentGroupSpecialFunds]: 4,
  [D.businessEnvironmentBureau]: 5,
  [D.migrantBureau]: 6,
  [D.comprehensiveData]: 7,
  [D.talentExchangeCentre]: 8,
};

/** Where a department data module belongs (SPEC.md sections 2 and 6): the module's figures and calls are declared with it in endpoints/deptData.ts. */
export interface DeptModulePlace {
  /** stable key: endpoint names, the table's `module` column, the page's `module` param */
  key: string;
  type: DeptType;
  title: string;
  /** the roles that fill it; a department name giving its type fills every module of the type */
  roles: readonly string[];
  /** the department page that shows it (SPEC.md section 2, Department pages) */
  page: string;
}

/** Every department data module's place, by type (docs/data-collection.md); type 7 has three modules on one page. */
export const DEPT_MODULE_PLACES = [
  { key: 'difficultEmp', type: 1, title: '就业困难人员援助', roles: [D.employmentCentre], page: '/mohrss/ec' },
  { key: 'empEnv', type: 1, title: '就业创业环境', roles: [D.employmentPromotionOffice], page: '/mohrss/epd' },
  { key: 'socialSecurity', type: 1, title: '社会保险', roles: [D.socialSecurityCentre], page: '/mohrss/ssc' },
  { key: 'special', type: 1, title: '专业技术人才', roles: [D.professionalTechnologyOffice], page: '/mohrss/td' },
  { key: 'tec', type: 2, title: '科技创新', roles: [D.technologyBureau], page: '/kjj' },
  { key: 'ipo', type: 3, title: '知识产权', roles: [D.ipBureau], page: '/zscqj' },
  { key: 'talents', type: 4, title: '人才安居与专项资金', roles: [D.talentGroupApartments, D.talentGroupSpecialFunds], page: '/rcjt' },
  { key: 'businessEnv', type: 5, title: '营商环境', roles: [D.businessEnvironmentBureau], page: '/yshjggj' },
  { key: 'enrol', type: 6, title: '来穗人员服务', roles: [D.migrantBureau], page: '/lsj' },
  { key: 'synthesize', type: 7, title: '经济社会综合数据', roles: [D.comprehensiveData], page: '/zhsj' },
  { key: 'incubator', type: 7, title: '孵化载体', roles: [D.comprehensiveData], page: '/zhsj' },
  { key: 'pillarIndustry', type: 7, title: '支柱产业', roles: [D.comprehensiveData], page: '/zhsj' },
  { key: 'highLevel', type: 8, title: '高层次人才', roles: [D.talentExchangeCentre], page: '/rcjl' },
] as const satisfies readonly DeptModulePlace[];

/** The key of a department data module. */
export type DeptModuleKey = (typeof DEPT_MODULE_PLACES)[number]['key'];

/**
 * The pages that gather every module of one department type (SPEC.md section 2, Department pages):
 * /mohrss/rs (人社局) shows the four offices' modules of type 1 together, each still filled by its office.
 */
export const DEPT_TYPE_PAGES: Readonly<Partial<Record<DeptType, string>>> = { 1: '/mohrss/rs' };

/** The department pages (SPEC.md section 2) with their modules, in order: each module's own page, then the pages of {@link DEPT_TYPE_PAGES}. */
export const DEPT_PAGES: Readonly<Record<string, readonly DeptModulePlace[]>> = Object.fromEntries([
  ...[...new Set(DEPT_MODULE_PLACES.map((m) => m.page))].map((page) => [page, DEPT_MODULE_PLACES.filter((m) => m.page === page)]),
  ...Object.entries(DEPT_TYPE_PAGES).map(([type, page]) => [page, DEPT_MODULE_PLACES.filter((m) => m.type === Number(type))]),
]);

/**
 * The types a staff member collects for (SPEC.md section 6): the type of the department name if
 * it gives one, and the type of every role. Several types (or roles) lead to /daam.
 */
export function deptTypesOf(user: { deptName: string; roles: readonly string[] }): DeptType[] {
  const types = new Set<DeptType>();
  const byName = DEPT_TYPE_BY_NAME[user.deptName];
  if (byName) types.add(byName);
  for (const r of user.roles) {
    const t = DEPT_TYPE_BY_ROLE[r];
    if (t) types.add(t);
  }
  return [...types].sort((a, b) => a - b);
}

/** Whether a staff member fills `m`: holds one of its roles, or belongs to a department whose name gives its type. */
export function fillsModule(user: { deptName: string; roles: readonly string[] }, m: Pick<DeptModulePlace, 'type' | 'roles'>): boolean {
  return DEPT_TYPE_BY_NAME[user.deptName] === m.type || m.roles.some((r) => user.roles.includes(r));
}

/** The department roles of the given types ({@link DEPT_TYPE_BY_ROLE}): who keeps a register. */
export const rolesOfDeptTypes = (types: readonly DeptType[]) => Object.entries(DEPT_TYPE_BY_ROLE).flatMap(([role, type]) => (types.includes(type) ? [role] : []));

/**
 * What a department recognises an enterprise as, and the department type that recognises it:
 * 高新技术企业 (科技局), 知识产权优势企业 (知识产权局), 专精特新中小企业 (营商环境改革局) and
 * 四上企业 (综合数据, the statistics figures). A department records only its own kinds (the server's rule).
 */
export const ENT_RECOGNITION_KEEPERS = {
  高新技术企业: 2,
  知识产权优势企业: 3,
  专精特新中小企业: 5,
  四上企业: 7,
} as const satisfies Record<string, DeptType>;
export type EntRecognitionCategory = keyof typeof ENT_RECOGNITION_KEEPERS;
export const ENT_RECOGNITION_CATEGORIES = Object.keys(ENT_RECOGNITION_KEEPERS) as [EntRecognitionCategory, ...EntRecognitionCategory[]];

/**
 * The department registers' pages (SPEC.md section 2, Data collection forms) and the department
 * types that keep them: /xzsjIndex?type=N links to those of type N, and the staff of these types'
 * roles ({@link rolesOfDeptTypes}) keep their registers (endpoints/deptRegisters.ts).
 */
export const DEPT_REGISTER_KEEPERS = {
  '/modifyCompany': Object.values(ENT_RECOGNITION_KEEPERS),
  '/modifyStaff': [8],
} as const satisfies Record<string, readonly DeptType[]>;
/** A department register's page. */
export type DeptRegisterPath = keyof typeof DEPT_REGISTER_KEEPERS;

/**
 * The checks of /modifyDR (名录核对): a figure a department reports each year in a data module
 * beside the register that names the same things (with the register's filter), so the department
 * and the reviewers see how much of the figure the named records back before they confirm it.
 */
export const DEPT_RECONCILIATIONS: readonly { module: DeptModuleKey; field: string; register: DeptRegisterPath; category?: EntRecognitionCategory }[] = [
  { module: 'tec', field: 'highTechEnterprises', register: '/modifyCompany', category: '高新技术企业' },
  { module: 'highLevel', field: 'highLevelTalents', register: '/modifyStaff' },
];
