/** The words of endpoints/sms.ts that the portal's route table reads without loading the calls (issue 45). */

/**
 * What a text message was for (sms_outbox.scene): the verification codes of SMS_SCENES and claim,
 * and the notices the server sends (apps/server modules/sms/transport.ts SmsNotice), with labels.
 */
export const SMS_OUTBOX_SCENE_LABELS = {
  login: '登录验证码',
  resetPassword: '找回密码验证码',
  register: '注册验证码',
  bindPhone: '绑定手机验证码',
  settle: '入驻申请验证码',
  claim: '认领记录验证码',
  setupAdmin: '管理员创建验证码',
  accountOpened: '账号开通通知',
  loginAlert: '登录异常提醒',
  dataReminder: '数据填报提醒',
  hotlineUpdate: '热线诉求进度',
  settleResult: '入驻审核结果',
  campaign: '问卷邀请',
  activityUpdate: '活动变更',
  businessMessage: '业务消息提醒',
} as const;
