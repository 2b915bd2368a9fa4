/**
 * The OpenAPI document's tags (http/apiDocs.ts): one per area of the contract, the `tag` of each
 * endpoint declaration in libs/api, with the Chinese name a reader sees in the document's index
 * (`x-displayName`, as Redoc and Redocly show it) and what the area is for. Every tag an endpoint
 * declares has an entry here (checked by apps/server/test/openApi.test.ts).
 */
export const API_TAGS: Readonly<Record<string, { name: string; description: string }>> = {
  account: { name: '账号与登录', description: '各类用户的登录、注册、会话、密码与手机号，以及当前用户的信息。登录成功的应答中 `userInfo.token` 即此后每个请求头 `token` 的值。' },
  setup: { name: '首次安装', description: '新部署的系统建立第一个管理员账号（安装码与短信验证码），之后关闭。' },
  common: { name: '公共服务', description: '验证码、手机号校验、文件上传与下载、字典等各端共用的调用。' },
  files: { name: '文件', description: '上传文件的查看与下载；已发布内容的附件公开，其他文件只给上传者与工作人员。' },
  home: { name: '门户首页', description: '门户首页的横幅、入口配置、统计与访问计数。' },
  notice: { name: '通知公告', description: '通知公告与政策文件的发布、审核与公开阅读。' },
  interpretation: { name: '政策解读', description: '政策解读的编写、审核与公开阅读。' },
  policyMatter: { name: '政策事项', description: '可办理的政策事项清单及其办理指引。' },
  publication: { name: '公开数据与人才报告', description: '已发布的公开数据集与人才报告，附可下载的文件。' },
  knowledge: { name: '知识库', description: '业务知识库的条目、检索与导出。' },
  msg: { name: '站内消息', description: '站内消息与未读数。' },
  dict: { name: '字典', description: '下拉选项等字典数据。' },
  organisation: { name: '机构名录', description: '人力资源服务机构、重点企业与人力资源产品名录。' },
  agency: { name: '人力资源服务机构', description: '人力资源服务机构的名录与维护。' },
  enterprise: { name: '企业', description: '企业信息、入驻审核与企业员工名册。' },
  minihome: { name: '企业微主页', description: '企业自己维护的公开微主页。' },
  demand: { name: '岗位需求', description: '企业发布的用工需求（岗位），上架、下架与审核。' },
  demandResponse: { name: '需求响应', description: '求职者对岗位的应聘与企业、中心对应聘的处理。' },
  center: { name: '就业中心管理', description: '就业中心的系统管理：用户、角色、日志、短信网关与辖区数据。' },
  workbench: { name: '工作台', description: '工作人员的待办事项。' },
  dashboard: { name: '数据看板', description: '数据看板与大屏的统计模块。' },
  collection: { name: '数据采集', description: '企业与民办职业培训机构的年度数据填报汇总。' },
  deptData: { name: '部门数据', description: '各部门按期填报的数据模块、导入模板与导出。' },
  application: { name: '业务申报', description: '入户、住房、人才补贴等申报表的填写、保存与审核。' },
  allowance: { name: '补贴审核', description: '区级补贴的审核台账，以及与市补贴系统的对接（扫码登录、推送审核结果）。' },
  trackRecord: { name: '跟踪服务记录', description: '对重点人群的跟踪服务记录台账。' },
  training: { name: '职业培训', description: '培训需求调查、培训台账与培训报名。' },
  postdoctoral: { name: '博士后', description: '博士后工作站（单位）、进出站与补贴台账。' },
  laborRelation: { name: '劳动关系', description: '和谐劳动关系企业、劳动监察、信访与仲裁等台账与查询。' },
  employmentMonitor: { name: '就业监测', description: '失业动态监测、定点监测与各类就业专项台账。' },
  ageAppropriate: { name: '适龄人员服务', description: '适龄服务对象名册、问卷设计、发放与短信邀请。' },
  station: { name: '就业驿站', description: '街道就业驿站的活动、报名与驿站内容。' },
  hotline: { name: '热线', description: '服务热线来电登记、转办与回访。' },
  lp: { name: '招聘网对接', description: '把企业与岗位推送到外部招聘网站（经发件箱重试）。' },
  personalData: { name: '个人信息访问', description: '个人敏感信息的查看记录。' },
};
