export const error = {
  title: '页面出错了',
  retry: '重新加载',
} as const;
