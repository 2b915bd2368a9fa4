import { z } from 'zod';
import { richTextField } from './richText';
import { attachment, dateTime, recordId } from './schemas';
import { AUDIT_ACTIONS, CONTENT_KINDS, NOTICE_STATUSES } from './vocabulary';

/**
 * A content item as staff handle it in the content workflow (SPEC.md section 4, notices;
 * docs/content.md): as listed, in detail with its files and audit record, and the fields its author
 * writes. Notices (endpoints/notice.ts), policy interpretations and policy matters answer and take
 * these.
 */

/** A link to another published item (the policy an interpretation explains, or its interpretations). */
export const relatedLink = z.object({ id: z.number().int(), title: z.string(), publishTime: dateTime });

/** A content item in the staff's list: its status, who wrote it, and what the caller may do now. */
export const staffListItem = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.enum(CONTENT_KINDS),
  deptName: z.string(),
  status: z.enum(NOTICE_STATUSES),
  rejectReason: z.string(),
  authorName: z.string(),
  updatedAt: dateTime,
  publishTime: dateTime.nullable(),
  viewCount: z.number().int(),
  /** for an interpretation: the policy it explains */
  relatedId: z.number().int().nullable(),
  /** the caller's department owns it (edit, delete, submit, withdraw) */
  editable: z.boolean(),
  /** actions the caller may take now */
  actions: z.array(z.enum(AUDIT_ACTIONS)),
});

/** One change of a content item's status (the audit record). */
export const transitionItem = z.object({
  action: z.string(),
  fromStatus: z.string(),
  toStatus: z.string(),
  actorName: z.string(),
  note: z.string(),
  at: dateTime,
});

/** A content item in detail: its text, files and audit record. */
export const staffDetail = staffListItem.extend({
  content: z.string(),
  summary: z.string(),
  version: z.number().int(),
  attachments: z.array(attachment),
  transitions: z.array(transitionItem),
});

/** What an author writes. The body is sanitised on the server; attachments are uploaded first (POST /common/uploadFile). */
export const noticeFields = {
  title: z.string().trim().min(1, '请输入标题').max(200, '标题不能超过200个字'),
  content: richTextField('正文', 200_000).min(1, '请输入正文'),
  summary: z.string().trim().max(500, '摘要不能超过500个字').default(''),
  attachmentIds: z.array(recordId).max(20, '附件最多20个').default([]),
};
