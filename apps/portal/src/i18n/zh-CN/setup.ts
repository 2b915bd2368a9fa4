/** going live (issue 42): /setup and 系统管理 › 上线检查 */
export const setup = {
  title: '首次安装：创建系统管理员',
  intro: '本站尚无系统管理员。请输入服务器数据目录下 setup-code 文件中的安装码（24小时内有效，仅可使用一次）。',
  steps: ['核对安装码', '创建管理员'],
  code: '安装码',
  codeHint: '12位字母和数字，如 ABCD-EFGH-JKMN；可在服务器上运行 cat $DATA_DIR/setup-code 查看',
  codePlaceholder: 'XXXX-XXXX-XXXX',
  check: '下一步',
  locked: (minutes: number) => `安装码错误次数过多，安装已锁定，请${minutes}分钟后再试`,
  adminIntro: '管理员登录工作人员入口（/login2），负责工作人员账号、企业账号与系统配置。手机号用于登录、找回密码和登录异常提醒。',
  usernameHint: '4-30位字母、数字或下划线，以字母开头',
  create: '创建管理员',
  back: '上一步',
  done: (username: string) => `系统管理员 ${username} 已创建，安装码已失效。请用该账号登录，在“系统管理 › 区情配置”中依次填写本区信息、导入街道边界、企业名录、部门与工作人员账号，再在“系统管理 › 上线检查”中核对上线前尚需完成的事项。`,
  doneTitle: '安装完成',
  toLogin: '前往工作人员登录',
} as const;
