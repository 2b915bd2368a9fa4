import { Faker, base, zh_CN } from '@faker-js/faker';
import { asc, eq } from 'drizzle-orm';
import { CONSULT_CHANNELS, CONSULT_TOPICS, DISPUTE_CAUSES, DISPUTE_OUTCOMES, DISPUTE_STAGES, PETITION_CATEGORIES, PETITION_CHANNELS, SUPERVISION_CASE_TYPES, SUPERVISION_SOURCES } from '@portal/api';
import type { Db } from '../db/open';
import { appUser } from '../modules/account/tables';
import { enterprise } from '../modules/enterprise/tables';
import { constructionPermit, laborConsult, laborCourtFeedback, laborPetition, laborSite, laborSupervision } from '../modules/laborRelation/tables';
import { DAY_MS, REFERENCE_TIME, daysAgo, insertChunked } from './common';

const mobile = (f: Faker) => `1${f.helpers.arrayElement(['3', '5', '8'])}${f.string.numeric(9)}`;
const money = (f: Faker, min: number, max: number) => Math.round(f.number.float({ min, max }) * 100) / 100;

/** What petitioners and enquirers say, by category (the demo's wording). */
const PETITION_TEXTS: Record<string, string> = {
  欠薪: '反映该单位拖欠工资两个月未发放',
  劳动合同: '反映入职半年仍未签订书面劳动合同',
  社会保险: '反映单位未为其缴纳社会保险',
  工伤: '反映工伤认定后单位未支付停工留薪期工资',
  劳务派遣: '反映派遣单位与用工单位互相推诿工资支付责任',
  其他: '反映单位安排连续加班且不支付加班费',
};

/**
 * The labour-relations ledgers' demo rows (issue 14), kept by staff_ldgx (劳动关系科): petitions,
 * inspection cases and dispute decisions about enterprises of the district (enterprise 1, ent_demo's,
 * among them, so /laoDongQuery finds all three for it), consultations, construction sites and
 * building permits. Harmony ratings are seeded with the dashboards. Deterministic: its own random
 * stream from `seed`; every date before the reference time.
 */
