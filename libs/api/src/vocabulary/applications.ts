import { DEPARTMENTS as D } from './departments';

/**
 * Subsidy and allowance applications' words (issue 6, SPEC.md sections 4 and 7 "Applications";
 * docs/applications.md): the types and who files and audits them, the statuses and their labels.
 * The workflow, the forms and the calls are in endpoints/applications.ts; the area audit
 * (endpoints/allowance.ts), policy matters, the dictionaries and the navigation table read these.
 */

/** The application types of SPEC.md section 7, spelled as SPEC.md spells them. */
export const APPLICATION_TYPES = ['ruhu', 'zhufang', 'Personnel', 'Xzybzkf', 'Zizhu', 'cjbt', 'zfbtEnt', 'zfbtUser', 'springAllowance', 'fcwg'] as const;
export type ApplicationType = (typeof APPLICATION_TYPES)[number];

/** The allowance each type stands for, as the bureau names it (docs/applications.md section 5). */
export const APPLICATION_TYPE_LABELS: Record<ApplicationType, string> = {
  ruhu: '人才引进入户',
  zhufang: '人才住房（公寓）申请',
  Personnel: '人才分类认定',
  Xzybzkf: '新招用人员补助（开发岗位）',
  Zizhu: '人才项目资助',
  cjbt: '创业补贴',
  zfbtEnt: '住房补贴（企业申报）',
  zfbtUser: '住房补贴（个人申请）',
  springAllowance: '春节留岗补贴',
  fcwg: '返程务工交通补贴',
};

/** Who files a type: an individual ('person', user type 3) or an enterprise ('ent', user type 2) for itself or its people. */
export const APPLICATION_FILERS: Record<ApplicationType, 'person' | 'ent'> = {
  ruhu: 'person',
  zhufang: 'person',
  Personnel: 'person',
  Xzybzkf: 'ent',
  Zizhu: 'ent',
  cjbt: 'person',
  zfbtEnt: 'ent',
  zfbtUser: 'person',
  springAllowance: 'ent',
  fcwg: 'ent',
};

/**
 * Task codes of SPEC.md section 9 (banner modes 3 and 4 show 'N people have applied' for codes 10
 * and 20; banner mode 10 is new household registration, 20 housing): ruhu carries 10, zhufang 20.
 */
export const TASK_TYPE_CODES = { '10': 'ruhu', '20': 'zhufang' } as const satisfies Record<string, ApplicationType>;
export type TaskTypeCode = keyof typeof TASK_TYPE_CODES;

/**
 * Application statuses: the ticket and approval statuses of SPEC.md section 4 plus
 * `temporary_storage` (the "temporary storage" operation: a draft). '' and awaiting_check both
 * mean pending approval.
 */
export const APPLICATION_STATUSES = ['temporary_storage', '', 'awaiting_check', 'agree', 'refused', 'against', 'withdraw', 'ent_withdraw', 'gs_publicity', 'gs_publicity_true', 'fail'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  temporary_storage: '暂存',
  '': '待审核',
  awaiting_check: '待审核',
  agree: '审核通过',
  refused: '审核不通过',
  against: '退回修改',
  withdraw: '已撤回',
  ent_withdraw: '企业已撤回',
  gs_publicity: '公示中',
  gs_publicity_true: '已公示',
  fail: '办理失败',
};

/** Statuses meaning "pending approval" (SPEC.md section 4). */
export const PENDING_STATUSES = ['', 'awaiting_check'] as const satisfies readonly ApplicationStatus[];
/** Statuses in which the filer may change the form (and resubmit it). */
export const EDITABLE_STATUSES = ['temporary_storage', 'against', 'withdraw', 'ent_withdraw'] as const satisfies readonly ApplicationStatus[];
/** Statuses shown in the public publicity list. */
export const PUBLICITY_STATUSES = ['gs_publicity', 'gs_publicity_true'] as const satisfies readonly ApplicationStatus[];

/** Role name (in a staff user's userType list) of the experts who score zfbtUser applications. */
export const APPLICATION_EXPERT_ROLE = '评审专家';

/**
 * The department (a role in a staff user's userType list) that audits each type
 * (docs/applications.md section 3). Staff see and act on the types of their roles only; the
 * server's scope and the portal's navigation table both read this.
 */
export const APPLICATION_AUDIT_DEPARTMENTS: Record<ApplicationType, readonly string[]> = {
  ruhu: [D.talentExchangeCentre],
  zhufang: [D.talentGroupApartments],
  zfbtEnt: [D.talentGroupApartments],
  zfbtUser: [D.talentGroupApartments],
  Personnel: [D.professionalTechnologyOffice],
  Xzybzkf: [D.employmentCentre],
  springAllowance: [D.employmentCentre],
  fcwg: [D.employmentCentre],
  Zizhu: [D.talentGroupSpecialFunds],
  cjbt: [D.employmentPromotionOffice],
};

/** Types experts score (and may read). */
export const SCORED_TYPES: readonly ApplicationType[] = ['zfbtUser'];

/** The types staff with the userType list `roles` audit (their departments' types, {@link APPLICATION_AUDIT_DEPARTMENTS}). */
export function auditedTypes(roles: readonly string[]): ApplicationType[] {
  return APPLICATION_TYPES.filter((t) => APPLICATION_AUDIT_DEPARTMENTS[t].some((d) => roles.includes(d)));
}

/** The types staff with the userType list `roles` may read: the types they audit, plus the scored types for experts. */
export function readableApplicationTypes(roles: readonly string[]): ApplicationType[] {
  const own = auditedTypes(roles);
  return roles.includes(APPLICATION_EXPERT_ROLE) ? [...new Set([...own, ...SCORED_TYPES])] : own;
}
