import { z } from 'zod';
import { defineEndpoint } from '../contract';
import { dateTime, empty, fileField, pagination, pageOf } from '../schemas';
import { SETTLE_STATUSES } from '../vocabulary';
import { captchaFields, creditCodeField, entNameField, idCardField, newPasswordField, passwordField, personNameField, phoneField, smsCodeField, smsSent } from '../accountFields';

/** The account's input fields, offered by the contract's `account` namespace with its calls (the forms of the portal's auth pages). */
export * from '../accountFields';

/**
 * Session user info, exactly the fields of SPEC.md section 3. For government users `userType`
 * lists the department roles (e.g. ['就业中心']); for others it is empty.
 * `enterpriseType` is comma-separated text, default ''.
 */
export const userInfo = z.object({
  token: z.string(),
  userId: z.number().int(),
  userName: z.string(),
  name: z.string(),
  nickName: z.string(),
  avatar: z.string(),
  phonenumber: z.string(),
  enterpriseType: z.string(),
  deptName: z.string(),
  userType: z.array(z.string()),
  onOff: z.string(),
  onOffEnt: z.string(),
  duration: z.number().int(),
  havePower: z.number().int(),
  /** the enterprise of an enterprise user (user type 2), attached as entId to notice queries (SPEC.md section 3); null for others */
  entId: z.number().int().nullable().default(null),
});
export type UserInfo = z.infer<typeof userInfo>;

/** A person-router entry (SPEC.md section 3): a named permission such as '可视化查看权限'. */
export const personRouter = z.object({ name: z.string() });

/** A settle-in application as its applicant sees it. */
export const settleApplication = z.object({
  id: z.number().int(),
  entName: z.string(),
  creditCode: z.string(),
  status: z.enum(SETTLE_STATUSES).describe('awaiting_check 待审核, agree 已通过, refused 未通过, against 驳回'),
  note: z.string().describe('审核意见'),
  submittedAt: dateTime,
});
export type SettleApplication = z.infer<typeof settleApplication>;

/**
 * Where the account stands, beside the session info of SPEC.md section 3: `pending` enterprise
 * accounts wait for settle-in approval (their application is given); `mustSetPassword` accounts
 * were created by staff and must set their own password first; `category` tells individuals
 * ('person') and schools ('school') apart among type-3 users.
 */
export const accountState = z.object({
  status: z.enum(['active', 'pending']),
  mustSetPassword: z.boolean(),
  category: z.enum(['', 'person', 'school']),
  application: settleApplication.nullable(),
});
export type AccountState = z.infer<typeof accountState>;

/** What a login answers: the user's type, its info, its person routers and its account state. */
export const loginResult = z.object({
  userKind: z.union([z.literal(1), z.literal(2), z.literal(3)]).describe('用户类型: 1 政府部门 2 企业 3 其他'),
  userInfo,
  personRouters: z.array(personRouter),
  account: accountState,
});
export type LoginResult = z.infer<typeof loginResult>;

const credentials = z.object({
  username: z.string().trim().min(1, '请输入账号').max(64, '账号不能超过64个字符').describe('账号'),
  password: passwordField,
  ...captchaFields,
});
const phoneLogin = z.object({ phone: phoneField, smsCode: smsCodeField });
const resetByPhone = z.object({ phone: phoneField, smsCode: smsCodeField, password: newPasswordField });
/** A change of the bound phone: the login password, the new phone and the SMS code sent to it (enterprises, individuals and schools). */
const changePhone = z.object({ password: passwordField, phone: phoneField, smsCode: smsCodeField });

export const adminAccountLogin = defineEndpoint({
  method: 'POST',
  operationLog: false,
  path: '/api/admin/accountLogin',
  body: 'json',
  access: 'public',
  tag: 'account',
  summary: '政府部门工作人员账号密码登录',
  input: credentials,
  output: loginResult,
});

export const entLogin = defineEndpoint({
  method: 'POST',
  operationLog: false,
  path: '/api/ent/login/entLogin',
  body: 'json',
  access: 'public',
  tag: 'account',
  summary: '企业账号密码登录',
  input: credentials,
  output: loginResult,
});

export const currentUser = defineEndpoint({
  method: 'GET',
  path: '/api/second/user/info',
  body: 'query',
  access: 'user',
  tag: 'account',
  summary: '当前会话的用户信息与账号状态',
  input: empty,
  output: loginResult,
  allowedDuringSetup: true,
});

