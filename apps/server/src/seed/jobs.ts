import type { Faker } from '@faker-js/faker';
import { asc, eq, inArray } from 'drizzle-orm';
import { DEMAND_EDUCATIONS, type DemandStatus } from '@portal/api';
import type { Db } from '../db/open';
import { appUser } from '../modules/account/tables';
import { demand, demandStatusLog } from '../modules/demand/tables';
import { enterprise } from '../modules/enterprise/tables';
import { insertChunked, REFERENCE_TIME } from './common';

/** Posts by industry section (GB/T 4754-2017), with a monthly salary band in 元; others use the general list. */
const POSTS: Record<string, [string, number, number][]> = {
  C: [['生产操作工', 4500, 6500], ['质量检验员', 5000, 7500], ['设备维修技术员', 6500, 9500], ['工艺工程师', 9000, 15000]],
  I: [['Java开发工程师', 12000, 22000], ['前端开发工程师', 11000, 20000], ['软件测试工程师', 8000, 14000], ['运维工程师', 9000, 15000]],
  M: [['研发助理', 7000, 10000], ['实验室技术员', 6500, 9000], ['项目申报专员', 7500, 11000]],
  F: [['门店销售顾问', 5000, 9000], ['仓储管理员', 5000, 7000], ['采购专员', 6000, 9000]],
  G: [['物流调度员', 6000, 8500], ['货车司机', 7000, 10000]],
  H: [['餐厅服务员', 4500, 5500], ['厨师', 6000, 9000]],
};
const GENERAL: [string, number, number][] = [['行政专员', 5000, 7000], ['人力资源专员', 6000, 9000], ['会计', 6500, 10000], ['客服专员', 5000, 7000], ['市场推广专员', 6000, 10000]];

/** Statuses of seeded demands, mostly on shelf, so every list and the audit page have content. */
const STATUS_WEIGHTS: { value: DemandStatus; weight: number }[] = [
  { value: 'on', weight: 14 },
  { value: 'pending', weight: 3 },
  { value: 'draft', weight: 1 },
  { value: 'off', weight: 1 },
  { value: 'hidden', weight: 1 },
];

/** The draft job demand of the demo HR institution and training institution (filled in, not yet submitted). */
const DRAFT_POST = {
  postName: '招聘专员',
  education: '大学本科',
  salaryMin: 6000,
  salaryMax: 9000,
  headcount: 2,
  workAddress: '南湾区创业路88号',
  description: '岗位职责：负责招聘渠道维护、简历筛选和面试安排。任职要求：本科及以上学历，一年以上招聘工作经验，沟通能力强。',
  contactName: '刘女士',
  contactPhone: '13900139002',
  status: 'draft',
} as const satisfies Partial<typeof demand.$inferInsert>;

/**
 * Job demands of the demo district: one to four for about a quarter of the enterprises (and
 * one of each status for the demo enterprise, id 1, and a draft for ent_hr and ent_training), with their status logs. Deterministic from `f`.
 */
export async function seedJobs(db: Db, f: Faker): Promise<void> {
  const ents = await db.select({ id: enterprise.id, industryCode: enterprise.industryCode, name: enterprise.name }).from(enterprise).orderBy(asc(enterprise.id));
  const [staffUser] = await db.select({ id: appUser.id }).from(appUser).where(eq(appUser.username, 'staff_jyzx'));
  const rows: (typeof demand.$inferInsert)[] = [];
  for (const e of ents) {
    const n = e.id === 1 ? STATUS_WEIGHTS.length : f.number.int({ min: 0, max: 7 }) > 5 ? f.number.int({ min: 1, max: 4 }) : 0;
    for (let k = 0; k < n; k++) {
      const [postName, min, max] = f.helpers.arrayElement(POSTS[e.industryCode] ?? GENERAL);
      const status = e.id === 1 ? STATUS_WEIGHTS[k]!.value : f.helpers.weightedArrayElement(STATUS_WEIGHTS);
      const updatedAt = new Date(REFERENCE_TIME - f.number.int({ min: 1, max: 120 }) * 86_400_000);
      rows.push({
        enterpriseId: e.id,
        postName,
        education: f.helpers.arrayElement(DEMAND_EDUCATIONS),
        salaryMin: min,
        salaryMax: max,
        headcount: f.number.int({ min: 1, max: 20 }),
        workAddress: `南湾区${f.location.street()}${f.number.int({ min: 1, max: 300 })}号`,
        description: `岗位职责：负责${postName}相关工作，按公司要求完成各项任务。任职要求：身体健康，工作认真负责，有相关经验者优先。公司提供五险一金、带薪年假和节日福利。`,
        contactName: f.person.lastName() + (f.datatype.boolean() ? '先生' : '女士'),
        contactPhone: `1${f.helpers.arrayElement(['3', '5', '8'])}${f.string.numeric(9)}`,
        status,
        createdAt: updatedAt,
        updatedAt,
        publishedAt: status === 'on' || status === 'off' || status === 'hidden' ? updatedAt : null,
      });
    }
  }
  // the other demo enterprise accounts (ent_hr, ent_training) each keep a draft to finish, so /entDemand shows them a row to edit
  const others = await db.select({ enterpriseId: appUser.enterpriseId }).from(appUser).where(inArray(appUser.username, ['ent_hr', 'ent_training']));
  for (const { enterpriseId } of others) {
    if (enterpriseId === null) continue;
    const updatedAt = new Date(REFERENCE_TIME - 3 * 86_400_000);
    rows.push({ ...DRAFT_POST, enterpriseId, createdAt: updatedAt, updatedAt, publishedAt: null });
  }
  await insertChunked(db, demand, rows);
  const inserted = await db.select({ id: demand.id, status: demand.status, at: demand.updatedAt }).from(demand).orderBy(asc(demand.id));
  await insertChunked(
    db,
    demandStatusLog,
    inserted.filter((d) => d.status !== 'draft').map((d) => ({ demandId: d.id, fromStatus: d.status === 'pending' ? 'draft' : 'pending', toStatus: d.status, userId: d.status === 'pending' ? null : (staffUser?.id ?? null), note: '演示数据', at: d.at })),
  );
}
