/**
 * Messages for business events (issue 24, "Messages for business events"; docs/messages.md):
 * every status change that someone waits for writes one in-site message (我的消息) to that
 * person or to every active account of that enterprise, with a link to the item. The kinds are
 * declared here once, as data: who receives one, its label (the badge on /userMessage), the
 * title in Chinese and the portal link of the item. The server writes them in the transaction of
 * the change (apps/server/src/modules/messages); the portal shows them with these labels.
 */

/** What a message says about its item: the item's id, its name (post, application type, account holder), and the note (a reason, a tracking record; '' when none). */
export interface MessageFacts {
  id: number;
  name: string;
  note: string;
}

/**
 * One kind of business message: its recipient (`enterprise`: every active account of the
 * enterprise; `applicant`: the person's account; `filer`: the individual or, for enterprise
 * types, every active account of the enterprise that filed the application; `account`: the account
 * itself), label, title and link.
 */
export interface MessageKind {
  readonly to: 'enterprise' | 'applicant' | 'filer' | 'account' | 'staff';
  readonly label: string;
  readonly title: (f: MessageFacts) => string;
  readonly link: (f: MessageFacts) => string;
  /** the text before the note in the message body ('' when the note stands alone) */
  readonly notePrefix: string;
  /**
   * Whether a text message goes too: 'on' or 'off' is the default of the recipient's choice
   * (我的消息 › 短信提醒设置, SMS_CHOICE endpoints); 'own' kinds text the phone on their own record
   * at the change (a hotline caller, an activity's sign-up, an enterprise's contact), not a choice;
   * 'never' kinds are read in the site only (the welcome of a new account, read when it first logs in).
   */
  readonly sms: 'on' | 'off' | 'own' | 'never';
}

/**
 * The kinds of message about one kind of item: the same recipient, label and link (`to`, `label`,
 * `link` of {@link MessageKind}); each kind gives its title, the text before its note and its SMS
 * default.
 */
const aboutItem =
  (to: MessageKind['to'], label: string, link: MessageKind['link']) =>
  (title: MessageKind['title'], notePrefix: string, sms: MessageKind['sms']): MessageKind => ({ to, label, title, link, notePrefix, sms });

/** A job demand's audit, to its enterprise. */
const demandAudit = aboutItem('enterprise', '需求审核', (f) => `/entDemandDetail?id=${f.id}`);
/** A person's response to a job (id: the response), to the person. */
const responseProgress = aboutItem('applicant', '投递进度', (f) => `/myResponse?id=${f.id}`);
/** A hotline call event (id: the event; name: its number), to the caller. */
const hotlineCall = aboutItem('applicant', '热线诉求', (f) => `/respondCallDetail?id=${f.id}`);
/** A sign-up to an activity (id: the activity), to the person signed up. */
const activitySignUp = aboutItem('applicant', '活动报名', (f) => `/registerAct?id=${f.id}`);
/** An application's progress (name: the application type), to its filer. */
const applicationProgress = aboutItem('filer', '申请进度', (f) => `/perBusDetail?id=${f.id}`);
/** A department's data module of the collected year (id: the department type; name: 2025年度科技创新; note: the deadline), to its staff. */
const deptDataDeadline = aboutItem('staff', '数据填报', (f) => `/xzsjIndex?type=${f.id}`);

/**
 * A reminder to fill a year's data (issue 13, the data-collection summary: /entdataAll and
 * /entdataAllSchool remind the enterprises of their scope that have not filled; id: the year),
 * linking to the page where the enterprise fills it.
 */
const dataReminder = (page: '/entdata' | '/entdataSchool'): MessageKind => aboutItem('enterprise', '数据填报', () => page)((f) => `请填报${f.id}年度数据`, '', 'own');

/**
 * Every kind of business message. Links are portal paths the recipient's role opens (the page
 * guard shows the 403 page to anyone else; the item's own endpoint answers 4003/4004 to someone
 * who is not its owner).
 */
