export const subscribe = {
  button: '订阅',
  title: '订阅通知公告与政策文件',
  hint: '勾选部门与类别后，该部门新发布的内容会进入“我的消息”，页头的未读数随之增加。',
  done: '完成',
  noDepartments: '暂无可订阅的部门',
  subscribeDept: (d: string, kind: string) => `订阅${d}的${kind}`,
  subscribedDept: (d: string, kind: string) => `已订阅${d}的${kind} · 取消订阅`,
} as const;