// ---- government staff (/api/admin) ----

export const adminPhoneLogin = defineEndpoint({
  method: 'POST',
  operationLog: false,
  path: '/api/admin',
  body: 'json',
  access: 'public',
  tag: 'account',
  summary: '政府部门工作人员手机号+短信验证码登录',
  input: phoneLogin,
  output: loginResult,
});

export const adminForgetPassword = defineEndpoint({
  method: 'POST',
  path: '/api/admin/forgetPassword',
  body: 'json',
  access: 'public',
  tag: 'account',
  summary: '政府部门工作人员通过绑定手机号重设密码（原有会话全部失效）',
  input: resetByPhone,
  output: z.null(),
});

export const adminBindPhone = defineEndpoint({
  method: 'POST',
  path: '/api/admin/bindPhone',
  body: 'json',
  access: 'gov',
  tag: 'account',
  summary: '政府部门工作人员绑定手机号（未绑定者登录后须先绑定；更换已绑定的手机号须提供登录密码）',
  input: z.object({ phone: phoneField, smsCode: smsCodeField, password: z.string().max(128).optional().describe('登录密码（更换手机号时必填）') }),
  output: loginResult,
  allowedDuringSetup: true,
});

// ---- enterprises (/api/ent/login) ----

export const entPhoneLogin = defineEndpoint({
  method: 'POST',
  operationLog: false,
  path: '/api/ent/login/phoneLogin',
  body: 'json',
  access: 'public',
  tag: 'account',
  summary: '企业手机号+短信验证码登录',
  input: phoneLogin,
  output: loginResult,
});

export const entForgetPassword = defineEndpoint({
  method: 'POST',
  path: '/api/ent/login/forgetPassword',
  body: 'json',
  access: 'public',
  tag: 'account',
  summary: '企业通过绑定手机号重设密码（原有会话全部失效）',
  input: resetByPhone,
  output: z.null(),
});

export const firstLoginSetPassword = defineEndpoint({
  method: 'POST',
  path: '/api/ent/login/firstLoginSetPassword',
  body: 'json',
  access: 'user',
  tag: 'account',
  summary: '工作人员创建的账号首次登录后设置自己的密码（新密码不能与初始密码相同）',
  input: z.object({ password: newPasswordField }),
  output: loginResult,
  allowedDuringSetup: true,
});

export const entRestPhone = defineEndpoint({
  method: 'POST',
  path: '/api/ent/login/restPhone',
  body: 'json',
  access: 'ent',
  tag: 'account',
  summary: '企业更换绑定手机号（登录密码+新手机号短信验证码）',
  input: changePhone,
  output: loginResult,
});

export const changePassword = defineEndpoint({
  method: 'POST',
  path: '/api/ent/login/ent/resetPassword',
  body: 'form',
  access: 'user',
  tag: 'account',
  summary: '已登录用户修改密码（个人中心，任何类型的用户）：须提供原密码；其他会话失效',
  input: z.object({ oldPassword: passwordField.describe('原密码'), password: newPasswordField }),
  output: z.null(),
});

export const restFilledBy = defineEndpoint({
  method: 'POST',
  path: '/api/ent/login/restFilledBy',
  body: 'json',
  access: 'ent',
  tag: 'account',
  summary: '企业更换填报人（联系人）姓名',
  input: z.object({ name: personNameField }),
  output: loginResult,
});

/** The keyword of the enterprise pickers (settle-in, registration): 2 to 50 characters. */
const pickerKeyword = z.string().trim().min(2, '请至少输入2个字').max(50, '关键字不能超过50个字符');

/** A district enterprise as the settle-in picker lists it. */
export const entListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  creditCode: z.string(),
  hasAccount: z.boolean().describe('是否已开通企业账号'),
});

export const getEntList = defineEndpoint({
  method: 'GET',
  path: '/api/ent/login/getEntList',
  body: 'query',
  access: 'public',
  tag: 'account',
  summary: '按名称或信用代码查找本区企业（企业入驻时选择），最多20条',
  input: z.object({ keyword: pickerKeyword.describe('企业名称或统一社会信用代码') }),
  output: z.array(entListItem),
});

export const reservePhone = defineEndpoint({
  method: 'GET',
  path: '/api/ent/login/reservePhone',
  body: 'query',
  access: 'public',
  tag: 'account',
  summary: '按统一社会信用代码查询企业是否已开通账号及其预留手机号（中间四位隐藏）',
  input: z.object({ creditCode: creditCodeField }),
  output: z.object({ hasAccount: z.boolean(), phone: z.string().describe('如 139****9001；无账号时为空'), pendingApplication: z.boolean().describe('是否有待审核的入驻申请') }),
});

