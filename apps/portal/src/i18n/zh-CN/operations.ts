export const operations = {
  subtitle: '服务器与数据库的运行状态（GET /prod-api/health），供运维人员查看',
  refresh: '重新检测',
  ok: '正常',
  fail: '异常',
  allOk: '运行正常：服务器、数据库与文件存储均正常',
  someFail: '运行异常：请查看下方标红的检查项',
  unreachable: '无法连接服务器',
  httpError: (status: number) => `健康检查返回 HTTP ${status}`,
  readAt: (time: string, status: number) => `检测时间 ${time} · HTTP ${status}`,
  note: '页面不显示任何账号、密码或连接地址。持续异常时请联系系统运维（见运维手册“健康检查”一节）。',
  checks: {
    database: { label: '数据库', help: '数据库能否连接并应答查询' },
    migrations: { label: '数据库结构', help: '数据库结构是否已升级到当前版本' },
    storage: { label: '文件存储', help: '上传文件目录能否写入' },
  },
} as const;
