import { and, desc, eq, like } from 'drizzle-orm';
import type { HandlingMode, PolicyMatterTheme } from '@portal/api';
import { DEPARTMENTS as D } from '@portal/api';
import type { Db } from '../db/open';
import type { FileStorage } from '../modules/files/storage';
import { notice, noticeAttachment } from '../modules/notice/tables';
import { policyMatter, type SectionRow, type StandardRow } from '../modules/policyMatter/tables';
import { REFERENCE_TIME, storeFile, DAY_MS } from './common';
import { tableWorkbook } from '../modules/files/workbook';

const BUREAU = '区人力资源和社会保障局';

interface SeedMatter {
  title: string;
  deptName: string;
  theme: PolicyMatterTheme;
  handling: HandlingMode;
  /** the application type of docs/applications.md; '' for counter-only matters */
  applyType: string;
  summary: string;
  /** the topic of the seeded policies (reference.ts NOTICE_TOPICS) the matter belongs to */
  topic?: string;
  conditions: string[];
  materials: string[];
  /** the fields of its blank application form (a template to download) */
  form: string[];
  timeLimit: string;
  standard: string;
  amount: number | null;
  standards?: StandardRow[];
  sections?: SectionRow[];
}

const para = (lines: string[]) => `<ol>${lines.map((l) => `<li>${l}</li>`).join('')}</ol>`;
const ONLINE_PROCESS = ['申请人登录本平台，在“在线办理”中选择本事项，填写申请表并上传材料；', '主管部门在规定时限内审核，材料不全的一次性告知补正；', '审核通过的名单在“结果公示”栏目公示5个工作日；', '公示无异议的，按标准兑现或办结。'];
const OFFLINE_PROCESS = ['申请人携带材料到区政务服务中心人社窗口提交申请；', '窗口受理并审核材料，符合条件的当场或在时限内办结；', '办理结果通过短信告知申请人。'];

/**
 * The policy matters of the demo: one for every application type of docs/applications.md (its
 * department, conditions and amounts as that document gives them) and two handled at the counter
 * only. 人才分类认定 and 人才项目资助 are 'special' matters with a table of standards by category;
 * 住房补贴（个人申请） has an extra section with its scoring standard.
 */