export const entValidPhone = defineEndpoint({
  method: 'GET',
  path: '/api/ent/login/valid/phone',
  body: 'query',
  access: 'public',
  tag: 'account',
  summary: '企业入驻：手机号能否绑定（未被其他企业账号绑定）；每个地址每分钟10次',
  input: z.object({ phone: phoneField }),
  output: z.object({ available: z.boolean() }),
  rateLimit: { max: 10, windowMs: 60_000 },
});

export const entSendCaptcha = defineEndpoint({
  method: 'POST',
  path: '/api/ent/login/sendCaptcha',
  body: 'form',
  access: 'public',
  tag: 'account',
  summary: '企业入驻：向手机号发送短信验证码（60秒内只能发送一次）',
  input: z.object({ phone: phoneField, ...captchaFields }),
  output: smsSent,
});

export const entVerifyCode = defineEndpoint({
  method: 'POST',
  path: '/api/ent/login/verifyCode',
  body: 'json',
  access: 'public',
  tag: 'account',
  summary: '企业入驻：核对短信验证码，换取30分钟内有效的入驻凭证（ticket）',
  input: phoneLogin,
  output: z.object({ ticket: z.string(), expiresInSeconds: z.number().int() }),
});

const ticketField = z.string({ message: '请先验证手机号' }).min(16, '请先验证手机号').max(128).describe('入驻凭证（verifyCode 返回）');

export const entSetPassword = defineEndpoint({
  method: 'POST',
  path: '/api/ent/login/setPassword',
  body: 'json',
  access: 'public',
  tag: 'account',
  summary: '企业入驻：设置登录密码（保存在入驻凭证上，提交申请时生效）',
  input: z.object({ ticket: ticketField, password: newPasswordField }),
  output: z.null(),
});

export const validPersonal = defineEndpoint({
  method: 'POST',
  path: '/api/ent/login/validPersonal',
  body: 'json',
  access: 'public',
  tag: 'account',
  summary: '企业入驻：核验经办人姓名与身份证号（须年满18周岁）',
  input: z.object({ name: personNameField, idCard: idCardField }),
  output: z.object({ age: z.number().int() }),
});

export const submitAuth = defineEndpoint({
  method: 'POST',
  path: '/api/ent/login/submitAuth',
  body: 'multipart',
  access: 'public',
  tag: 'account',
  summary: '企业入驻：提交入驻申请（企业信息、经办人、营业执照 pdf/png/jpg，不超过5MB），待工作人员审核',
  input: z.object({
    ticket: ticketField,
    entName: entNameField,
    creditCode: creditCodeField,
    contactName: personNameField,
    contactIdCard: idCardField,
    licence: fileField('请上传营业执照'),
  }),
  output: z.object({ applicationId: z.number().int(), username: z.string().describe('登录账号（统一社会信用代码）') }),
});

// ---- registration and second-phase users (/api/second) ----

/** Account names people choose: a letter, then 3-19 letters, digits or underscores. */
export const usernameField = z
  .string({ message: '请输入账号' })
  .trim()
  .min(1, '请输入账号')
  .regex(/^[A-Za-z][A-Za-z0-9_]{3,19}$/, '账号为4-20位字母、数字或下划线，以字母开头')
  .describe('账号');

export const registerUser = defineEndpoint({
  method: 'POST',
  path: '/api/second/register/user',
  body: 'json',
  access: 'public',
  tag: 'account',
  summary: '个人用户注册（短信验证码；发送短信时已校验图形验证码），成功后直接登录',
  input: z.object({
    username: usernameField,
    name: personNameField,
    idCard: idCardField,
    phone: phoneField,
    smsCode: smsCodeField,
    password: newPasswordField,
  }),
  output: loginResult,
});

export const registerEnterprise = defineEndpoint({
  method: 'POST',
  path: '/api/second/register/enterprise',
  body: 'json',
  access: 'public',
  tag: 'account',
  summary: '企业用户注册（本区企业名录中的企业；短信验证码，发送短信时已校验图形验证码）：生成待审核的入驻申请，登录账号为统一社会信用代码',
  input: z.object({
    entName: entNameField,
    creditCode: creditCodeField,
    contactName: personNameField,
    phone: phoneField,
    smsCode: smsCodeField,
    password: newPasswordField,
  }),
  output: z.object({ applicationId: z.number().int(), username: z.string() }),
});

