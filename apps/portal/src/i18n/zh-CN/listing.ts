export const listing = {
  pastLastPage: '本页没有内容',
  pastLastPageHint: (total: number) => `共 ${total} 条，已超出最后一页。`,
  firstPage: '回到第一页',
} as const;
