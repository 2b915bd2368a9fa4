/** The words of endpoints/ageAppropriate.ts that the portal's route table reads without loading the calls (issue 45). */

/** A target person's employment status (就业状态). */
export const WORK_STATUSES = ['未就业', '灵活就业', '已就业', '已退休'] as const;

/** Statuses of a questionnaire (SPEC.md section 4): draft 草稿 (editable), started 进行中 (answers accepted), ended 已结束. */
export const QUESTIONNAIRE_STATUSES = ['draft', 'started', 'ended'] as const;

export type QuestionnaireStatus = (typeof QUESTIONNAIRE_STATUSES)[number];

export const QUESTIONNAIRE_STATUS_LABELS: Record<QuestionnaireStatus, string> = { draft: '草稿', started: '进行中', ended: '已结束' };

/** Per-recipient statuses of a send task: queued 待发送 -> sent 已发送 or failed 发送失败 (retry puts a failed one back to queued). */
export const SMS_RECIPIENT_STATUSES = ['queued', 'sent', 'failed'] as const;

export type SmsRecipientStatus = (typeof SMS_RECIPIENT_STATUSES)[number];

export const SMS_RECIPIENT_STATUS_LABELS: Record<SmsRecipientStatus, string> = { queued: '待发送', sent: '已发送', failed: '发送失败' };

/**
 * 困难类别: the grounds on which a person is recognised as having employment difficulties
 * (就业困难人员认定; 《就业服务与就业管理规定》 article 29 and the Guangdong rules that list them).
 */
export const DIFFICULTY_CATEGORIES = ['大龄失业人员', '残疾人员', '低保家庭成员', '零就业家庭成员', '长期失业人员', '其他'] as const;

export type DifficultyCategory = (typeof DIFFICULTY_CATEGORIES)[number];
