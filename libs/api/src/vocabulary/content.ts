/**
 * The content workflow's words (SPEC.md section 4, notices; docs/content.md): the kinds of content,
 * their statuses and audit actions with their labels, and each kind's staff page. The workflow and
 * the calls are in endpoints/notice.ts; interpretations, policy matters, the home page and the
 * workbench read these.
 */

/**
 * Kinds of content that share the staff workflow (one table on the server): notices 通知公告,
 * policies 政策文件, interpretations of a policy 政策解读, public data 公开数据, talent reports 人才报告,
 * policy matters 政策事项 (their guide: endpoints/policyMatter.ts), and the talent empowerment
 * station's service items 服务项目 and news 站点动态 (/rcfnzList, endpoints/stationContent.ts).
 */
export const CONTENT_KINDS = ['notice', 'policy', 'explain', 'data', 'report', 'matter', 'stationService', 'stationNews'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];
export const CONTENT_KIND_LABELS: Record<ContentKind, string> = { notice: '通知公告', policy: '政策文件', explain: '政策解读', data: '公开数据', report: '人才报告', matter: '政策事项', stationService: '站点服务项目', stationNews: '站点动态' };

/** Kinds listed at /notice and /policy and open to subscription (by department and category). */
export const NOTICE_CATEGORIES = ['notice', 'policy'] as const;
export type NoticeCategory = (typeof NOTICE_CATEGORIES)[number];
/** Kinds a visitor reads at /noticeDetail. */
export const READABLE_KINDS = ['notice', 'policy', 'explain'] as const;

/**
 * Workflow statuses (SPEC.md section 4, notices: insert, update, audit, delete): draft 草稿,
 * pending 待审核, approved 审核通过待发布, rejected 已驳回 (with the reason), published 已发布.
 * Only `published` is public. The transitions are CONTENT_WORKFLOW.
 */
export const NOTICE_STATUSES = ['draft', 'pending', 'approved', 'rejected', 'published'] as const;
export type NoticeStatus = (typeof NOTICE_STATUSES)[number];
export const NOTICE_STATUS_LABELS: Record<NoticeStatus, string> = { draft: '草稿', pending: '待审核', approved: '待发布', rejected: '已驳回', published: '已发布' };

/**
 * Audit actions: submit 提交审核 (the department), approve 审核通过 and reject 驳回 (an auditor,
 * never the author), publish 发布 (the department or an auditor, after approval), withdraw 撤回
 * (back to draft; the department or an auditor).
 */
export const AUDIT_ACTIONS = ['submit', 'approve', 'reject', 'publish', 'withdraw'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = { submit: '提交审核', approve: '审核通过', reject: '驳回', publish: '发布', withdraw: '撤回' };

/** The staff page of each kind of content (SPEC.md section 2, data collection forms). */
export const CONTENT_PAGE_PATHS: Record<ContentKind, string> = {
  notice: '/modifyNotice',
  policy: '/modifyPolicy',
  explain: '/modifyExplain',
  data: '/modifySjgk',
  report: '/modifyRcbg',
  matter: '/modifyPolicyMatter',
  stationService: '/modifyRcfnzService',
  stationNews: '/modifyRcfnzNews',
};