export const BUSINESS_MESSAGES = {
  /** staff approved a job demand: it is on shelf (DEMAND_WORKFLOW approve) */
  demandApproved: demandAudit((f) => `招聘需求“${f.name}”已审核通过并上架`, '', 'off'),
  /** staff returned a job demand to its enterprise, with the reason (DEMAND_WORKFLOW reject) */
  demandReturned: demandAudit((f) => `招聘需求“${f.name}”被退回，请修改后重新提交`, '退回原因：', 'on'),
  /** a person responded to one of the enterprise's jobs with a resume (id: the job) */
  responseReceived: aboutItem('enterprise', '简历投递', (f) => `/entDemandDetail?id=${f.id}`)((f) => `岗位“${f.name}”收到新的简历投递`, '', 'off'),
  /** staff took a person's response to follow up (allocation) */
  responseAllocated: responseProgress((f) => `您投递的岗位“${f.name}”已安排工作人员跟进`, '跟进人员：', 'on'),
  /** staff added a tracking record to a person's response */
  responseTracked: responseProgress((f) => `您投递的岗位“${f.name}”有新的跟踪记录`, '跟踪记录：', 'off'),
  /** hotline staff of the allotted department accepted a call event (HOTLINE_TRANSITIONS accept; docs/hotline.md) */
  callAccepted: hotlineCall((f) => `您的热线诉求${f.name}已受理`, '受理部门：', 'own'),
  /** a call event was closed with its answer (HOTLINE_TRANSITIONS close); the caller may now rate it */
  callClosed: hotlineCall((f) => `您的热线诉求${f.name}已办结，请评价`, '答复：', 'own'),
  /** a place was freed and the first waiting sign-up of an activity moved up (APPLY_TRANSITIONS promote) */
  activityPromoted: activitySignUp((f) => `您候补的活动“${f.name}”已递补成功，请按时参加`, '签到码：', 'on'),
  /** the owning department cancelled an activity (ACTIVITY_TRANSITIONS cancel); every active sign-up is told */
  activityCancelled: activitySignUp((f) => `您报名的活动“${f.name}”已取消`, '取消原因：', 'own'),
  /** staff closed an enterprise's service request with its result (DOCKING_TRANSITIONS close; id: the request; name: its kind) */
  dockingClosed: aboutItem('enterprise', '服务对接', (f) => `/companyDocking?id=${f.id}`)((f) => `您的${f.name}服务需求已办结`, '办理结果：', 'on'),
  /** an enterprise invited a self-registered job seeker through 人才寻珑 (/xunlong; id: the enterprise; name: its name); the link shows its open jobs */
  talentInvited: aboutItem('applicant', '人才邀约', (f) => `/rcfnzCompany?keyword=${encodeURIComponent(f.name)}`)((f) => `${f.name}邀请您沟通求职意向`, '邀约内容：', 'on'),
  /** staff returned an application for correction (APPLICATION_WORKFLOW against) */
  applicationReturned: applicationProgress((f) => `您的“${f.name}”申请被退回修改`, '退回原因：', 'on'),
  /** staff approved an application (agree) */
  applicationApproved: applicationProgress((f) => `您的“${f.name}”申请已审核通过`, '审核意见：', 'on'),
  /** staff rejected an application (refused) */
  applicationRejected: applicationProgress((f) => `您的“${f.name}”申请审核不通过`, '原因：', 'on'),
  /** staff put an approved application in publicity (publicityStart) */
  applicationPublicity: applicationProgress((f) => `您的“${f.name}”申请已进入公示`, '', 'off'),
  /**
   * an account was created for someone (id: the account; name: its holder); the link is the
   * personal centre. Sent on an individual's registration, on an administrator's creation of a
   * staff account (/sysUser) and on the approval of an enterprise's settle-in application (/entAccount).
   */
  accountCreated: aboutItem('account', '账号开通', () => '/modifyPassword')((f) => `${f.name}，您的平台账号已开通`, '', 'never'),
  /**
   * a department's data module of the collected year is not submitted and its deadline
   * (dataCollection.deadline) is 7 days away or nearer; once per module, year and staff member
   */
  deptDataDue: deptDataDeadline((f) => `${f.name}数据即将截止填报，请尽快提交`, '截止日期：', 'on'),
  /** the same module is still not submitted after the deadline (the reviewers may reopen it) */
  deptDataOverdue: deptDataDeadline((f) => `${f.name}数据已过截止日期，尚未提交`, '截止日期：', 'on'),
  /** staff of the street or industry reminded an enterprise that has not filled its annual data (/entdata) */
  annualDataReminder: dataReminder('/entdata'),
  /** the vocational-construction centre reminded a private vocational training institution (/entdataSchool) */
  schoolDataReminder: dataReminder('/entdataSchool'),
} as const satisfies Record<string, MessageKind>;

export type BusinessMessageKind = keyof typeof BUSINESS_MESSAGES;
/** The kinds' names, for zod enums and the database column notice_message.kind. */
export const BUSINESS_MESSAGE_KINDS = Object.keys(BUSINESS_MESSAGES) as [BusinessMessageKind, ...BusinessMessageKind[]];

/** The kinds whose text message the recipient chooses (sms 'on' or 'off'), in declaration order. */
export const SMS_CHOICE_KINDS = BUSINESS_MESSAGE_KINDS.filter((k) => BUSINESS_MESSAGES[k].sms === 'on' || BUSINESS_MESSAGES[k].sms === 'off');

/** Whether a kind of message reaches a user of `userKind` (1 staff, 2 enterprise, 3 individual), by its recipient. */
export function messageReaches(kind: BusinessMessageKind, userKind: number): boolean {
  const to = BUSINESS_MESSAGES[kind].to;
  return to === 'account' || (to === 'enterprise' && userKind === 2) || (to === 'applicant' && userKind === 3) || (to === 'filer' && userKind !== 1) || (to === 'staff' && userKind === 1);
}

/** The body of a message of `kind`: the note after the kind's prefix, or '' without a note. */
export function messageBody(kind: BusinessMessageKind, note: string): string {
  return note.trim() ? `${BUSINESS_MESSAGES[kind].notePrefix}${note.trim()}` : '';
}
