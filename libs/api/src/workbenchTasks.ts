import type { Endpoint, InputOf } from './contract';
import { applyList, taskList } from './endpoints/applications';
import { companyList, personList } from './endpoints/allowance';
import { centerDemandList } from './endpoints/demand';
import { selectAllResponse } from './endpoints/demandResponse';
import { deptDataPage } from './endpoints/deptData';
import { noticePage } from './endpoints/notice';
import { CONTENT_KINDS, CONTENT_KIND_LABELS, CONTENT_PAGE_PATHS, DATA_REVIEW_PERMISSION, NOTICE_AUDIT_PERMISSION, type UserTypeCode } from './vocabulary';

/*
 * The workbench's tasks (工作台, issue 24) count the rows of other areas' lists, so their table sits
 * above the endpoint modules (as endpoints/table.ts does): no endpoint module imports another. The
 * call that answers the counts is endpoints/workbench.ts `workbenchTasks`.
 */

/**
 * A task of a workbench (工作台, issue 24): what someone waits on a role to do, counted by the
 * `total` of the list `endpoint` called with `filter`, and opened as the page `path` whose search
 * `search` shows the same rows. The server counts a task only for a caller the endpoint admits
 * (its access and roles) who holds `permission` when one is named; a list that refuses the caller
 * (4003) leaves the task out. Declared once here; the server, the portal and docs read it.
 */
export interface WorkbenchTask<E extends Endpoint = Endpoint> {
  key: string;
  /** what the count counts, in Chinese (e.g. 待审核的招聘需求) */
  label: string;
  endpoint: E;
  /** the list filter, without page and limit */
  filter: Omit<InputOf<E>, 'page' | 'limit'>;
  /** the portal page of the list (a path of the navigation table) */
  path: string;
  /** its search params showing the same rows */
  search: Record<string, string>;
  /** a person router (SPEC.md section 3) the caller must hold, e.g. 通知公告审核 */
  permission?: string;
  /** only for these user types (SPEC.md section 6: 1 staff, 2 enterprises, 3 individuals) */
  userTypes?: readonly UserTypeCode[];
}

const task = <E extends Endpoint>(t: WorkbenchTask<E>): WorkbenchTask => t as unknown as WorkbenchTask;

/**
 * Every workbench task, in the order shown: content waiting for an auditor (SPEC.md section 4,
 * notices), departments' figures to confirm (issue 13), job demands to approve and resume responses to allocate (employment service),
 * applications waiting for the department's audit (SPEC.md section 5), area-audit records
 * waiting (docs/area-audit.md), and for enterprises and individuals their applications returned
 * for correction (退回修改).
 */
export const WORKBENCH_TASKS: readonly WorkbenchTask[] = [
  ...CONTENT_KINDS.map((kind) =>
    task({
      key: `contentAudit.${kind}`,
      label: `待审核的${CONTENT_KIND_LABELS[kind]}`,
      endpoint: noticePage,
      filter: { category: kind, status: 'pending' },
      path: CONTENT_PAGE_PATHS[kind],
      search: { status: 'pending' },
      permission: NOTICE_AUDIT_PERMISSION,
    }),
  ),
  task({ key: 'deptDataReview', label: '待确认的部门数据', endpoint: deptDataPage, filter: { status: 'submitted' }, path: '/modifySummary', search: { status: 'submitted' }, permission: DATA_REVIEW_PERMISSION }),
  task({ key: 'demandAudit', label: '待审核的招聘需求', endpoint: centerDemandList, filter: { status: 'pending' }, path: '/modifyDemand', search: { status: 'pending' } }),
  task({ key: 'responseAllocate', label: '待分配的简历投递', endpoint: selectAllResponse, filter: { stage: 'submitted' }, path: '/allocation', search: { stage: 'submitted' } }),
  task({ key: 'personApplications', label: '待审核的个人申请', endpoint: taskList, filter: { status: 'awaiting_check', filer: 'person' }, path: '/perBusiness', search: { status: 'awaiting_check' } }),
  task({ key: 'entApplications', label: '待审核的企业申请', endpoint: taskList, filter: { status: 'awaiting_check', filer: 'ent' }, path: '/zygSubsidy', search: { status: 'awaiting_check' } }),
  task({ key: 'areaAuditPersons', label: '区级待审核的个人补贴', endpoint: personList, filter: { status: 'awaiting_check' }, path: '/modifyGJN', search: { status: 'awaiting_check' } }),
  task({ key: 'areaAuditCompanies', label: '区级待审核的企业补贴', endpoint: companyList, filter: { status: 'awaiting_check' }, path: '/modifyGJNS', search: { status: 'awaiting_check' } }),
  task({ key: 'returnedPersonApplications', label: '退回修改的申请', endpoint: applyList, filter: { status: 'against', filer: 'person' }, path: '/perBusiness', search: { status: 'against' }, userTypes: [3] }),
  task({ key: 'returnedEntApplications', label: '退回修改的申请', endpoint: applyList, filter: { status: 'against', filer: 'ent' }, path: '/zygSubsidy', search: { status: 'against' }, userTypes: [2] }),
];
