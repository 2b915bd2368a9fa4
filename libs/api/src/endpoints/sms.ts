import { z } from 'zod';
import { defineEndpoint } from '../contract';
import { dateOnly, dateTime, empty, pageOf, pagination } from '../schemas';
import { ADMIN_PERMISSION, SMS_OUTBOX_SCENE_LABELS } from '../vocabulary';
import { templatePlaceholders, baseParam } from '../smsTemplates';

/**
 * Text messages through a gateway (issue 40, docs/sms.md). Alibaba Cloud SMS and Tencent Cloud SMS
 * send only templates registered with them, under a registered signature, with parameters filled in
 * per message; every message the platform sends is of one of the kinds below, each mapped on
 * /smsGateway (系统管理 › 短信网关) to the template code the bureau registered and the template's
 * text as registered, written with `${param}` placeholders (Alibaba's own notation; for Tencent the
 * placeholders become {1}, {2}, ... in the order they appear, docs/sms.md).
 */

/** One parameter a kind fills: its label and an example value (shown on /smsGateway and used by a test send); `secret` ones (a code, a password) are never shown or kept once the message is answered. */
export interface SmsParamSpec {
  readonly label: string;
  readonly example: string;
  readonly secret?: true;
}

/** One kind of text message: its label, the parameters the platform fills, and the suggested template text to register (also the text of the development transport). */
export interface SmsKindSpec {
  readonly label: string;
  readonly params: Readonly<Record<string, SmsParamSpec>>;
  readonly suggested: string;
}

/**
 * The kinds of text message (SMS_OUTBOX_SCENE_LABELS of center.ts groups them: every verification
 * code scene is the kind `code`). A parameter `p` may continue in placeholders `p2`, `p3`, ... when its
 * value is longer than the gateway's parameter length (SMS_PARAM_MAX_LENGTH; Alibaba 35 characters
 * for a notice's variable), as a campaign's own wording does.
 */
export const SMS_KINDS = {
  code: {
    label: '验证码',
    params: { action: { label: '办理事项', example: '登录' }, code: { label: '验证码', example: '123456', secret: true }, minutes: { label: '有效分钟数', example: '5' } },
    suggested: '您正在${action}，验证码：${code}，${minutes}分钟内有效。如非本人操作，请忽略本短信。',
  },
  accountOpened: {
    label: '账号开通通知',
    params: {
      name: { label: '姓名', example: '张三' },
      username: { label: '账号', example: 'zhangsan' },
      password: { label: '初始密码', example: 'Kx7#pQ2m', secret: true },
      loginUrl: { label: '登录地址', example: 'https://rc.example.gov.cn/login' },
    },
    suggested: '${name}您好，您的工作人员账号 ${username} 已开通，初始密码：${password}，请在 ${loginUrl} 登录，首次登录须设置新密码。',
  },
  loginAlert: {
    label: '登录异常提醒',
    params: { username: { label: '账号', example: 'zhangsan' }, time: { label: '最近一次失败时间', example: '2026-12-06 09:30:00' } },
    suggested: '您的账号${username}近1小时内多次登录失败，最近一次在${time}。如非本人操作，请尽快修改密码；平台不会锁定您的账号。',
  },
  dataReminder: {
    label: '数据填报提醒',
    params: { name: { label: '单位名称', example: '某某科技有限公司' }, year: { label: '年度', example: '2026' } },
    suggested: '${name}：贵单位${year}年度数据尚未填报，请登录人才就业服务平台，在“数据采集”中填报。',
  },
  hotlineUpdate: {
    label: '热线诉求进度',
    params: { eventNo: { label: '诉求编号', example: 'RX20261206001' }, progress: { label: '办理进度', example: '已由人才服务中心受理，可登录人才就业服务平台查看办理进度' } },
    suggested: '您的热线诉求${eventNo}${progress}。',
  },
  settleResult: {
    label: '入驻审核结果',
    params: { entName: { label: '企业名称', example: '某某科技有限公司' }, result: { label: '审核结果', example: '已审核通过，请使用统一社会信用代码登录平台' } },
    suggested: '您为${entName}提交的入驻申请${result}。',
  },
  campaign: {
    label: '问卷邀请',
    params: {
      content: { label: '邀请内容（问卷短信的文字，已填入姓名和链接）', example: '张三您好，请填写问卷：https://rc.example.gov.cn/qt?token=1.abc' },
      name: { label: '姓名', example: '张三' },
      link: { label: '问卷链接', example: 'https://rc.example.gov.cn/qt?token=1.abc' },
      token: { label: '问卷链接中的个人口令（token= 之后）', example: '1.abc' },
    },
    suggested: '${content}拒收请回复R',
  },
  activityUpdate: {
    label: '活动变更',
    params: { title: { label: '活动名称', example: '人才沙龙' }, reason: { label: '取消原因', example: '场地调整' } },
    suggested: '您报名的活动“${title}”已取消，原因：${reason}。详情请登录人才就业服务平台查看。',
  },
  businessMessage: {
    label: '业务消息提醒',
    params: { summary: { label: '消息标题与内容', example: '招聘需求“软件工程师”已审核通过' } },
    suggested: '${summary}。详情请登录平台在“我的消息”中查看。',
  },
} as const satisfies Record<string, SmsKindSpec>;
export type SmsKind = keyof typeof SMS_KINDS;
export const SMS_KIND_KEYS = Object.keys(SMS_KINDS) as [SmsKind, ...SmsKind[]];
/** The parameters of a kind, by name. */
export type SmsParams<K extends SmsKind> = Record<keyof (typeof SMS_KINDS)[K]['params'], string>;

