import { Faker, base, zh_CN } from '@faker-js/faker';
import { and, asc, count, desc, eq, inArray, like } from 'drizzle-orm';
import { HR_SERVICE_INSTITUTION, NOTICE_AUDIT_PERMISSION } from '@portal/api';
import type { Db } from '../db/open';
import type { FileStorage } from '../modules/files/storage';
import { appUser } from '../modules/account/tables';
import { enterprise, industry, staff, street } from '../modules/enterprise/tables';
import { entranceConfig, organisation } from '../modules/home/tables';
import { notice, noticeAttachment, noticeMessage, noticeSubscription } from '../modules/notice/tables';
import { insertChunked, REFERENCE_TIME, storeFile, DAY_MS } from './common';
import { tableWorkbook } from '../modules/files/workbook';
import { seedPolicyMatters } from './policyMatters';
import { DEMO_DISTRICT, NOTICE_TOPICS, PUBLISHING_DEPARTMENTS } from './reference';


/** The content auditor of the demo (README): staff of the bureau with the 通知公告审核 person router. */
export const DEMO_AUDITOR = { username: 'staff_audit', name: '林审', deptName: '区人力资源和社会保障局', phonenumber: '13800138099' };

function noticeText(f: Faker, topic: string, dept: string, year: number): string {
  const paragraphs = [
    `为深入实施人才强区战略，进一步优化人才发展环境，根据有关文件精神，${dept}决定开展${year}年${topic}相关工作，现将有关事项通知如下。`,
    `一、适用对象：在本区依法登记注册、具有独立法人资格的企事业单位及符合条件的个人。申报单位须如实填报相关数据，并对材料的真实性负责。`,
    `二、办理时间：自本通知发布之日起至${year}年${f.number.int({ min: 1, max: 12 })}月${f.number.int({ min: 1, max: 28 })}日止，逾期不予受理。请通过本平台"数据采集"模块在线填报。`,
    `三、办理流程：单位登录平台填报并上传附件，经街道初审、主管部门复核后，结果将在平台公示，公示期为5个工作日。`,
    `咨询电话：020-${f.string.numeric(8)}（工作日 9:00-12:00，14:00-17:30）。`,
  ];
  return paragraphs.map((p) => `<p>${p}</p>`).join('') + `<p style="text-align: right">${dept}</p><p style="text-align: right">${year}年</p>`;
}

/** Chinese ordinals for the batches of a repeated notice (第二批 ...); beyond them, digits. */
const BATCHES = ['二', '三', '四', '五', '六', '七', '八', '九', '十'];

/**
 * Makes every title unique, as a bureau's would be (issue 24, demo data that reads as real): the
 * newest keeps its title; an older notice of the same title becomes a batch (……的通知（第二批）),
 * an older policy of the same name a revision of its year inside the title marks
 * (《……（2024年修订）》), then a batch. Draws nothing, so the rest of the demo is unchanged.
 */
function uniqueTitles<T extends { title: string; category: string; createdAt: Date }>(items: T[]): T[] {
  const used = new Set<string>();
  return items.map((item) => {
    const year = item.createdAt.getUTCFullYear();
    const candidates = [item.title, ...(item.category === 'policy' ? [item.title.replace(/》/, `（${year}年修订）》`)] : [])];
    let title = candidates.find((c) => !used.has(c));
    for (let k = 0; !title; k++) {
      const candidate = `${item.title}（第${BATCHES[k] ?? k + 2}批）`;
      if (!used.has(candidate)) title = candidate;
    }
    used.add(title);
    return { ...item, title };
  });
}

/**
 * Notices and policies: `n` items over the two years before the reference time, newest first
 * by id order, no two with the same title. Every 25th waits for audit, and a few are drafts or
 * rejected, so the staff pages show every status.
 */
function drawNotices(f: Faker, n: number) {
  return uniqueTitles(drawNoticeItems(f, n));
}

