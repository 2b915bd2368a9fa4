/** The pages of every ledger (features/ledger): texts around the declared title and labels. */
/** /laoDongQuery (issue 14) */
export const laborQuery = {
  hint: '输入企业名称或统一社会信用代码，查看该企业在各劳动关系台账中的全部记录',
  keyword: '企业名称或统一社会信用代码',
  placeholder: '企业名称（至少2个字）或统一社会信用代码',
  tooShort: '请输入企业名称（至少2个字）或统一社会信用代码',
  start: '请输入要查询的企业',
  startHint: '将同时查询劳动保障监察案件、信访台账、劳动争议仲裁及法院反馈和和谐劳动关系企业评定',
  none: (title: string) => `未查到该企业的${title}`,
  byYear: '按年统计',
  yearCount: (year: number, count: number) => `${year}年 ${count}件`,
  total: (n: number) => `共 ${n} 件`,
  more: (shown: number, total: number) => `显示最近 ${shown} 件（共 ${total} 件），更多请到台账中按条件查询`,
  rating: (name: string, year: number, level: string) => `${name} ${year}年度 ${level}级`,
} as const;