const MATTERS: SeedMatter[] = [
  {
    title: '新引进人才入户',
    deptName: D.talentExchangeCentre,
    theme: 'talent',
    handling: 'online',
    applyType: 'ruhu',
    topic: '新引进人才入户',
    summary: '引进到本区企业工作、具有本科及以上学历的人才，可申请将户口迁入本区，配偶及未成年子女可随迁。',
    conditions: ['具有全日制本科及以上学历（本科40周岁以下、硕士45周岁以下、博士50周岁以下）；', '现受聘于本区企业并签订劳动合同；', '在本区连续缴纳社会保险满6个月。'],
    materials: ['居民身份证', '学历学位证书', '劳动合同', '入户申请表'],
    form: ['姓名', '身份证号码', '手机号码', '最高学历', '毕业院校', '所学专业', '拟迁入地址', '随迁人数'],
    timeLimit: '15个工作日',
    standard: '符合条件的人才本人及配偶、未成年子女可随迁入户',
    amount: null,
  },
  {
    title: '人才住房（公寓）申请',
    deptName: D.talentGroup,
    theme: 'housing',
    handling: 'online',
    applyType: 'zhufang',
    topic: '人才住房补贴',
    summary: '在本区工作、本区无自有住房的人才，可申请租住区人才公寓。',
    conditions: ['具有全日制本科及以上学历；', '现受聘于本区企业，在本区缴纳社会保险满6个月；', '本人及家庭成员在本区无自有住房。'],
    materials: ['居民身份证', '学历学位证书', '劳动合同', '无房声明', '人才公寓申请表'],
    form: ['姓名', '身份证号码', '手机号码', '工作单位', '婚姻状况', '共同申请人数', '意向街道', '意向户型'],
    timeLimit: '30个工作日',
    standard: '按户型配租人才公寓，租金为同地段市场租金的70%',
    amount: null,
  },
  {
    title: '人才分类认定',
    deptName: BUREAU,
    theme: 'talent',
    handling: 'online',
    applyType: 'Personnel',
    topic: '高层次人才认定',
    summary: '对在本区工作的各类人才按A、B、C、D四类进行认定，认定后享受相应的人才服务待遇。',
    conditions: ['现受聘于本区企业；', '申报C类、D类的年龄不超过55周岁；', '符合所申报类别的认定条件（见认定标准）。'],
    materials: ['居民身份证', '专业技术职称证书', '业绩与荣誉证明材料', '人才分类认定申报表'],
    form: ['姓名', '身份证号码', '手机号码', '申报类别', '专业技术职称', '职称级别', '主要业绩与荣誉'],
    timeLimit: '40个工作日',
    standard: '按认定类别享受人才绿卡、子女入学、医疗保健等服务待遇',
    amount: null,
    standards: [
      { category: 'A类（杰出人才）', condition: '两院院士、国家最高科学技术奖获得者等', standard: '人才绿卡A卡，一对一专员服务，子女入学与医疗保健优先保障', amount: null },
      { category: 'B类（领军人才）', condition: '国家级人才计划入选者、国家级科技奖励主要完成人等', standard: '人才绿卡B卡，子女入学与医疗保健绿色通道', amount: null },
      { category: 'C类（高级人才）', condition: '具有正高级职称或省级人才计划入选者', standard: '人才绿卡C卡，优先申请人才公寓', amount: null },
      { category: 'D类（骨干人才）', condition: '具有副高级职称或博士学位', standard: '人才绿卡D卡，政务服务绿色通道', amount: null },
    ],
  },
  {
    title: '新招用人员补助（开发岗位）',
    deptName: D.employmentCentre,
    theme: 'employment',
    handling: 'online',
    applyType: 'Xzybzkf',
    summary: '企业新开发岗位并招用人员的，按招用人数给予一次性补助。',
    conditions: ['在本区登记注册的企业；', '所招用人员在职，入职时间在申报前12个月内；', '已为所招用人员在本区缴纳社会保险。'],
    materials: ['营业执照', '招用人员名册', '劳动合同', '银行开户许可证明'],
    form: ['序号', '姓名', '身份证号码', '手机号码', '岗位', '入职日期'],
    timeLimit: '20个工作日',
    standard: '每招用1人一次性补助1000元',
    amount: 1000,
  },
  {
    title: '人才项目资助',
    deptName: D.talentGroup,
    theme: 'enterprise',
    handling: 'online',
    applyType: 'Zizhu',
    topic: '产业人才专项奖励',
    summary: '对在本区落地的创新创业团队、领军人才和青年拔尖人才项目给予资金资助。',
    conditions: ['项目负责人为申报企业在职人员；', '项目在本区实施，符合本区重点产业方向；', '申报资助金额在1万元至500万元之间。'],
    materials: ['营业执照', '项目申报书', '项目负责人身份证明', '近一年财务报表'],
    form: ['项目名称', '资助类别', '项目负责人', '负责人身份证号码', '申请金额（万元）', '项目简介'],
    timeLimit: '60个工作日',
    standard: '按资助类别分档资助，最高500万元',
    amount: 5_000_000,
    standards: [
      { category: '创新创业团队', condition: '核心成员不少于3人，拥有自主知识产权', standard: '最高资助500万元', amount: 5_000_000 },
      { category: '领军人才', condition: '国家级或省级人才计划入选者', standard: '最高资助200万元', amount: 2_000_000 },
      { category: '青年拔尖人才', condition: '35周岁以下，具有博士学位或副高级职称', standard: '最高资助50万元', amount: 500_000 },
    ],
  },
  {
    title: '一次性创业资助',
    deptName: BUREAU,
    theme: 'employment',
    handling: 'online',
    applyType: 'cjbt',
    topic: '一次性创业资助',
    summary: '在本区创办企业或个体工商户并带动就业的创业者，可申请一次性创业资助。',
    conditions: ['年龄在16至60周岁之间；', '创业实体在本区登记注册且成立不满3年；', '创业实体正常经营并带动就业。'],
    materials: ['一次性创业资助申请表', '居民身份证', '营业执照', '经营场所证明', '银行账户信息'],
    form: ['姓名', '身份证号码', '手机号码', '创业实体名称', '统一社会信用代码', '带动就业人数', '开户银行', '银行账号'],
    timeLimit: '20个工作日',
    standard: '一次性资助1万元',
    amount: 10_000,
  },
  {
    title: '住房补贴（企业申报）',
    deptName: D.talentGroup,
    theme: 'housing',
    handling: 'online',
    applyType: 'zfbtEnt',
    topic: '人才住房补贴',
    summary: '企业为本单位符合条件的人才统一申报住房补贴。',
    conditions: ['申报人员为本企业在职人员，具有本科及以上学历；', '申报人员在本区缴纳社会保险满6个月；', '申报人员在本区无自有住房。'],
    materials: ['营业执照', '申报人员名册', '租房合同', '租金支付凭证'],
    form: ['序号', '姓名', '身份证号码', '手机号码', '最高学历', '月租金（元）'],
    timeLimit: '30个工作日',
    standard: '按实际月租金补贴，每人每月最高1500元，补贴12个月',
    amount: 18_000,
  },
  {
    title: '住房补贴（个人申请）',
    deptName: D.talentGroup,
    theme: 'housing',
    handling: 'online',
    applyType: 'zfbtUser',
    topic: '人才住房补贴',
    summary: '在本区工作、租房居住的人才，可个人申请住房补贴，经专家评分后择优发放。',
    conditions: ['具有全日制本科及以上学历，年龄45周岁以下；', '现受聘于本区企业，在本区缴纳社会保险满6个月；', '本人在本区无自有住房。'],
    materials: ['住房补贴申请表', '居民身份证', '学历学位证书', '租房合同', '银行账户信息'],
    form: ['姓名', '身份证号码', '手机号码', '最高学历', '租房地址', '月租金（元）', '租期开始', '租期结束'],
    timeLimit: '45个工作日',
    standard: '按实际月租金补贴，每人每月最高1500元，补贴12个月',
    amount: 18_000,
    sections: [
      {
        title: '评分标准',
        content: para(['学历：博士40分，硕士30分，本科20分；', '在本区缴纳社会保险月数：每月1分，最高36分；', '年龄：35周岁以下10分，36至45周岁5分；', '另加评审专家评分，按总分从高到低择优发放。']),
      },
    ],
  },
  {
    title: '春节留岗补贴',
    deptName: D.employmentCentre,
    theme: 'enterprise',
    handling: 'online',
    applyType: 'springAllowance',
    topic: '春节留岗补贴',
    summary: '春节期间组织员工留岗稳定生产的企业，按留岗人数给予补贴。',
    conditions: ['在本区登记注册的企业；', '留岗人员为本企业在职人员；', '同一人员同一年度只能由一家企业申报。'],
    materials: ['营业执照', '留岗人员名册', '考勤记录', '银行开户许可证明'],
    form: ['序号', '姓名', '身份证号码', '手机号码', '岗位', '留岗开始日期', '留岗结束日期'],
    timeLimit: '15个工作日',
    standard: '每留岗1人补贴500元',
    amount: 500,
  },
  {
    title: '返程务工交通补贴',
    deptName: D.employmentCentre,
    theme: 'employment',
    handling: 'online',
    applyType: 'fcwg',
    summary: '企业组织省外员工节后返岗的，按实际交通费用给予补贴。',
    conditions: ['返岗人员为本企业在职人员；', '返岗人员为广东省外户籍；', '返岗交通费用凭票据核定。'],
    materials: ['营业执照', '返岗人员名册', '交通票据', '银行开户许可证明'],
    form: ['序号', '姓名', '身份证号码', '手机号码', '出发地', '返岗日期', '交通费（元）'],
    timeLimit: '15个工作日',
    standard: '按实际交通费补贴，每人最高800元',
    amount: 800,
  },
  {
    title: '失业保险金申领',
    deptName: D.socialSecurityCentre,
    theme: 'social',
    handling: 'offline',
    applyType: '',
    summary: '非因本人意愿中断就业、已办理失业登记的参保人员，可申领失业保险金。',
    conditions: ['失业前用人单位和本人已缴纳失业保险费满1年；', '非因本人意愿中断就业；', '已办理失业登记并有求职要求。'],
    materials: ['居民身份证', '解除或终止劳动关系证明', '失业保险金申领登记表'],
    form: ['姓名', '身份证号码', '手机号码', '原工作单位', '离职日期', '开户银行', '银行账号'],
    timeLimit: '即时办结',
    standard: '按失业前缴费年限确定领取期限，按月发放',
    amount: null,
  },
  {
    title: '人事档案查询与转递',
    deptName: D.talentExchangeCentre,
    theme: 'social',
    handling: 'offline',
    applyType: '',
    summary: '存放在区人才交流中心的流动人员人事档案，可办理查询、借阅与转递。',
    conditions: ['档案存放在区人才交流中心；', '由本人或持授权委托书的代理人办理。'],
    materials: ['居民身份证', '调档函（转递时提供）', '授权委托书（代办时提供）'],
    form: ['姓名', '身份证号码', '手机号码', '办理事项', '接收单位'],
    timeLimit: '5个工作日',
    standard: '免费办理',
    amount: null,
  },
];

