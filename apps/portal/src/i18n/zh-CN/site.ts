export const site = {
  title: '人才就业服务平台',
  bureau: '区人力资源和社会保障局',
} as const;