/**
 * Problems of a template text for `kind`: an unknown placeholder, one used twice (both gateways
 * refuse it), a continuation `p3` without `p2`. Empty when the text is usable.
 */
export function templateProblems(kind: SmsKind, content: string): string[] {
  const params = SMS_KINDS[kind].params;
  const seen = templatePlaceholders(content);
  const problems: string[] = [];
  if (content.trim().length < 4) problems.push('模板内容至少4个字');
  for (const p of seen) {
    const base = baseParam(p, params);
    if (!(base in params)) problems.push(`变量 \${${p}} 不是此类短信的参数，可用：${Object.keys(params).map((k) => `\${${k}}`).join('、')}`);
    else if (base !== p && !seen.includes(Number(p.slice(base.length)) === 2 ? base : `${base}${Number(p.slice(base.length)) - 1}`)) problems.push(`变量 \${${p}} 前须有 \${${base}${Number(p.slice(base.length)) === 2 ? '' : Number(p.slice(base.length)) - 1}}`);
  }
  const twice = seen.find((p, i) => seen.indexOf(p) !== i);
  if (twice) problems.push(`变量 \${${twice}} 只能出现一次`);
  return [...new Set(problems)];
}

/** Gateways a server can send through (SMS_PROVIDER): `log` is the development transport, which only records. */
export const SMS_PROVIDERS = ['aliyun', 'tencent', 'log'] as const;
export type SmsProvider = (typeof SMS_PROVIDERS)[number];
export const SMS_PROVIDER_LABELS: Record<SmsProvider, string> = { aliyun: '阿里云短信', tencent: '腾讯云短信', log: '开发用传输（只记录，不发出）' };

/**
 * What became of a message in the outbox: pending 待发送 (waiting for the gateway's answer or for a
 * retry after a transient failure or a timeout), accepted 网关已受理, refused 网关拒绝 (never retried),
 * failed 发送失败 (retries exhausted), delivered 已送达 and undelivered 未送达 (the carrier's receipt),
 * recorded 仅记录 (the development transport), unsent 未发送 (its template or the gateway's settings are
 * incomplete, or its values do not fit the template: never given to the gateway).
 */
export const SMS_OUTBOX_STATUSES = ['pending', 'accepted', 'refused', 'failed', 'delivered', 'undelivered', 'recorded', 'unsent'] as const;
export type SmsOutboxStatus = (typeof SMS_OUTBOX_STATUSES)[number];
export const SMS_OUTBOX_STATUS_LABELS: Record<SmsOutboxStatus, string> = {
  pending: '待发送',
  accepted: '网关已受理',
  refused: '网关拒绝',
  failed: '发送失败',
  delivered: '已送达',
  undelivered: '未送达',
  recorded: '仅记录（未发出）',
  unsent: '未发送（配置不全）',
};

/** One kind's template as configured: the registered template code and text, with what a recipient reads for the example values. */
export const smsGatewayTemplate = z.object({
  kind: z.enum(SMS_KIND_KEYS),
  label: z.string(),
  templateCode: z.string().describe('在短信服务商处登记的模板编号（阿里云 SMS_ 开头，腾讯云为数字）'),
  content: z.string().describe('登记的模板内容，变量写作 ${参数名}'),
  params: z.array(z.object({ name: z.string(), label: z.string(), example: z.string() })),
  suggested: z.string().describe('建议登记的模板内容'),
  preview: z.string().describe('按示例参数，收信人看到的短信'),
  problem: z.string().describe('尚不能发送的原因；可发送时为空'),
  updatedAt: z.string().describe('最后修改时间，未配置时为空'),
});
export type SmsGatewayTemplate = z.infer<typeof smsGatewayTemplate>;

