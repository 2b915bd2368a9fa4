export const organisation = {
  tabs: '名录类别',
  types: { 1: '人力资源服务机构', 2: '重点企业', 3: '人力资源产品' } as Record<1 | 2 | 3, string>,
  searchPlaceholder: '搜索名称或服务类别',
  empty: '暂无名录信息',
  phone: '电话',
  provider: '提供机构',
} as const;