/** The notices of {@link drawNotices} as drawn, titles possibly repeated. */
function drawNoticeItems(f: Faker, n: number) {
  return Array.from({ length: n }, (_, i) => {
    const category = i % 3 === 2 ? 'policy' : 'notice';
    const dept = f.helpers.arrayElement(PUBLISHING_DEPARTMENTS);
    const topic = f.helpers.arrayElement(NOTICE_TOPICS);
    const time = new Date(REFERENCE_TIME - Math.floor((i * 720 * DAY_MS) / n) - f.number.int({ min: 0, max: 8 * 3_600_000 }));
    const year = time.getUTCFullYear();
    const title =
      category === 'policy'
        ? `关于印发《${DEMO_DISTRICT.name}${topic}${f.helpers.arrayElement(['实施办法', '管理办法', '若干措施'])}》的通知`
        : f.helpers.arrayElement([`关于开展${year}年${topic}申报工作的通知`, `关于做好${year}年度${topic}工作的通知`, `${year}年${topic}拟认定名单公示`]);
    const status = i % 25 === 24 ? 'pending' : i % 100 === 49 ? 'draft' : i % 100 === 74 ? 'rejected' : 'published';
    return {
      title,
      content: noticeText(f, topic, dept, year),
      category,
      deptName: dept,
      status,
      rejectReason: status === 'rejected' ? '申报时间与材料清单不完整，请补充后重新提交。' : '',
      publishTime: status === 'published' ? time : null,
      updatedAt: time,
      createdAt: time,
      viewCount: status === 'published' ? f.number.int({ min: 0, max: 3000 }) : 0,
    };
  });
}

/** District figures the public data and reports publish, from the demo tables. */
async function districtTables(db: Db) {
  const byStreet = await db
    .select({ name: street.name, enterprises: count(enterprise.id) })
    .from(street)
    .leftJoin(enterprise, eq(enterprise.streetCode, street.code))
    .groupBy(street.code, street.name)
    .orderBy(asc(street.code));
  const byIndustry = await db
    .select({ code: industry.code, name: industry.name, enterprises: count(enterprise.id) })
    .from(industry)
    .leftJoin(enterprise, eq(enterprise.industryCode, industry.code))
    .groupBy(industry.code, industry.name)
    .orderBy(asc(industry.code));
  const byEducation = await db.select({ education: staff.education, n: count() }).from(staff).groupBy(staff.education).orderBy(desc(count()));
  return { byStreet, byIndustry, byEducation };
}

const DATA_ITEMS = [
  { title: '各街道企业分布统计', file: '各街道企业分布统计.xlsx', table: 'street' },
  { title: '各行业门类企业数量统计（GB/T 4754-2017）', file: '各行业门类企业数量统计.xlsx', table: 'industry' },
  { title: '在职人员学历结构统计', file: '在职人员学历结构统计.xlsx', table: 'education' },
] as const;

const REPORT_TITLES = ['人才发展年度报告', '重点产业人才需求分析报告', '高校毕业生就业状况报告', '人力资源市场供求分析报告'];

/**
 * Public data (公开数据) and talent reports (人才报告), published by the bureau, each with a
 * workbook of real figures from the demo tables when a file storage is given (none in the
 * test snapshot, whose items then have no files).
 */
async function seedPublications(db: Db, f: Faker, storage: FileStorage | undefined): Promise<void> {
  const t = await districtTables(db);
  const sheets = {
    street: () => tableWorkbook('街道', ['街道', '企业数'], t.byStreet.map((r) => [r.name, r.enterprises])),
    industry: () => tableWorkbook('行业', ['门类代码', '行业门类', '企业数'], t.byIndustry.map((r) => [r.code, r.name, r.enterprises])),
    education: () => tableWorkbook('学历', ['最高学历', '人数'], t.byEducation.map((r) => [r.education, r.n])),
  };
  const years = [2026, 2025, 2024];
  let k = 0;
  for (const year of years) {
    for (const item of DATA_ITEMS) {
      const time = new Date(REFERENCE_TIME - (k * 23 + 3) * DAY_MS);
      const [row] = await db
        .insert(notice)
        .values({
          title: `${year}年${DEMO_DISTRICT.name}${item.title}`,
          summary: `${DEMO_DISTRICT.name}${year}年${item.title}，数据来源：区人才数据采集平台，统计口径为在本区登记注册的企业。`,
          content: `<p>本数据集为${DEMO_DISTRICT.name}${year}年${item.title}，数据来源于区人才数据采集平台企业填报及部门共享数据，统计截至${year}年${year === 2026 ? '10' : '12'}月底。</p><p>数据以 Excel 工作簿提供，可下载后使用。如对数据有疑问，请联系区人力资源和社会保障局。</p>`,
          category: 'data',
          deptName: PUBLISHING_DEPARTMENTS[0]!,
          status: 'published',
          publishTime: time,
          createdAt: time,
          updatedAt: time,
          viewCount: f.number.int({ min: 40, max: 900 }),
        })
        .returning({ id: notice.id });
      if (storage) {
        const fileId = await storeFile(db, storage, `${year}年${item.file}`, await sheets[item.table](), f.number.int({ min: 5, max: 300 }));
        await db.insert(noticeAttachment).values({ noticeId: row!.id, fileId });
      }
      k++;
    }
  }
  for (const [i, title] of REPORT_TITLES.entries()) {
    const year = 2026 - Math.floor(i / 2);
    const time = new Date(REFERENCE_TIME - (i * 41 + 10) * DAY_MS);
    const [row] = await db
      .insert(notice)
      .values({
        title: `${DEMO_DISTRICT.name}${year}年${title}`,
        summary: `报告从人才规模、结构、流动与需求等方面，分析${DEMO_DISTRICT.name}${year}年人才发展状况，并提出下一步工作建议。`,
        content: [
          `<h2>一、总体情况</h2><p>${year}年，${DEMO_DISTRICT.name}坚持人才引领发展战略，人才总量稳步增长，人才结构持续优化，重点产业人才集聚效应进一步显现。</p>`,
          `<h2>二、主要特点</h2><p>一是本科及以上学历人才占比提高；二是制造业、信息技术服务业人才需求旺盛；三是青年人才净流入保持增长。</p>`,
          `<h2>三、存在问题</h2><p>高层次人才和高技能人才仍然紧缺，部分行业人才流动性偏高，人才服务的精准度有待提升。</p>`,
          `<h2>四、工作建议</h2><p>进一步完善人才政策体系，加强校企合作与技能人才培养，优化人才住房、入户等配套服务。</p>`,
        ].join(''),
        category: 'report',
        deptName: PUBLISHING_DEPARTMENTS[0]!,
        status: 'published',
        publishTime: time,
        createdAt: time,
        updatedAt: time,
        viewCount: f.number.int({ min: 100, max: 2000 }),
      })
      .returning({ id: notice.id });
    if (storage) {
      const fileId = await storeFile(db, storage, `${title}附表.xlsx`, await sheets.industry(), f.number.int({ min: 10, max: 500 }));
      await db.insert(noticeAttachment).values({ noticeId: row!.id, fileId });
    }
  }
}