export const smsGatewayState = defineEndpoint({
  method: 'GET',
  path: '/api/center/smsGateway',
  body: 'query',
  access: 'gov',
  permission: ADMIN_PERMISSION,
  tag: 'center',
  summary: '短信网关：当前服务商（由服务器环境变量 SMS_PROVIDER 决定）、签名、每个变量的长度上限、每类短信的模板编号与内容及示例预览',
  input: empty,
  output: z.object({
    provider: z.enum(SMS_PROVIDERS),
    providerLabel: z.string(),
    signName: z.string(),
    paramMaxLength: z.number().int().describe('每个变量最多字数，0 为不限'),
    problem: z.string().describe('网关配置的问题（缺少密钥、签名等），无问题时为空'),
    templates: z.array(smsGatewayTemplate),
  }),
});

export const smsGatewayTemplateSave = defineEndpoint({
  method: 'POST',
  path: '/api/center/smsGateway/template',
  body: 'json',
  access: 'gov',
  permission: ADMIN_PERMISSION,
  tag: 'center',
  summary: '保存一类短信的模板编号与登记的模板内容',
  input: z.object({
    kind: z.enum(SMS_KIND_KEYS, { message: '短信类别不正确' }),
    templateCode: z
      .string()
      .trim()
      .max(40, '模板编号不能超过40个字符')
      .regex(/^[A-Za-z0-9_-]*$/, '模板编号只能是字母、数字、下划线或短横线')
      .default(''),
    content: z.string().trim().max(500, '模板内容不能超过500个字').default('').describe('登记的模板内容；为空时用建议内容'),
  }),
  output: smsGatewayTemplate,
});

export const smsGatewayTestSend = defineEndpoint({
  method: 'POST',
  path: '/api/center/smsGateway/testSend',
  body: 'json',
  access: 'gov',
  permission: ADMIN_PERMISSION,
  tag: 'center',
  rateLimit: { max: 10, windowMs: 60_000 },
  summary: '以示例参数向管理员本人绑定的手机号试发一类短信，答复网关的处理结果',
  input: z.object({ kind: z.enum(SMS_KIND_KEYS, { message: '短信类别不正确' }) }),
  output: z.object({
    phone: z.string().describe('收信手机号（部分隐藏）'),
    status: z.enum(SMS_OUTBOX_STATUSES),
    statusLabel: z.string(),
    detail: z.string().describe('网关答复的代码与说明'),
    text: z.string().describe('收信人看到的短信'),
  }),
});

// ---- SMS outbox ----

export type SmsOutboxScene = keyof typeof SMS_OUTBOX_SCENE_LABELS;
const SMS_OUTBOX_SCENES = Object.keys(SMS_OUTBOX_SCENE_LABELS) as [SmsOutboxScene, ...SmsOutboxScene[]];

/** One recorded text message: phone masked, verification codes hidden (GB/T 35273-2020; a code is a credential). */
export const smsOutboxItem = z.object({
  id: z.number().int(),
  phone: z.string().describe('手机号（部分隐藏）'),
  scene: z.string(),
  sceneLabel: z.string(),
  content: z.string().describe('短信内容，验证码与初始密码以 ****** 显示'),
  transport: z.string().describe('发送通道：aliyun、tencent 或 log（开发用，只记录）'),
  status: z.enum(SMS_OUTBOX_STATUSES),
  statusLabel: z.string(),
  detail: z.string().describe('网关答复或回执的代码与说明'),
  attempts: z.number().int().describe('向网关发送的次数'),
  at: dateTime,
  receiptAt: z.string().describe('运营商回执时间，无回执时为空'),
});
export type SmsOutboxItem = z.infer<typeof smsOutboxItem>;

export const smsOutboxPage = defineEndpoint({
  method: 'GET',
  path: '/api/center/smsOutbox',
  body: 'query',
  access: 'gov',
  permission: ADMIN_PERMISSION,
  tag: 'center',
  summary: '短信发送记录：短信通道记录的每条短信（手机号部分隐藏、验证码隐藏），最新在前，按手机号、用途、日期筛选；另附待发送与发送失败的排队短信数',
  input: z.object({
    ...pagination,
    phone: z
      .string()
      .trim()
      .regex(/^\d{0,11}$/, '手机号只能是数字（开头匹配）')
      .optional()
      .describe('手机号（开头匹配）'),
    scene: z.enum(SMS_OUTBOX_SCENES, { message: '短信用途不正确' }).optional(),
    beginTime: dateOnly.optional().describe('起始日期（含）'),
    endTime: dateOnly.optional().describe('截止日期（含）'),
  }),
  output: pageOf(smsOutboxItem).extend({
    queued: z.number().int().describe('排队待发送（问卷邀请与业务消息提醒；免打扰时段内等待）'),
    failed: z.number().int().describe('排队发送失败'),
  }),
});
