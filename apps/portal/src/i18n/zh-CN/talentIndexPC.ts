export const talentIndexPC = {
  title: (district: string) => `${district}人才指数`,
  subtitle: (year: number, baseYear: number) => `${year}年 · 以${baseYear}年为基期（=100）`,
  composite: '综合人才指数',
  radar: '八项分指数',
  trend: '综合指数历年走势',
  streets: '各街道人才指数',
  industries: '各行业人才指数',
  industry: '行业门类',
  index: '人才指数',
  talent: '在职人才（人）',
  enterprises: '企业数（家）',
  bigscreen: '打开大屏',
} as const;
