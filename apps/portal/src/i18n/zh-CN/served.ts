export const served = {
  title: '服务企业',
  intro: '人才赋能站服务过的企业：服务对接已办结、报名参加站内活动或通过人才寻珑发出邀约的企业，以及它们正在招聘的岗位。',
  empty: '暂无服务企业',
  openJobs: (n: number) => `在招岗位 ${n} 个`,
  noJobs: '暂无在招岗位',
} as const;
