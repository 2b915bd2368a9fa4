import { z } from 'zod';
import { defineEndpoint } from '../contract';
import { empty } from '../schemas';

/**
 * The calls of the site's frame, which every page of the portal may make: the header's unread
 * count and 退出, the banner's count of applications (SPEC.md sections 1 and 9). They are declared
 * apart from their areas' modules (account, notice, applications), whose many other declarations
 * the first load would otherwise carry (issue 45).
 */

export const logout = defineEndpoint({
  method: 'POST',
  path: '/api/ent/login/logout',
  body: 'json',
  access: 'user',
  tag: 'account',
  summary: '退出登录（任何类型的用户）：会话立即失效',
  input: empty,
  output: z.null(),
  allowedDuringSetup: true,
});

export const unreadCount = defineEndpoint({
  method: 'GET',
  path: '/api/notice/one/getUnreadCount',
  body: 'query',
  access: 'user',
  tag: 'notice',
  summary: '我的未读消息数：订阅的部门与类别有新发布的内容、收到站内信或业务消息时加一，打开后减一（页头每300000毫秒轮询）',
  input: empty,
  output: z.object({ count: z.number().int() }),
});

/** The banner's 'N 人已申请' (SPEC.md section 9). */
export const applyCount = defineEndpoint({
  method: 'GET',
  path: '/api/second/task/applyCount',
  body: 'query',
  access: 'public',
  tag: 'application',
  summary: "顶部横幅的'已有N人申请'：taskTypeCode 10（入户）或 20（住房）已提交申请的人数（按身份证号去重）；为空时统计全部类型",
  input: z.object({ taskTypeCode: z.enum(['10', '20', '']).optional() }),
  output: z.object({ count: z.number().int() }),
});
