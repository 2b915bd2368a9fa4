import { Faker, base, zh_CN } from '@faker-js/faker';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/open';
import { appUser } from '../modules/account/tables';
import { postdocRecord, postdocTicket, postdocUnit } from '../modules/postdoctoral/tables';
import { demoIdCard } from './common';

/** Seed of the postdoctoral demo data: its own generator, so adding it changes no other demo data. */
const SEED = 14_2026;

/** The demo district's station units (credit codes of division 440120 with correct check characters, GB 32100-2015). */
const UNITS = [
  { unitName: '广州南湾生物医药研究院有限公司', creditCode: '91440120MA5D0A1B26', stationKind: '博士后科研工作站', approvalDate: '2019-10-15', approvalNo: '人社部发〔2019〕96号', contactPerson: '陈晓', street: '科学城街道', status: '在站' },
  { unitName: '广州南湾智能装备股份有限公司', creditCode: '91440120MA5CQ7XK32', stationKind: '博士后创新实践基地', approvalDate: '2021-06-30', approvalNo: '粤人社函〔2021〕198号', contactPerson: '黄振宇', street: '新港街道', status: '在站' },
  { unitName: '南湾区人民医院', creditCode: '12440120MB2C394712', stationKind: '博士后科研工作站', approvalDate: '2017-11-20', approvalNo: '人社部发〔2017〕83号', contactPerson: '梁淑仪', street: '南湾街道', status: '在站' },
  { unitName: '广州滨江新材料科技有限公司', creditCode: '91440120MA59TLW06P', stationKind: '博士后工作站分站', approvalDate: '2022-12-08', approvalNo: '粤人社函〔2022〕305号', contactPerson: '罗俊杰', street: '滨江街道', status: '在站' },
  { unitName: '广州东涌环保工程有限公司', creditCode: '91440120MA5D2H8N18', stationKind: '博士后创新实践基地', approvalDate: '2018-09-03', approvalNo: '粤人社函〔2018〕411号', contactPerson: '何伟', street: '东涌街道', status: '已撤站' },
] as const;

/** Stays: unit (index into UNITS), name, topic, partner station, entry, planned exit, and the exit if any. */
const STAYS: { unit: number; name: string; male: boolean; topic: string; partner: string; entry: string; planned: string; exit?: { date: string; kind: '期满出站' | '中途退站'; reason?: string } }[] = [
  { unit: 0, name: '林嘉怡', male: false, topic: '肿瘤免疫细胞治疗的体外扩增工艺研究', partner: '中山大学生物学博士后科研流动站', entry: '2022-03-01', planned: '2024-02-29', exit: { date: '2024-02-29', kind: '期满出站' } },
  { unit: 0, name: '周子轩', male: true, topic: '抗体药物偶联物的连接子稳定性研究', partner: '暨南大学药学博士后科研流动站', entry: '2023-09-01', planned: '2025-08-31', exit: { date: '2025-08-31', kind: '期满出站' } },
  { unit: 0, name: '吴思琪', male: false, topic: 'mRNA 疫苗递送脂质纳米颗粒的筛选', partner: '华南理工大学生物医学工程博士后科研流动站', entry: '2024-07-01', planned: '2026-06-30', exit: { date: '2025-04-30', kind: '中途退站', reason: '受聘高校教职，提前退站' } },
  { unit: 0, name: '郑浩然', male: true, topic: '单细胞测序数据的细胞类型自动注释方法', partner: '中山大学生物学博士后科研流动站', entry: '2025-03-01', planned: '2027-02-28' },
  { unit: 1, name: '黄伟杰', male: true, topic: '协作机器人力控装配算法研究', partner: '华南理工大学机械工程博士后科研流动站', entry: '2022-09-01', planned: '2024-08-31', exit: { date: '2024-08-31', kind: '期满出站' } },
  { unit: 1, name: '陈雨桐', male: false, topic: '工业视觉缺陷检测的小样本学习', partner: '广东工业大学控制科学与工程博士后科研流动站', entry: '2024-01-15', planned: '2026-01-14', exit: { date: '2026-01-14', kind: '期满出站' } },
  { unit: 1, name: '李俊豪', male: true, topic: '高速数控机床热误差补偿模型', partner: '华南理工大学机械工程博士后科研流动站', entry: '2025-09-01', planned: '2027-08-31' },
  { unit: 2, name: '张慧敏', male: false, topic: '脓毒症早期预警的临床预测模型', partner: '南方医科大学临床医学博士后科研流动站', entry: '2023-01-03', planned: '2025-01-02', exit: { date: '2025-01-02', kind: '期满出站' } },
  { unit: 2, name: '杨志强', male: true, topic: '社区老年人慢病管理的数字化干预研究', partner: '中山大学公共卫生与预防医学博士后科研流动站', entry: '2024-05-06', planned: '2026-05-05', exit: { date: '2026-05-05', kind: '期满出站' } },
  { unit: 2, name: '刘欣怡', male: false, topic: '肝癌术后复发的影像组学预测', partner: '南方医科大学临床医学博士后科研流动站', entry: '2025-07-01', planned: '2027-06-30' },
  { unit: 3, name: '谢文博', male: true, topic: '钠离子电池硬碳负极材料的低成本制备', partner: '华南理工大学材料科学与工程博士后科研流动站', entry: '2023-06-01', planned: '2025-05-31', exit: { date: '2024-11-30', kind: '中途退站', reason: '个人原因申请退站' } },
  { unit: 3, name: '冯佳琪', male: false, topic: '可降解高分子包装材料的力学改性', partner: '暨南大学化学博士后科研流动站', entry: '2024-10-08', planned: '2026-10-07', exit: { date: '2026-10-07', kind: '期满出站' } },
  { unit: 3, name: '邓家明', male: true, topic: '固态电解质界面稳定性研究', partner: '华南理工大学材料科学与工程博士后科研流动站', entry: '2026-03-02', planned: '2028-03-01' },
];