export const registerCaptcha = defineEndpoint({
  method: 'POST',
  path: '/api/second/register/captcha',
  body: 'json',
  access: 'public',
  tag: 'account',
  summary: '注册：向尚未注册的手机号发送短信验证码（须图形验证码）',
  input: z.object({ phone: phoneField, account: z.enum(['person', 'ent'], { message: '账号类型只能是 person 或 ent' }).describe('person 个人 ent 企业'), ...captchaFields }),
  output: smsSent,
});

export const secondLoginPwd = defineEndpoint({
  method: 'POST',
  operationLog: false,
  path: '/api/second/user/loginPwd',
  body: 'json',
  access: 'public',
  tag: 'account',
  summary: '个人用户账号密码登录',
  input: credentials,
  output: loginResult,
});

export const secondLoginPhone = defineEndpoint({
  method: 'POST',
  operationLog: false,
  path: '/api/second/user/loginPhone',
  body: 'json',
  access: 'public',
  tag: 'account',
  summary: '个人用户手机号+短信验证码登录',
  input: phoneLogin,
  output: loginResult,
});

export const secondForgetPwd = defineEndpoint({
  method: 'POST',
  path: '/api/second/user/forgetPwd',
  body: 'json',
  access: 'public',
  tag: 'account',
  summary: '个人用户与院校通过绑定手机号重设密码（原有会话全部失效）',
  input: resetByPhone.extend({ account: z.enum(['person', 'school'], { message: '账号类型只能是 person 或 school' }).default('person').describe('person 个人 school 院校') }),
  output: z.null(),
});

export const secondUpdatePhone = defineEndpoint({
  method: 'POST',
  path: '/api/second/user/updatePhone',
  body: 'json',
  access: 'third',
  tag: 'account',
  summary: '个人用户与院校更换绑定手机号（登录密码+新手机号短信验证码）',
  input: changePhone,
  output: loginResult,
});

export const secondUpdate = defineEndpoint({
  method: 'POST',
  path: '/api/second/user/update',
  body: 'json',
  access: 'third',
  tag: 'account',
  summary: '个人用户修改资料（姓名、昵称）',
  input: z.object({ name: personNameField, nickName: z.string().trim().max(30, '昵称不能超过30个字符').default('').describe('昵称') }),
  output: loginResult,
});

export const entNameList = defineEndpoint({
  method: 'GET',
  path: '/api/second/user/entNameList',
  body: 'query',
  access: 'public',
  tag: 'account',
  summary: '本区企业名称联想（企业注册时选择），最多20个',
  input: z.object({ keyword: pickerKeyword.describe('企业名称关键字') }),
  output: z.array(z.string()),
});

// ---- schools (/api/h5/schoolInfo) ----

export const schoolLogin = defineEndpoint({
  method: 'POST',
  operationLog: false,
  path: '/api/h5/schoolInfo/login',
  body: 'json',
  access: 'public',
  tag: 'account',
  summary: '院校账号密码登录',
  input: credentials,
  output: loginResult,
});

export const schoolLoginPhone = defineEndpoint({
  method: 'POST',
  operationLog: false,
  path: '/api/h5/schoolInfo/loginPhone',
  body: 'json',
  access: 'public',
  tag: 'account',
  summary: '院校手机号+短信验证码登录',
  input: phoneLogin,
  output: loginResult,
});

/** A student of a school, with the identity number and phone partly hidden. */
export const schoolStudent = z.object({
  id: z.number().int(),
  name: z.string(),
  idCard: z.string().describe('如 440115********1234'),
  major: z.string(),
  graduationYear: z.number().int(),
  phone: z.string().describe('如 138****8000'),
});

export const selectStudent = defineEndpoint({
  method: 'POST',
  operationLog: false,
  path: '/api/h5/schoolInfo/selectStudent',
  body: 'json',
  access: 'third',
  tag: 'account',
  summary: '院校查询本校学生（分页；按姓名或专业筛选；仅院校账号）',
  input: z.object({ ...pagination, keyword: z.string().trim().max(50, '关键字不能超过50个字符').optional().describe('姓名或专业'), graduationYear: z.coerce.number().int().min(1990).max(2100).optional().describe('毕业年份') }),
  output: pageOf(schoolStudent),
});
