export const publication = {
  data: { searchPlaceholder: '搜索数据名称或说明', empty: '暂无公开数据' },
  report: { searchPlaceholder: '搜索报告名称或内容', empty: '暂无人才报告' },
  station: { searchPlaceholder: '搜索服务项目或动态', empty: '暂无服务项目或站点动态' },
  stationCategories: '内容类别',
  summary: '摘要',
  views: (n: number) => `浏览 ${n.toLocaleString('zh-CN')} 次`,
  files: (n: number) => `${n} 个文件`,
} as const;