/** Interpretations (政策解读) of the newest published policies, by the policy's department. */
async function seedInterpretations(db: Db): Promise<void> {
  const policies = await db
    .select({ id: notice.id, title: notice.title, deptName: notice.deptName, publishTime: notice.publishTime })
    .from(notice)
    .where(and(eq(notice.category, 'policy'), eq(notice.status, 'published')))
    .orderBy(desc(notice.publishTime))
    .limit(6);
  if (policies.length === 0) return;
  await db.insert(notice).values(
    policies.map((p) => {
      const name = /《(.+)》/.exec(p.title)?.[1] ?? p.title;
      const time = new Date(p.publishTime!.getTime() + 2 * DAY_MS);
      return {
        title: `《${name}》政策解读`,
        summary: '',
        content: `<h3>一、制定背景</h3><p>为落实人才优先发展战略，${p.deptName}制定了《${name}》。</p><h3>二、主要内容</h3><p>明确了适用对象、支持标准、申报条件和办理流程。</p><h3>三、申报方式</h3><p>符合条件的单位和个人通过本平台在线申报，材料经审核后按规定拨付。</p>`,
        category: 'explain',
        deptName: p.deptName,
        status: 'published',
        relatedId: p.id,
        publishTime: time,
        createdAt: time,
        updatedAt: time,
      };
    }),
  );
}

const ENTRANCES = [
  { code: '10', name: '人才入户', description: '新引进人才入户申请与进度查询', href: '/serviceGuide?code=10', important: true },
  { code: '20', name: '人才住房补贴', description: '新引进人才住房补贴申报', href: '/serviceGuide?code=20', important: true },
  { code: '30', name: '企业补贴申报', description: '面向企业的各类补贴申报入口', href: '/moreService', important: false },
  { code: '31', name: '春节留岗补贴', description: '企业为春节期间留岗员工申领补贴', href: '/serviceGuide?code=31', important: true },
  { code: '32', name: '一次性创业资助', description: '首次创业人员一次性资助', href: '/serviceGuide?code=32', important: true },
  { code: '33', name: '就业见习补贴', description: '见习基地见习补贴申报', href: '/serviceGuide?code=33', important: false },
  { code: '40', name: '人事人才服务', description: '人事代理、职称评审等服务', href: '/serviceGuide?code=40', important: true },
  { code: '41', name: '博士后工作站', description: '博士后进出站备案与资助', href: '/serviceGuide?code=41', important: false },
  { code: '42', name: '职业技能培训补贴', description: '职业技能培训与评价补贴', href: '/serviceGuide?code=42', important: true },
  { code: '99', name: '招聘网', description: '合作招聘网站的岗位信息', href: '/recruitnet', important: false },
];

