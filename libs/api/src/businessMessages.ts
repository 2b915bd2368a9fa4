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
 * A reminder to fill a year's data (issue 13, the data-collection summary: /entdataAll and
 * /entdataAllSchool remind the enterprises of their scope that have not filled; id: the year),
 * linking to the page where the enterprise fills it.
 */
const dataReminder = (page: '/entdata' | '/entdataSchool'): MessageKind => ({
  to: 'enterprise',
  label: '数据填报',
  title: (f) => `请填报${f.id}年度数据`,
  link: () => page,
  notePrefix: '',
  sms: 'own',
});

/**
 * Every kind of business message. Links are portal paths the recipient's role opens (the page
 * guard shows the 403 page to anyone else; the item's own endpoint answers 4003/4004 to someone
 * who is not its owner).
 */
export const BUSINESS_MESSAGES = {
  /** staff approved a job demand: it is on shelf (DEMAND_WORKFLOW approve) */
  demandApproved: {
    to: 'enterprise',
    label: '需求审核',
    title: (f) => `招聘需求“${f.name}”已审核通过并上架`,
    link: (f) => `/entDemandDetail?id=${f.id}`,
    notePrefix: '',
    sms: 'off',
  },
  /** staff returned a job demand to its enterprise, with the reason (DEMAND_WORKFLOW reject) */
  demandReturned: {
    to: 'enterprise',
    label: '需求审核',
    title: (f) => `招聘需求“${f.name}”被退回，请修改后重新提交`,
    link: (f) => `/entDemandDetail?id=${f.id}`,
    notePrefix: '退回原因：',
    sms: 'on',
  },
  /** a person responded to one of the enterprise's jobs with a resume (id: the job) */
  responseReceived: {
    to: 'enterprise',
    label: '简历投递',
    title: (f) => `岗位“${f.name}”收到新的简历投递`,
    link: (f) => `/entDemandDetail?id=${f.id}`,
    notePrefix: '',
    sms: 'off',
  },
  /** staff took a person's response to follow up (allocation; id: the response) */
  responseAllocated: {
    to: 'applicant',
    label: '投递进度',
    title: (f) => `您投递的岗位“${f.name}”已安排工作人员跟进`,
    link: (f) => `/myResponse?id=${f.id}`,
    notePrefix: '跟进人员：',
    sms: 'on',
  },
  /** staff added a tracking record to a person's response (id: the response) */
  responseTracked: {
    to: 'applicant',
    label: '投递进度',
    title: (f) => `您投递的岗位“${f.name}”有新的跟踪记录`,
    link: (f) => `/myResponse?id=${f.id}`,
    notePrefix: '跟踪记录：',
    sms: 'off',
  },
  /** hotline staff of the allotted department accepted a call event (HOTLINE_TRANSITIONS accept; docs/hotline.md) */
  callAccepted: {
    to: 'applicant',
    label: '热线诉求',
    title: (f) => `您的热线诉求${f.name}已受理`,
    link: (f) => `/respondCallDetail?id=${f.id}`,
    notePrefix: '受理部门：',
    sms: 'own',
  },
  /** a call event was closed with its answer (HOTLINE_TRANSITIONS close); the caller may now rate it */
  callClosed: {
    to: 'applicant',
    label: '热线诉求',
    title: (f) => `您的热线诉求${f.name}已办结，请评价`,
    link: (f) => `/respondCallDetail?id=${f.id}`,
    notePrefix: '答复：',
    sms: 'own',
  },
  /** a place was freed and the first waiting sign-up of an activity moved up (APPLY_TRANSITIONS promote; id: the activity) */
  activityPromoted: {
    to: 'applicant',
    label: '活动报名',
    title: (f) => `您候补的活动“${f.name}”已递补成功，请按时参加`,
    link: (f) => `/registerAct?id=${f.id}`,
    notePrefix: '签到码：',
    sms: 'on',
  },
  /** the owning department cancelled an activity (ACTIVITY_TRANSITIONS cancel; id: the activity); every active sign-up is told */
  activityCancelled: {
    to: 'applicant',
    label: '活动报名',
    title: (f) => `您报名的活动“${f.name}”已取消`,
    link: (f) => `/registerAct?id=${f.id}`,
    notePrefix: '取消原因：',
    sms: 'own',
  },
  /** staff closed an enterprise's service request with its result (DOCKING_TRANSITIONS close; id: the request; name: its kind) */
  dockingClosed: {
    to: 'enterprise',
    label: '服务对接',
    title: (f) => `您的${f.name}服务需求已办结`,
    link: (f) => `/companyDocking?id=${f.id}`,
    notePrefix: '办理结果：',
    sms: 'on',
  },
  /** an enterprise invited a self-registered job seeker through 人才寻珑 (/xunlong; id: the enterprise; name: its name); the link shows its open jobs */
  talentInvited: {
    to: 'applicant',
    label: '人才邀约',
    title: (f) => `${f.name}邀请您沟通求职意向`,
    link: (f) => `/rcfnzCompany?keyword=${encodeURIComponent(f.name)}`,
    notePrefix: '邀约内容：',
    sms: 'on',
  },
  /** staff returned an application for correction (APPLICATION_WORKFLOW against) */
  applicationReturned: {
    to: 'filer',
    label: '申请进度',
    title: (f) => `您的“${f.name}”申请被退回修改`,
    link: (f) => `/perBusDetail?id=${f.id}`,
    notePrefix: '退回原因：',
    sms: 'on',
  },
  /** staff approved an application (agree) */
  applicationApproved: {
    to: 'filer',
    label: '申请进度',
    title: (f) => `您的“${f.name}”申请已审核通过`,
    link: (f) => `/perBusDetail?id=${f.id}`,
    notePrefix: '审核意见：',
    sms: 'on',
  },
  /** staff rejected an application (refused) */
  applicationRejected: {
    to: 'filer',
    label: '申请进度',
    title: (f) => `您的“${f.name}”申请审核不通过`,
    link: (f) => `/perBusDetail?id=${f.id}`,
    notePrefix: '原因：',
    sms: 'on',
  },
  /** staff put an approved application in publicity (publicityStart) */
  applicationPublicity: {
    to: 'filer',
    label: '申请进度',
    title: (f) => `您的“${f.name}”申请已进入公示`,
    link: (f) => `/perBusDetail?id=${f.id}`,
    notePrefix: '',
    sms: 'off',
  },
  /**
   * an account was created for someone (id: the account; name: its holder); the link is the
   * personal centre. Sent on an individual's registration, on an administrator's creation of a
   * staff account (/sysUser) and on the approval of an enterprise's settle-in application (/entAccount).
   */
  accountCreated: {
    to: 'account',
    label: '账号开通',
    title: (f) => `${f.name}，您的平台账号已开通`,
    link: () => '/modifyPassword',
    notePrefix: '',
    sms: 'never',
  },
  /**
   * a department's data module of the collected year is not submitted and its deadline
   * (dataCollection.deadline) is 7 days away or nearer (id: the department type, whose 数据采集 page
   * the link opens; name: 2025年度科技创新; note: the deadline); once per module, year and staff member
   */
  deptDataDue: {
    to: 'staff',
    label: '数据填报',
    title: (f) => `${f.name}数据即将截止填报，请尽快提交`,
    link: (f) => `/xzsjIndex?type=${f.id}`,
    notePrefix: '截止日期：',
    sms: 'on',
  },
  /** the same module is still not submitted after the deadline (the reviewers may reopen it) */
  deptDataOverdue: {
    to: 'staff',
    label: '数据填报',
    title: (f) => `${f.name}数据已过截止日期，尚未提交`,
    link: (f) => `/xzsjIndex?type=${f.id}`,
    notePrefix: '截止日期：',
    sms: 'on',
  },
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
