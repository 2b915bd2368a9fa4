import { z } from 'zod';
import { defineEndpoint } from '../contract';
import { empty } from '../schemas';

/** User types of SPEC.md section 1: 1 government or department staff, 2 enterprise, 3 third type. */
export const USER_TYPES = [1, 2, 3] as const;
export type UserTypeCode = (typeof USER_TYPES)[number];

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
});
export type UserInfo = z.infer<typeof userInfo>;

/** A person-router entry (SPEC.md section 3): a named permission such as '可视化查看权限'. */
export const personRouter = z.object({ name: z.string() });
/** A friendly link of the footer (SPEC.md section 3, blogRollList). */
export const blogRoll = z.object({ name: z.string(), link: z.string() });

/** What a login answers: the user's type, its info and its person routers. */
export const loginResult = z.object({
  userKind: z.union([z.literal(1), z.literal(2), z.literal(3)]).describe('用户类型: 1 政府部门 2 企业 3 其他'),
  userInfo,
  personRouters: z.array(personRouter),
});
export type LoginResult = z.infer<typeof loginResult>;

const credentials = z.object({
  username: z.string().trim().min(1, '请输入账号').max(64, '账号不能超过64个字符').describe('账号'),
  password: z.string().min(1, '请输入密码').max(128, '密码不能超过128个字符').describe('密码'),
  code: z.string().trim().max(8, '验证码不能超过8个字符').optional().describe('验证码'),
  uuid: z.string().max(64).optional().describe('验证码编号'),
});

export const adminAccountLogin = defineEndpoint({
  method: 'POST',
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
  path: '/api/ent/login/entLogin',
  body: 'json',
  access: 'public',
  tag: 'account',
  summary: '企业账号密码登录',
  input: credentials,
  output: loginResult,
});

export const logout = defineEndpoint({
  method: 'POST',
  path: '/api/ent/login/logout',
  body: 'json',
  access: 'user',
  tag: 'account',
  summary: '退出登录（任何类型的用户）：会话立即失效',
  input: empty,
  output: z.null(),
});

export const currentUser = defineEndpoint({
  method: 'GET',
  path: '/api/second/user/info',
  body: 'query',
  access: 'user',
  tag: 'account',
  summary: '当前会话的用户信息',
  input: empty,
  output: loginResult,
});