/** Organisations of /organList: HR service institutions and key enterprises (most staff); HR products (type 3) are seeded by seed/minihome.ts. */
async function seedOrganisations(db: Db, f: Faker): Promise<void> {
  const hr = await db
    .select({ id: enterprise.id, name: enterprise.name, street: street.name })
    .from(enterprise)
    .innerJoin(street, eq(street.code, enterprise.streetCode))
    .where(like(enterprise.enterpriseType, `%${HR_SERVICE_INSTITUTION}%`))
    .orderBy(asc(enterprise.id))
    .limit(12);
  const services = ['人才招聘', '人力资源外包', '劳务派遣', '猎头服务', '人才测评', '职业指导', '培训服务', '薪酬咨询'];
  const phone = () => `020-${f.string.numeric(8)}`;
  const biggest = await db
    .select({ id: enterprise.id, name: enterprise.name, street: street.name, industry: industry.name, staff: count(staff.id) })
    .from(enterprise)
    .innerJoin(street, eq(street.code, enterprise.streetCode))
    .innerJoin(industry, eq(industry.code, enterprise.industryCode))
    .innerJoin(staff, eq(staff.enterpriseId, enterprise.id))
    .where(inArray(enterprise.id, db.select({ id: enterprise.id }).from(enterprise).orderBy(asc(enterprise.id)).limit(2000)))
    .groupBy(enterprise.id, street.name, industry.name)
    .orderBy(desc(count(staff.id)), asc(enterprise.id))
    .limit(16);
  await db.insert(organisation).values([
    ...hr.map((e, i) => ({
      type: 1,
      name: e.name,
      intro: `经人力资源社会保障部门许可的人力资源服务机构，位于${e.street}，为区内企业提供招聘、外包与咨询等服务。`,
      address: `${DEMO_DISTRICT.name}${e.street}${f.location.street()}${f.number.int({ min: 1, max: 300 })}号`,
      phone: phone(),
      tags: f.helpers.arrayElements(services, 3),
      enterpriseId: e.id,
      sort: i,
    })),
    ...biggest.map((e, i) => ({
      type: 2,
      name: e.name,
      intro: `${e.industry}重点企业，在职员工 ${e.staff} 人，位于${e.street}。`,
      address: `${DEMO_DISTRICT.name}${e.street}${f.location.street()}${f.number.int({ min: 1, max: 300 })}号`,
      phone: phone(),
      tags: [e.industry.split('、')[0]!, '重点企业'],
      enterpriseId: e.id,
      sort: i,
    })),
  ]);
}

/**
 * ent_demo subscribes to every department's notices, and its latest 12 matching notices wait
 * unread in its messages (the header's count).
 */
async function seedSubscriptions(db: Db): Promise<void> {
  const [ent] = await db.select({ id: appUser.id }).from(appUser).where(eq(appUser.username, 'ent_demo'));
  if (!ent) return;
  await db.insert(noticeSubscription).values(PUBLISHING_DEPARTMENTS.map((deptName) => ({ userId: ent.id, deptName, category: 'notice' })));
  const latest = await db
    .select({ id: notice.id, publishTime: notice.publishTime })
    .from(notice)
    .where(and(eq(notice.status, 'published'), eq(notice.category, 'notice')))
    .orderBy(desc(notice.publishTime), desc(notice.id))
    .limit(12);
  await db.insert(noticeMessage).values(latest.map((n) => ({ userId: ent.id, noticeId: n.id, createdAt: n.publishTime! })));
}

/**
 * Fills the content of the demo: notices and policies (`notices` of them), their interpretations,
 * public data and talent reports (with generated workbooks when `storage` is given), the policy
 * matters (seed/policyMatters.ts), the service
 * entrances, the /organList organisations, the content auditor `staff_audit` and ent_demo's
 * subscriptions and messages. Runs after the accounts and enterprises exist. Deterministic for a
 * given `seed`.
 */
export async function seedContent(db: Db, opts: { notices: number; seed: number; passwordHash: string; storage?: FileStorage | undefined }): Promise<void> {
  const f = new Faker({ locale: [zh_CN, base], seed: opts.seed + 4 });
  await insertChunked(db, notice, drawNotices(f, opts.notices));
  await seedInterpretations(db);
  await seedPublications(db, f, opts.storage);
  await seedPolicyMatters(db, opts.storage);
  await db.insert(entranceConfig).values(ENTRANCES.map((e, i) => ({ ...e, enabled: true, sort: i })));
  await seedOrganisations(db, f);
  await db.insert(appUser).values({
    ...DEMO_AUDITOR,
    passwordHash: opts.passwordHash,
    userKind: 1,
    nickName: DEMO_AUDITOR.name,
    roles: [],
    personRouters: [NOTICE_AUDIT_PERMISSION],
  });
  await seedSubscriptions(db);
}
