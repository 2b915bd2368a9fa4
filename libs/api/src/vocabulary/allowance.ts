import type { ApplicationStatus } from './applications';

/** The words of endpoints/allowance.ts that the portal's route table reads without loading the calls (issue 45). */

/**
 * Allowance area audit (SPEC.md section 7, 'Allowance area audit'; docs/area-audit.md): the
 * district's second-level review of the company and person subsidy records that streets have
 * checked. Records carry the ticket statuses of SPEC.md section 4; the area audit uses these:
 * awaiting_check (pending district review; '' is read as the same), agree, refused, against
 * (returned for correction) and fail (approved, but the external allowance system refused the push);
 * a subset of the application statuses (APPLICATION_STATUSES, vocabulary/applications.ts), labelled for the
 * area audit ('fail' reads 推送失败 here).
 */
export const AREA_AUDIT_STATUSES = ['awaiting_check', 'agree', 'refused', 'against', 'fail'] as const satisfies readonly ApplicationStatus[];

export type AreaAuditStatus = (typeof AREA_AUDIT_STATUSES)[number];

export const AREA_AUDIT_STATUS_LABELS: Record<AreaAuditStatus, string> = {
  awaiting_check: '待审核',
  agree: '审核通过',
  refused: '审核不通过',
  against: '退回修改',
  fail: '推送失败',
};

/** Subsidy items the district reviews, for persons and for companies (元, per record). */
export const PERSON_SUBSIDY_ITEMS = ['高校毕业生就业补贴', '一次性创业资助', '高技能人才补贴', '灵活就业社会保险补贴', '见习补贴'] as const;

export const COMPANY_SUBSIDY_ITEMS = ['吸纳就业补贴', '社会保险补贴', '岗位补贴', '以工代训补贴'] as const;