export async function seedLaborRelations(db: Db, seed: number): Promise<void> {
  const f = new Faker({ locale: [zh_CN, base], seed: seed + 7 });
  const [keeper] = await db.select({ id: appUser.id }).from(appUser).where(eq(appUser.username, 'staff_ldgx'));
  const ents = await db.select({ name: enterprise.name, creditCode: enterprise.creditCode }).from(enterprise).orderBy(asc(enterprise.id)).limit(40);
  // enterprise 1 first, then a spread of others
  const employer = (i: number) => ents[i % 4 === 0 ? 0 : (i * 7) % ents.length]!;
  const meta = (ago: number) => ({ userId: keeper?.id ?? null, createdAt: new Date(REFERENCE_TIME - ago * DAY_MS), updatedAt: new Date(REFERENCE_TIME - ago * DAY_MS) });
  const person = () => f.person.lastName() + f.person.firstName();

  await insertChunked(
    db,
    laborPetition,
    Array.from({ length: 60 }, (_, i) => {
      const ago = 5 + i * 11;
      const category = PETITION_CATEGORIES[i % PETITION_CATEGORIES.length]!;
      const e = employer(i);
      return {
        ...meta(ago),
        petitionNo: `XF${daysAgo(ago).replaceAll('-', '')}${String(i + 1).padStart(3, '0')}`,
        receivedOn: daysAgo(ago),
        petitioner: person(),
        phone: mobile(f),
        people: f.helpers.weightedArrayElement([
          { value: 1, weight: 6 },
          { value: f.number.int({ min: 2, max: 9 }), weight: 3 },
          { value: f.number.int({ min: 10, max: 40 }), weight: 1 },
        ]),
        channel: PETITION_CHANNELS[i % PETITION_CHANNELS.length]!,
        category,
        entName: e.name,
        creditCode: e.creditCode,
        amount: category === '欠薪' ? money(f, 0.5, 60) : 0,
        status: ago < 30 ? '办理中' : '已办结',
        content: PETITION_TEXTS[category]!,
        reply: ago < 30 ? '' : '经调查核实，已督促单位依法整改并答复信访人',
      };
    }),
  );
  await insertChunked(
    db,
    laborSupervision,
    Array.from({ length: 30 }, (_, i) => {
      const ago = 9 + i * 23;
      const e = employer(i);
      const year = daysAgo(ago).slice(0, 4);
      return {
        ...meta(ago),
        caseNo: `南劳监〔${year}〕${i + 1}号`,
        ...e,
        entName: e.name,
        caseType: SUPERVISION_CASE_TYPES[i % SUPERVISION_CASE_TYPES.length]!,
        source: SUPERVISION_SOURCES[i % SUPERVISION_SOURCES.length]!,
        filedOn: daysAgo(ago),
        workers: f.number.int({ min: 1, max: 80 }),
        amount: money(f, 0, 120),
        status: ago < 60 ? '办理中' : i % 9 === 0 ? '已移送' : '已结案',
        result: ago < 60 ? '' : '责令限期改正，单位已按期整改',
      };
    }),
  );
  await insertChunked(
    db,
    laborCourtFeedback,
    Array.from({ length: 24 }, (_, i) => {
      const ago = 15 + i * 29;
      const e = employer(i);
      const stage = DISPUTE_STAGES[i % 3]!;
      const year = daysAgo(ago).slice(0, 4);
      return {
        ...meta(ago),
        caseNo: stage === '仲裁' ? `南劳人仲案字〔${year}〕${100 + i}号` : `（${year}）粤0115民初${2000 + i}号`,
        stage,
        entName: e.name,
        creditCode: e.creditCode,
        worker: person(),
        cause: DISPUTE_CAUSES[i % DISPUTE_CAUSES.length]!,
        decidedOn: daysAgo(ago),
        outcome: DISPUTE_OUTCOMES[i % DISPUTE_OUTCOMES.length]!,
        amount: money(f, 0, 30),
      };
    }),
  );
  await insertChunked(
    db,
    laborConsult,
    Array.from({ length: 40 }, (_, i) => {
      const ago = 2 + i * 6;
      const topic = CONSULT_TOPICS[i % CONSULT_TOPICS.length]!;
      return {
        ...meta(ago),
        consultedOn: daysAgo(ago),
        name: person(),
        phone: mobile(f),
        channel: CONSULT_CHANNELS[i % CONSULT_CHANNELS.length]!,
        topic,
        entName: i % 3 === 0 ? employer(i).name : '',
        question: `咨询${topic}相关问题：${f.helpers.arrayElement(['单位是否可以扣减', '如何计算', '应向哪个部门反映', '需要准备哪些材料'])}`,
        answer: '已告知相关法律规定及办理渠道',
      };
    }),
  );
  const projects = ['人才公寓', '科创产业园', '智能制造基地', '滨江商务中心', '安置区', '学校扩建', '医院综合楼', '地铁上盖物业', '物流园', '研发中心', '商业综合体', '保障性住房'];
  await insertChunked(
    db,
    laborSite,
    projects.map((name, i) => {
      const e = employer(i + 1);
      const ago = 60 + i * 45;
      return {
        ...meta(ago),
        projectName: `南湾${name}${i % 2 === 0 ? '一期' : '二期'}工程`,
        address: `${f.helpers.arrayElement(['南湾街道', '北岭街道', '东涌街道', '滨江街道', '新港街道'])}${f.location.street()}${f.number.int({ min: 1, max: 300 })}号`,
        developer: `广州南湾${name}投资建设有限公司`,
        entName: e.name,
        creditCode: e.creditCode,
        startedOn: daysAgo(ago),
        workers: f.number.int({ min: 40, max: 900 }),
        wageAccount: i % 5 === 3 ? '未开设' : '已开设',
        realName: i % 6 === 4 ? '未落实' : '已落实',
        guarantee: money(f, 10, 300),
        status: i % 7 === 6 ? '停工' : i > 9 ? '竣工' : '在建',
      };
    }),
  );
  await insertChunked(
    db,
    constructionPermit,
    projects.map((name, i) => {
      const e = employer(i + 1);
      const ago = 75 + i * 45;
      return {
        ...meta(ago),
        permitNo: `440115${daysAgo(ago).replaceAll('-', '')}${String(i + 1).padStart(4, '0')}`,
        projectName: `南湾${name}${i % 2 === 0 ? '一期' : '二期'}工程`,
        developer: `广州南湾${name}投资建设有限公司`,
        entName: e.name,
        creditCode: e.creditCode,
        issuedOn: daysAgo(ago),
        contractPrice: money(f, 800, 60000),
        area: money(f, 5000, 200000),
        period: f.number.int({ min: 180, max: 1200 }),
      };
    }),
  );
}