/** 咨询电话 of each department (demo numbers). */
const contactOf = (dept: string, i: number) => `${dept}咨询电话 020-8468${String(1200 + i * 7).padStart(4, '0')}（工作日 9:00-12:00，14:00-17:30）`;

/**
 * Inserts the demo's policy matters (published, in the content table of kind `matter`, with their
 * guides), each belonging to the newest published policy of its topic when there is one, and
 * with a blank application form (xlsx) as the template of the material that is a form when
 * `storage` is given. Deterministic.
 */
export async function seedPolicyMatters(db: Db, storage: FileStorage | undefined): Promise<void> {
  for (const [i, m] of MATTERS.entries()) {
    const time = new Date(REFERENCE_TIME - (i * 5 + 2) * DAY_MS);
    const [policy] = m.topic
      ? await db
          .select({ id: notice.id })
          .from(notice)
          .where(and(eq(notice.category, 'policy'), eq(notice.status, 'published'), like(notice.title, `%${m.topic}%`)))
          .orderBy(desc(notice.publishTime), desc(notice.id))
          .limit(1)
      : [];
    const [row] = await db
      .insert(notice)
      .values({
        title: m.title,
        content: `<p>${m.summary}</p>`,
        category: 'matter',
        deptName: m.deptName,
        status: 'published',
        relatedId: policy?.id ?? null,
        publishTime: time,
        createdAt: time,
        updatedAt: time,
        viewCount: 120 + i * 37,
      })
      .returning({ id: notice.id });
    const id = row!.id;
    // the blank form is the template of the material that is a form (…表, …书, …名册)
    const formIndex = m.materials.findIndex((name) => /(表|书|名册)$/.test(name));
    let templateFileId: number | null = null;
    if (storage && formIndex >= 0) {
      templateFileId = await storeFile(db, storage, `${m.title}申请表.xlsx`, await tableWorkbook('申请表', m.form, []), 20 + i * 3);
      await db.insert(noticeAttachment).values({ noticeId: id, fileId: templateFileId });
    }
    await db.insert(policyMatter).values({
      noticeId: id,
      theme: m.theme,
      handling: m.handling,
      applyType: m.applyType,
      conditions: para(m.conditions),
      process: para(m.handling === 'online' ? ONLINE_PROCESS : OFFLINE_PROCESS),
      materials: m.materials.map((name, k) => ({
        name,
        required: true,
        note: k === formIndex ? '按模板填写并签名（盖章）' : '原件扫描件',
        templateFileId: k === formIndex ? templateFileId : null,
      })),
      timeLimit: m.timeLimit,
      standard: m.standard,
      amount: m.amount,
      place: '区政务服务中心二楼人社窗口',
      contact: contactOf(m.deptName, i),
      standards: m.standards ?? [],
      sections: m.sections ?? [],
    });
  }
}
