export const readiness = {
  hint: '生产环境上线前逐项核对；每项未通过时给出补齐方法。本页每次打开时重新检查。',
  summary: (missing: number, total: number) => (missing === 0 ? `全部 ${total} 项已就绪` : `${total} 项中尚有 ${missing} 项待补齐`),
  notProduction: '本服务器未以生产模式运行（NODE_ENV 不是 production）：下列检查供预演参考。',
  ok: '已就绪',
  missing: '待补齐',
  fix: '补齐方法',
  recheck: '重新检查',
} as const;
