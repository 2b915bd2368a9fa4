import { Faker, base, zh_CN } from '@faker-js/faker';
import { asc, eq, inArray } from 'drizzle-orm';
import { COMMITMENT_ITEMS, CRAFTSMAN_TITLES, HIRING_TRENDS, JOB_LOSS_REASONS, RECRUITING_DIFFICULTIES, SKILL_LEVELS, TRAINING_KINDS, WORK_TRAINEE_KINDS } from '@portal/api';
import type { Db } from '../db/open';
import { appUser } from '../modules/account/tables';
import { enterprise } from '../modules/enterprise/tables';
import { craftsman, employmentSurvey, enterpriseTraining, fitDuty, fixedPointMonitor, fulfillment, unemploymentMonitor, workTraining } from '../modules/employmentMonitor/tables';
import { REFERENCE_TIME, daysAgo, demoIdCard, insertChunked } from './common';

/** The month `back` months before the reference month, YYYY-MM. */
const month = (back: number) => {
  const d = new Date(REFERENCE_TIME);
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - back);
  return d.toISOString().slice(0, 7);
};

/**
 * The employment-monitoring registers' demo rows (issue 14): ent_demo's enterprise (1) has six
 * months of unemployment monitoring, three of fixed-point monitoring, agreements, craftsmen,
 * trainees, training and two surveys; five more enterprises have fewer rows, so the overseeing
 * staff (staff_visual, staff_jyzx, staff_vocational) see several enterprises and ent_demo only its
 * own. Every headcount adds up and every date is before the reference time. Deterministic: its own
 * random stream from `seed`.
 */
