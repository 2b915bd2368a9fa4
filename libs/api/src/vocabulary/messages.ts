/**
 * Messages the user reads, verbatim from SPEC.md section 8 (error catalogue) and section 1.
 * Shared by the client (which shows them) and the server (which sends them in `msg`).
 */
export const MESSAGES = {
  pleaseLogin: '请先登录',
  noPermission: '暂无权限',
  askAdminForPermission: '请通知管理员设置权限',
  relogin: '请退出账号，重新登录尝试',
  copied: '复制成功',
  /** 4001 of a call that needs the image captcha and got none (issue 11: also after many failed logins with captchas off); the client then shows one (GET /common/captcha?required=1). */
  captchaRequired: '请输入验证码',
  exportFailed: '导出失败',
  loading: '数据拼命加载中，请稍等。',
  /** Non-200 HTTP status: '错误: {status}'. */
  httpError: (status: number | string) => `错误: ${status}`,
  /** Network failure: '错误: {message}'. */
  networkError: (message: string) => `错误: ${message}`,
} as const;
