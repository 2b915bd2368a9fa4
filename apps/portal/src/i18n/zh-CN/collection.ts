/** the postdoctoral pages (features/postdoctoral) */
/** department data collection (issue 13, features/deptData) */
export const collection = {
  /** the subtitle: what the account's scope covers */
  scopeStreets: (names: string) => `管理街道：${names}`,
  scopeIndustries: (names: string) => `管理行业：${names}`,
  scopeDistrict: '管理范围：全区',
  name: { enterprise: '企业名称', school: '机构名称' },
  industry: '行业门类',
  status: '填报状态',
  filled: '已填报',
  notFilled: '未填报',
  talentCount: '在职人数',
  yearColumn: (y: number) => `${y}年度`,
  total: { enterprise: '企业总数', school: '机构总数' },
  rate: '填报率',
  percent: (r: number) => `${r}%`,
  counts: (filled: number, total: number) => `${filled} / ${total}`,
  byStreet: '各街道填报情况',
  byIndustry: '各行业填报情况',
  statsTitle: (y: number) => `${y}年度填报情况`,
  remind: '提醒未填报',
  remindTitle: '提醒未填报的单位',
  remindAsk: (year: number, n: number) => `将向 ${n} 家符合当前筛选条件、${year}年度数据尚未填报的单位发送站内消息，并向其联系人发送短信。同一单位每天至多提醒一次。`,
  remindNone: (year: number) => `当前筛选条件下没有${year}年度未填报的单位。`,
  remindSend: '发送提醒',
  reminded: (r: { reminded: number; skipped: number; unreachable: number; messages: number; sms: number }) =>
    [
      `已提醒 ${r.reminded} 家（站内消息 ${r.messages} 条，短信 ${r.sms} 条）`,
      r.skipped ? `${r.skipped} 家今天已提醒过，未重复发送` : '',
      r.unreachable ? `${r.unreachable} 家尚无账号和联系电话，无法提醒` : '',
    ]
      .filter(Boolean)
      .join('；'),
  empty: '没有符合条件的单位',
  emptyHint: '请调整筛选条件后再试。',
  remindOne: (year: number) => `提醒填报${year}年度数据`,
  detailYear: (y: number) => `${y}年度数据`,
  notFilledYear: (y: number) => `${y}年度数据尚未填报`,
  contact: (name: string, phone: string) => (name || phone ? [name, phone].filter(Boolean).join(' ') : '-'),
  reminders: '提醒记录',
  noReminders: '尚未提醒过',
  reminderLine: (r: { remindedAt: string; deptName: string; remindedBy: string; year: number }) => `${r.remindedAt} ${r.deptName} ${r.remindedBy} 提醒填报${r.year}年度数据`,
} as const;
