import { collectionSummaryOf, DEPARTMENTS as D, type CollectionKind } from '@portal/api';
import { forbidden } from '../../http/errors';
import type { AuthUser } from '../account/session';
import type { EnterpriseRow } from '../dashboard/snapshot';

/**
 * What a staff member's data-collection summary covers (issue 13, docs/collection-summary.md):
 * whose data (`kind`, from the department: COLLECTION_SUMMARY_DEPARTMENTS of @portal/api), and
 * the account's street and industry sections (app_user street_code, industry_codes); null: no
 * limit of that kind.
 */
export interface CollectionScope {
  kind: CollectionKind;
  streetCode: string | null;
  industryCodes: readonly string[] | null;
}

/**
 * The scope of `user`. A street manager must have its street set, an industry manager its
 * sections; the vocational-construction centre reads the whole district unless its account is
 * limited too.
 * @throws Fail 4003 for a department that reads no summary, and for a manager whose scope is not set
 */
export function collectionScope(user: Pick<AuthUser, 'deptName' | 'streetCode' | 'industryCodes'>): CollectionScope {
  const kind = collectionSummaryOf(user.deptName);
  if (!kind) throw forbidden('暂无权限：数据采集汇总只对街道管理、行业主管部门和职业能力建设指导中心开放');
  if (user.deptName === D.streetManager && !user.streetCode) throw forbidden('您的账号尚未设置管理的街道，请通知管理员设置');
  if (user.deptName === D.industryManager && user.industryCodes.length === 0) throw forbidden('您的账号尚未设置管理的行业门类，请通知管理员设置');
  return { kind, streetCode: user.streetCode ?? null, industryCodes: user.industryCodes.length > 0 ? user.industryCodes : null };
}

/** A key naming a scope, for the answers kept per snapshot. */
export const scopeKey = (s: CollectionScope): string => `${s.kind}|${s.streetCode ?? ''}|${s.industryCodes?.join(',') ?? ''}`;

/** Whether an enterprise is in the scope: of its kind (training institutions for 'school', the others for 'enterprise'), street and sections. */
export const inCollectionScope =
  (s: CollectionScope) =>
  (e: Pick<EnterpriseRow, 'training' | 'streetCode' | 'industryCode'>): boolean =>
    e.training === (s.kind === 'school') && (!s.streetCode || e.streetCode === s.streetCode) && (!s.industryCodes || s.industryCodes.includes(e.industryCode));

/**
 * Checks a filter's street and section against the scope.
 * @throws Fail 4003 naming the field when either lies outside it
 */
export function checkFilterInScope(s: CollectionScope, filter: { streetCode?: string | undefined; industryCode?: string | undefined }): void {
  if (filter.streetCode && s.streetCode && filter.streetCode !== s.streetCode) throw forbidden('街道不在您的管理范围内');
  if (filter.industryCode && s.industryCodes && !s.industryCodes.includes(filter.industryCode)) throw forbidden('行业门类不在您的管理范围内');
}
