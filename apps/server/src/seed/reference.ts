/** Reference data of the demo district: classification, names and texts the generator draws from. */

/**
 * How common each GB/T 4754-2017 section (modules/enterprise/industries.ts) is among the demo's
 * enterprises: a weight per section code.
 */
export const SECTION_WEIGHTS: Record<string, number> = { A: 1, B: 0.2, C: 24, D: 1, E: 6, F: 16, G: 6, H: 5, I: 10, J: 2, K: 3, L: 9, M: 8, N: 1, O: 3, P: 2, Q: 2, R: 2, S: 0.5, T: 0.05 };

/** Words for enterprise names by section: what such a company calls itself. */
export const INDUSTRY_WORDS: Record<string, string[]> = {
  A: ['农业科技', '生态农业', '水产养殖'],
  B: ['矿业'],
  C: ['智能制造', '精密机械', '电子科技', '新材料', '汽车零部件', '生物医药', '装备制造', '电气'],
  D: ['能源', '燃气', '供水'],
  E: ['建设工程', '建筑工程', '装饰工程'],
  F: ['贸易', '商贸', '供应链', '百货'],
  G: ['物流', '国际货运代理', '港口服务'],
  H: ['酒店管理', '餐饮管理'],
  I: ['信息技术', '软件', '网络科技', '数据科技', '智能科技'],
  J: ['融资租赁', '投资管理'],
  K: ['房地产开发', '物业管理'],
  L: ['企业管理咨询', '人力资源服务', '商务服务'],
  M: ['检测技术', '工程设计', '生物技术', '科技研发'],
  N: ['环保科技', '园林绿化'],
  O: ['家政服务', '汽车维修'],
  P: ['职业培训学校', '教育科技'],
  Q: ['医疗', '健康管理'],
  R: ['文化传媒', '体育发展'],
  S: ['社会服务中心'],
  T: ['国际交流中心'],
};

/** Two-character trade names. */
export const BRAND_WORDS = '海 湾 港 粤 穗 珠 南 星 瑞 华 信 达 源 晟 恒 泰 宏 鑫 德 安 创 新 锐 启 明 航 科 盛 卓 越 博 远 正 和 嘉 联 智 兴 汇 隆 润 通 凯 辉 鹏 腾 鼎 峰 众 诚'.split(' ');

/** Streets of the demo district (街道), central street first. */
export const DEMO_STREETS = ['南湾街道', '北岭街道', '东涌街道', '滨江街道', '新港街道', '凤凰街道', '科学城街道'];
export const DEMO_DISTRICT = { name: '南湾区', code: '440120', center: [113.52, 22.79] as [number, number], radius: 0.11 };

/** Administrative division codes for places of household registration (district, province capitals and neighbours). */
export const BIRTH_PLACE_CODES = ['440120', '440120', '440120', '440106', '440111', '440304', '440604', '441900', '430102', '360102', '450102', '510104', '420102', '350102', '410102', '130102', '610102', '530102', '520102', '500103'];

/**
 * Departments that publish notices and policies: the bureau and departments whose staff log in
 * (app_user.dept_name, names of @portal/api DEPARTMENTS), since only a department's staff may
 * change its content.
 */
export const PUBLISHING_DEPARTMENTS = ['区人力资源和社会保障局', '就业中心', '科技局', '社保中心', '人才集团', '来穗人员服务管理局', '知识产权局'];

/** Topics of notices: what the bureau announces. */
export const NOTICE_TOPICS = [
  '企业人才数据采集',
  '高层次人才认定',
  '人才住房补贴',
  '新引进人才入户',
  '春节留岗补贴',
  '职业技能培训补贴',
  '一次性创业资助',
  '博士后科研工作站补贴',
  '就业见习基地认定',
  '失业保险稳岗返还',
  '重点群体创业补贴',
  '技能人才评价',
  '产业人才专项奖励',
  '人力资源服务机构评估',
  '高校毕业生就业补贴',
];