export async function seedEmploymentMonitor(db: Db, seed: number): Promise<void> {
  const f = new Faker({ locale: [zh_CN, base], seed: seed + 11 });
  const ents = (await db.select({ id: enterprise.id }).from(enterprise).orderBy(asc(enterprise.id)).limit(6)).map((e) => e.id);
  const accounts = await db.select({ id: appUser.id, enterpriseId: appUser.enterpriseId }).from(appUser).where(inArray(appUser.enterpriseId, ents));
  const [demo] = await db.select({ id: appUser.id }).from(appUser).where(eq(appUser.username, 'ent_demo'));
  const keeper = (enterpriseId: number) => (enterpriseId === ents[0] ? demo?.id : accounts.find((a) => a.enterpriseId === enterpriseId)?.id) ?? null;
  const person = () => f.person.lastName() + f.person.firstName();
  const mobile = () => `13${f.number.int({ min: 5, max: 9 })}${f.string.numeric(8)}`;
  const idCard = () => demoIdCard(f, f.date.between({ from: '1975-01-01', to: '2003-12-31' }), f.datatype.boolean());
  /** How many rows enterprise `i` (0: enterprise 1) has where enterprise 1 has `first`. */
  const rowsOf = (i: number, first: number, others: number) => (i === 0 ? first : others);
  const each = <T>(first: number, others: number, row: (enterpriseId: number, k: number) => T) =>
    ents.flatMap((enterpriseId, i) => Array.from({ length: rowsOf(i, first, others) }, (_, k) => ({ enterpriseId, userId: keeper(enterpriseId), ...row(enterpriseId, k) })));

  await insertChunked(
    db,
    unemploymentMonitor,
    ents.flatMap((enterpriseId, i) => {
      let count = f.number.int({ min: 40, max: 400 });
      return Array.from({ length: rowsOf(i, 6, 3) }, (_, k) => {
        const hired = f.number.int({ min: 0, max: 12 });
        const left = k % 3 === 1 ? 0 : f.number.int({ min: 1, max: 10 });
        const row = { enterpriseId, userId: keeper(enterpriseId), period: month(rowsOf(i, 6, 3) - k), lastCount: count, hired, left, currentCount: count + hired - left, reason: left === 0 ? '无减少' : JOB_LOSS_REASONS[1 + ((i + k) % 6)]!, filledBy: person(), phone: mobile() };
        count = row.currentCount;
        return row;
      });
    }),
  );
  await insertChunked(
    db,
    fixedPointMonitor,
    each(3, 2, (_, k) => {
      const staffCount = f.number.int({ min: 60, max: 900 });
      return {
        period: month(k + 1),
        staffCount,
        recruited: f.number.int({ min: 0, max: 30 }),
        lost: f.number.int({ min: 0, max: 20 }),
        vacancies: f.number.int({ min: 0, max: 25 }),
        shortJobs: f.helpers.arrayElement(['数控车工、电工', '普工', '软件工程师', '质检员、仓管员', '']),
        avgWage: f.number.int({ min: 52, max: 150 }) * 100,
        trend: HIRING_TRENDS[k % 3]!,
        filledBy: person(),
        phone: mobile(),
      };
    }),
  );
  await insertChunked(
    db,
    fulfillment,
    each(2, 1, (enterpriseId, k) => {
      const promised = f.number.int({ min: 10, max: 60 });
      const met = k === 0 && enterpriseId % 2 === 1;
      return {
        agreementNo: `LY2025-${String(enterpriseId).padStart(3, '0')}${k + 1}`,
        item: COMMITMENT_ITEMS[(enterpriseId + k) % 3]!,
        signedOn: daysAgo(120 + 90 * k + enterpriseId),
        promised,
        achieved: met ? promised : f.number.int({ min: 0, max: promised - 1 }),
        status: met ? '已履约' : '履约中',
        remark: met ? '已按协议完成' : '',
      };
    }),
  );
  await insertChunked(
    db,
    craftsman,
    each(4, 1, (_, k) => ({ name: person(), idCard: idCard(), trade: f.helpers.arrayElement(['数控车工', '电工', '焊工', '钳工', '汽车维修工', '软件测试员']), skillLevel: SKILL_LEVELS[2 + (k % 3)]!, title: CRAFTSMAN_TITLES[k % 4]!, year: 2022 + (k % 4), phone: mobile() })),
  );
  const trainee = (k: number, days: number) => ({ name: person(), idCard: idCard(), startOn: daysAgo(200 - k * 30), endOn: daysAgo(200 - k * 30 - days) });
  await insertChunked(
    db,
    workTraining,
    each(3, 2, (_, k) => ({ ...trainee(k, 90), kind: WORK_TRAINEE_KINDS[k % 3]!, job: f.helpers.arrayElement(['装配工', '包装工', '客服专员', '仓储员']), months: 3 })),
  );
  await insertChunked(
    db,
    fitDuty,
    each(3, 1, (_, k) => ({ ...trainee(k, 10), job: f.helpers.arrayElement(['质检员', '操作工', '前台接待']), hours: 40, result: k === 2 ? '不合格' : '合格' })),
  );
  await insertChunked(
    db,
    enterpriseTraining,
    each(3, 1, (enterpriseId, k) => ({
      project: `${2026 - (k % 2)}年${TRAINING_KINDS[k % 4]}（第${k + 1}期）`,
      kind: TRAINING_KINDS[k % 4]!,
      startOn: daysAgo(150 + 60 * k + enterpriseId),
      endOn: daysAgo(145 + 60 * k + enterpriseId),
      trainees: f.number.int({ min: 8, max: 60 }),
      hours: f.number.int({ min: 8, max: 120 }),
      provider: f.helpers.arrayElement(['广州南湾职业培训学校', '企业内训', '']),
      cost: Math.round(f.number.float({ min: 0.5, max: 20 }) * 100) / 100,
    })),
  );
  await insertChunked(
    db,
    employmentSurvey,
    each(2, 1, (_, k) => ({
      year: 2025 - k,
      staffCount: f.number.int({ min: 60, max: 900 }),
      plannedHires: f.number.int({ min: 0, max: 80 }),
      difficulty: RECRUITING_DIFFICULTIES[k % 3]!,
      urgentJobs: f.helpers.arrayElement(['电气工程师、数控车工', '销售代表', '']),
      trend: HIRING_TRENDS[(k + 1) % 3]!,
      suggestion: k === 0 ? '希望多组织校企对接招聘会' : '',
    })),
  );
}