/** Funding tickets: unit, year, amount in 万元, paid date and document number. */
const TICKETS = [
  { unit: 0, year: 2024, amount: 10, paidDate: '2024-06-28', documentNo: '南人社拨〔2024〕07号' },
  { unit: 1, year: 2024, amount: 7.5, paidDate: '2024-06-28', documentNo: '南人社拨〔2024〕08号' },
  { unit: 2, year: 2024, amount: 8, paidDate: '2024-07-15', documentNo: '南人社拨〔2024〕11号' },
  { unit: 3, year: 2024, amount: 5, paidDate: '2024-07-15', documentNo: '南人社拨〔2024〕12号' },
  { unit: 0, year: 2025, amount: 10, paidDate: '2025-06-30', documentNo: '南人社拨〔2025〕09号' },
  { unit: 1, year: 2025, amount: 5, paidDate: '2025-06-30', documentNo: '南人社拨〔2025〕10号' },
  { unit: 2, year: 2025, amount: 7.5, paidDate: '2025-07-10', documentNo: '南人社拨〔2025〕13号' },
  { unit: 3, year: 2025, amount: 2.5, paidDate: '2025-07-10', documentNo: '南人社拨〔2025〕14号' },
];

/**
 * The postdoctoral demo data of the demo district: five station units (one withdrawn), thirteen
 * stays from 2022 to 2026 (finished, ended mid-way and open ones) and the funding tickets of 2024
 * and 2025, entered by staff_zjk (专业技术科), so the funding view has figures for 2024 to 2026.
 * Call after the staff accounts exist (seedApplications). Deterministic.
 */
export async function seedPostdoctoral(db: Db): Promise<void> {
  const f = new Faker({ locale: [zh_CN, base], seed: SEED });
  const [clerk] = await db.select({ id: appUser.id }).from(appUser).where(eq(appUser.username, 'staff_zjk'));
  const userId = clerk?.id ?? null;
  await db.insert(postdocUnit).values(UNITS.map((u) => ({ ...u, contactPhone: `139${f.string.numeric(8)}`, userId })));
  await db.insert(postdocRecord).values(
    STAYS.map((s) => {
      const unit = UNITS[s.unit]!;
      const birth = new Date(Date.UTC(f.number.int({ min: 1988, max: 1996 }), f.number.int({ min: 0, max: 11 }), f.number.int({ min: 1, max: 28 })));
      return {
        name: s.name,
        idCard: demoIdCard(f, birth, s.male),
        phone: `1${f.helpers.arrayElement(['3', '5', '8'])}${f.string.numeric(9)}`,
        unitName: unit.unitName,
        unitCode: unit.creditCode,
        topic: s.topic,
        partner: s.partner,
        entryDate: s.entry,
        plannedExitDate: s.planned,
        exitDate: s.exit?.date ?? null,
        exitKind: s.exit?.kind ?? null,
        exitReason: s.exit?.reason ?? null,
        userId,
      };
    }),
  );
  await db.insert(postdocTicket).values(TICKETS.map(({ unit, ...t }) => ({ ...t, unitName: UNITS[unit]!.unitName, unitCode: UNITS[unit]!.creditCode, userId })));
}
