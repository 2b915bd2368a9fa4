import { Faker, base, zh_CN } from '@faker-js/faker';
import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { APPLICATION_EXPERT_ROLE, APPLICATION_FILERS, APPLICATION_TYPES, DEPARTMENTS as D, type ApplicationStatus, type ApplicationType } from '@portal/api';
import { ageFromIdCard } from '@portal/validators';
import type { Db } from '../db/open';
import { appUser } from '../modules/account/tables';
import { amountOf } from '../modules/application/eligibility';
import { application, applicationEvent, applicationScore } from '../modules/application/tables';
import { DEGREE_LEVELS, EDUCATION_LEVELS, enterprise, staff, street } from '../modules/enterprise/tables';
import { demoIdCard, insertChunked, REFERENCE_TIME, DAY_MS } from './common';


/** Demo staff of the application departments without an account before issue 6 (README lists them). */
const NEW_STAFF = [
  { username: 'staff_zjk', name: '许宁', deptName: D.professionalTechnologyOffice, roles: [D.professionalTechnologyOffice], phonenumber: '13800138015' },
  { username: 'staff_zxzj', name: '何峰', deptName: D.talentGroup, roles: [D.talentGroupSpecialFunds], phonenumber: '13800138016' },
  { username: 'staff_expert', name: '吕教授', deptName: D.talentGroup, roles: [APPLICATION_EXPERT_ROLE], phonenumber: '13800138017' },
];

/** The demo account of the department that audits each type (docs/applications.md section 3). */
const AUDITOR: Record<ApplicationType, string> = {
  ruhu: 'staff_rcjl',
  zhufang: 'staff_rcjt',
  zfbtEnt: 'staff_rcjt',
  zfbtUser: 'staff_rcjt',
  Personnel: 'staff_zjk',
  Xzybzkf: 'staff_jyzx',
  springAllowance: 'staff_jyzx',
  fcwg: 'staff_jyzx',
  Zizhu: 'staff_zxzj',
  cjbt: 'staff_visual',
};

/** Statuses seeded for every type (withdraw for individual types, ent_withdraw for enterprise ones). */
const SEEDED_STATUSES: ApplicationStatus[] = ['temporary_storage', '', 'awaiting_check', 'agree', 'refused', 'against', 'withdraw', 'gs_publicity', 'gs_publicity_true', 'fail'];

/** Pending enterprise applications for the employment centre's batch audit (and `npm run bench`). */
const BACKLOG = 1_000;

/** What staff write when they refuse, return or fail an application. */
const NOTES = {
  refused: '经核查，申请人不符合本年度申报条件。',
  against: '请补充上传劳动合同及近6个月社保缴费证明，并核对联系电话。',
  fail: '补贴资金拨付时银行账户信息有误，退票，请核实后重新办理。',
  withdraw: '信息填写有误，撤回后重新提交。',
};

type StaffRow = { idCard: string; name: string; phone: string; education: string; enterpriseId: number; entryDate: string };
type EventRow = typeof applicationEvent.$inferInsert;

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Demo applications (issue 6): every type in every status with its timeline, a backlog of 1,000
 * pending enterprise applications for the employment centre, person_demo's housing application
 * pending audit and household-registration draft, ent_demo's approved talent project grant, the three new staff accounts (Personnel, Zizhu,
 * expert), person_demo's staff record and 60 more staff of enterprise 1 (ent_demo) for the spring
 * allowance import. Deterministic: its own random stream from `seed`.
 */
export async function seedApplications(db: Db, opts: { passwordHash: string; seed: number }): Promise<void> {
  const f = new Faker({ locale: [zh_CN, base], seed: opts.seed + 6 });
  await db.insert(appUser).values(NEW_STAFF.map((s) => ({ ...s, userKind: 1, nickName: s.name, passwordHash: opts.passwordHash })));
  const [person] = await db.select().from(appUser).where(eq(appUser.username, 'person_demo'));
  const at = (daysAgo: number) => REFERENCE_TIME - daysAgo * DAY_MS;
  await db.insert(staff).values([
    { enterpriseId: 1, name: person!.name, idCard: person!.idCard, phone: person!.phonenumber, education: '硕士研究生', position: '研发工程师', entryDate: day(at(760)) },
    ...Array.from({ length: 60 }, (_, i) => {
      const male = f.datatype.boolean();
      const birth = new Date(Date.UTC(f.number.int({ min: 1970, max: 2003 }), f.number.int({ min: 0, max: 11 }), f.number.int({ min: 1, max: 28 })));
      return {
        enterpriseId: 1,
        name: f.person.lastName() + f.person.firstName(male ? 'male' : 'female'),
        idCard: demoIdCard(f, birth, male),
        phone: `1${f.helpers.arrayElement(['3', '5', '7', '8', '9'])}${f.string.numeric(9)}`,
        education: f.helpers.arrayElement(EDUCATION_LEVELS),
        position: f.helpers.arrayElement(['生产操作工', '质量检验员', '仓储管理员', '设备维修技术员']),
        entryDate: day(at(f.number.int({ min: 40 + i, max: 1500 }))),
      };
    }),
  ]);

  const users = await db.select({ id: appUser.id, name: appUser.name, username: appUser.username }).from(appUser).where(inArray(appUser.username, [...new Set(Object.values(AUDITOR)), 'staff_expert']));
  const userOf = (username: string) => users.find((u) => u.username === username)!;
  const streets = (await db.select({ code: street.code }).from(street).orderBy(asc(street.code))).map((s) => s.code);
  const ents = await db.select({ id: enterprise.id, name: enterprise.name, creditCode: enterprise.creditCode, foundedOn: enterprise.foundedOn }).from(enterprise).where(gt(enterprise.id, 1)).orderBy(asc(enterprise.id)).limit(450);
  const staffRows: StaffRow[] = await db
    .select({ idCard: staff.idCard, name: staff.name, phone: staff.phone, education: staff.education, enterpriseId: staff.enterpriseId, entryDate: staff.entryDate })
    .from(staff)
    .where(and(isNull(staff.leftOn), inArray(staff.enterpriseId, ents.map((e) => e.id))))
    .orderBy(asc(staff.id));
  const byEnt = new Map<number, StaffRow[]>();
  for (const s of staffRows) byEnt.set(s.enterpriseId, [...(byEnt.get(s.enterpriseId) ?? []), s]);
  const graduates = staffRows.filter((s) => (DEGREE_LEVELS as readonly string[]).includes(s.education) && (ageFromIdCard(s.idCard, new Date(REFERENCE_TIME)) ?? 99) <= 38);
  let nextGraduate = 0;
  const [ent1] = await db.select({ name: enterprise.name }).from(enterprise).where(eq(enterprise.id, 1));
  const entName = new Map([[1, ent1!.name], ...ents.map((e): [number, string] => [e.id, e.name])]);

  const bank = () => ({ bankName: f.helpers.arrayElement(['中国工商银行广州南湾支行', '中国建设银行广州南湾支行', '广州农村商业银行南湾支行']), bankAccount: f.string.numeric(19) });
  const contact = () => ({ contactName: f.person.lastName() + f.person.firstName(), contactPhone: `139${f.string.numeric(8)}` });
  const personFields = (type: ApplicationType, s: StaffRow): Record<string, unknown> => {
    const common = { name: s.name, idCard: s.idCard, phone: s.phone, education: s.education, attachmentIds: [] };
    switch (type) {
      case 'ruhu':
        return {
          ...common,
          school: f.helpers.arrayElement(['中山大学', '华南理工大学', '暨南大学', '湖南大学', '武汉大学']),
          major: f.helpers.arrayElement(['计算机科学与技术', '机械工程', '会计学', '生物医学工程']),
          graduationDate: `${Number(s.idCard.slice(6, 10)) + 22}-06-30`,
          currentHukou: f.helpers.arrayElement(['湖南省长沙市岳麓区', '江西省赣州市章贡区', '广西壮族自治区桂林市七星区']),
          moveToAddress: `南湾区${f.helpers.arrayElement(['人才公寓', '集体户'])}${f.number.int({ min: 1, max: 30 })}号`,
          accompanying: f.number.int({ min: 0, max: 2 }),
        };
      case 'zhufang':
        return { ...common, entName: entName.get(s.enterpriseId) ?? '', maritalStatus: f.helpers.arrayElement(['未婚', '已婚']), familySize: f.number.int({ min: 1, max: 4 }), ownsHousing: '无', preferredStreet: f.helpers.arrayElement(streets), roomType: f.helpers.arrayElement(['一房', '两房', '三房']) };
      case 'Personnel':
        return { ...common, talentCategory: f.helpers.arrayElement(['B类', 'C类', 'D类']), professionalTitle: f.helpers.arrayElement(['高级工程师', '工程师', '高级经济师']), titleLevel: f.helpers.arrayElement(['副高级', '中级']), achievements: '主持完成省级科技项目2项，获授权发明专利3件，带领团队实现关键工艺国产化。' };
      case 'cjbt': {
        const e = f.helpers.arrayElement(ents);
        return { ...common, businessName: e.name, creditCode: e.creditCode, employees: f.number.int({ min: 1, max: 20 }), ...bank() };
      }
      default:
        return { ...common, rentalAddress: `南湾区${f.location.street()}${f.number.int({ min: 1, max: 200 })}号`, monthlyRent: f.number.int({ min: 1200, max: 4500 }), leaseStart: day(at(200)), leaseEnd: day(at(-165)), ownsHousing: '无', ...bank() };
    }
  };
  const entFields = (type: ApplicationType, people: StaffRow[]): Record<string, unknown> => {
    const base = { year: 2026, ...contact(), attachmentIds: [] };
    const who = (s: StaffRow) => ({ name: s.name, idCard: s.idCard, phone: s.phone });
    switch (type) {
      case 'Xzybzkf':
        return { ...base, ...bank(), people: people.map((s) => ({ ...who(s), postName: '生产操作工', entryDate: s.entryDate })) };
      case 'Zizhu':
        return {
          ...base,
          projectName: `${f.helpers.arrayElement(['新型储能材料', '工业视觉检测', '海洋生物医药'])}产业化项目`,
          fundingCategory: f.helpers.arrayElement(['创新创业团队', '领军人才', '青年拔尖人才']),
          leaderName: people[0]!.name,
          leaderIdCard: people[0]!.idCard,
          requestedAmount: f.helpers.arrayElement([50, 100, 200]),
          summary: '项目围绕区重点产业链关键环节开展技术攻关，计划三年内完成中试与量产，预计新增就业岗位60个，形成发明专利5件以上。',
        };
      case 'zfbtEnt':
        return { ...base, people: people.map((s) => ({ ...who(s), education: s.education, monthlyRent: f.number.int({ min: 1000, max: 3000 }) })) };
      case 'springAllowance':
        return { ...base, ...bank(), people: people.map((s) => ({ ...who(s), postName: '生产操作工', stayFrom: '2026-02-14', stayTo: '2026-02-24' })) };
      default:
        return { ...base, ...bank(), people: people.map((s) => ({ ...who(s), fromPlace: f.helpers.arrayElement(['湖南省衡阳市', '广西壮族自治区玉林市', '四川省南充市']), returnDate: '2026-02-26', ticketAmount: f.number.int({ min: 150, max: 900 }) })) };
    }
  };

  const apps: (typeof application.$inferInsert & { events: Omit<EventRow, 'applicationId'>[]; scoreBy?: number })[] = [];
  /** One application in `status`, with the events that led there, `daysAgo` when it was filed. */
  const add = (type: ApplicationType, status: ApplicationStatus, fields: Record<string, unknown>, who: { enterpriseId: number | null; applicantUserId?: number | null }, daysAgo: number) => {
    const person = APPLICATION_FILERS[type] === 'person';
    const auditor = userOf(AUDITOR[type]);
    const filer = person ? { actorName: String(fields.name), actorRole: 'applicant' } : { actorName: String(fields.contactName), actorRole: 'enterprise' };
    const t = (d: number) => new Date(at(daysAgo - d));
    const events: Omit<EventRow, 'applicationId'>[] = [];
    const ev = (action: string, from: string | null, to: string, d: number, by: 'filer' | 'staff', comment = '') =>
      events.push({ action, fromStatus: from, toStatus: to, at: t(d), comment, ...(by === 'filer' ? { ...filer, actorUserId: who.applicantUserId ?? null } : { actorName: auditor.name, actorRole: 'staff', actorUserId: auditor.id }) });
    const real = status === 'withdraw' && !person ? 'ent_withdraw' : status;
    if (real === 'temporary_storage') ev('save', null, 'temporary_storage', 0, 'filer');
    else ev('fill', null, real === '' ? '' : 'awaiting_check', 0, 'filer');
    if (['agree', 'gs_publicity', 'gs_publicity_true'].includes(real)) ev('agree', 'awaiting_check', 'agree', 3, 'staff', '材料齐全，符合条件。');
    if (['gs_publicity', 'gs_publicity_true'].includes(real)) ev('publicityStart', 'agree', 'gs_publicity', 5, 'staff');
    if (real === 'gs_publicity_true') ev('publicityEnd', 'gs_publicity', 'gs_publicity_true', 12, 'staff', '公示期满无异议。');
    if (real === 'refused' || real === 'against' || real === 'fail') ev(real, 'awaiting_check', real, 4, 'staff', NOTES[real]);
    if (real === 'withdraw' || real === 'ent_withdraw') ev(real === 'withdraw' ? 'withdraw' : 'entWithdraw', 'awaiting_check', real, 1, 'filer', NOTES.withdraw);
    const last = events[events.length - 1]!.at as Date;
    const published = events.find((e) => e.action === 'publicityStart')?.at as Date | undefined;
    const ended = events.find((e) => e.action === 'publicityEnd')?.at as Date | undefined;
    const people = Array.isArray(fields.people) ? fields.people.length : 0;
    apps.push({
      type,
      status: real,
      version: events.length,
      filedBy: person ? 'person' : 'ent',
      applicantUserId: who.applicantUserId ?? null,
      enterpriseId: who.enterpriseId,
      applicantName: person ? String(fields.name) : (entName.get(who.enterpriseId!) ?? ''),
      applicantIdCard: person ? String(fields.idCard) : '',
      applicantPhone: String(person ? fields.phone : fields.contactPhone),
      fields,
      peopleCount: people,
      amount: amountOf(type, fields),
      submittedAt: real === 'temporary_storage' ? null : t(0),
      publicityStart: published ?? null,
      publicityEnd: ended ?? null,
      createdAt: t(0),
      updatedAt: last,
      events,
    });
  };

  // one cursor per type, so no enterprise files the same type twice
  const cursors = new Map<ApplicationType, number>();
  const nextEnt = (type: ApplicationType, size: number) => {
    const filter = type === 'fcwg' ? (s: StaffRow) => !s.idCard.startsWith('44') : () => true;
    for (;;) {
      const k = cursors.get(type) ?? 0;
      cursors.set(type, k + 1);
      const e = ents[k % ents.length]!;
      const people = (byEnt.get(e.id) ?? []).filter(filter).slice(0, size);
      if (people.length >= Math.min(size, 1)) return { enterpriseId: e.id, people };
    }
  };

  for (const [ti, type] of APPLICATION_TYPES.entries()) {
    const statuses = [...SEEDED_STATUSES, 'gs_publicity', 'gs_publicity', 'awaiting_check'] as ApplicationStatus[];
    for (const [si, status] of statuses.entries()) {
      const daysAgo = 20 + ((ti * 7 + si * 3) % 60);
      if (APPLICATION_FILERS[type] === 'person') {
        const s = graduates[nextGraduate++ % graduates.length]!;
        add(type, status, personFields(type, s), { enterpriseId: s.enterpriseId }, daysAgo);
      } else {
        const { enterpriseId, people } = nextEnt(type, type === 'Zizhu' ? 1 : 3);
        add(type, status, entFields(type, people), { enterpriseId }, daysAgo);
      }
    }
  }
  // the employment centre's backlog, for its batch audit and `npm run bench`
  const backlogTypes: ApplicationType[] = ['springAllowance', 'fcwg', 'Xzybzkf'];
  for (let i = 0; i < BACKLOG; i++) {
    const type = backlogTypes[i % 3]!;
    const { enterpriseId, people } = nextEnt(type, f.number.int({ min: 1, max: 4 }));
    add(type, 'awaiting_check', entFields(type, people), { enterpriseId }, 1 + (i % 15));
  }
  // person_demo: housing pending audit, household registration saved half-way
  const demo: StaffRow = { idCard: person!.idCard, name: person!.name, phone: person!.phonenumber, education: '硕士研究生', enterpriseId: 1, entryDate: day(at(760)) };
  add('zhufang', 'awaiting_check', personFields('zhufang', demo), { enterpriseId: 1, applicantUserId: person!.id }, 6);
  const ruhuDraft = personFields('ruhu', demo);
  add('ruhu', 'temporary_storage', { name: ruhuDraft.name, idCard: ruhuDraft.idCard, phone: ruhuDraft.phone, education: ruhuDraft.education, school: ruhuDraft.school }, { enterpriseId: 1, applicantUserId: person!.id }, 2);
  // ent_demo: a talent project grant approved last quarter, so its 单位补贴申请 list has a row to open
  add('Zizhu', 'agree', entFields('Zizhu', [demo]), { enterpriseId: 1 }, 75);

  const expert = userOf('staff_expert');
  const ids = (await db.insert(application).values(apps.map(({ events: _e, ...a }) => a)).returning({ id: application.id })).map((r) => r.id);
  await insertChunked(db, applicationEvent, apps.flatMap((a, i) => a.events.map((e) => ({ ...e, applicationId: ids[i]! }))));
  // experts have scored the pending zfbtUser applications, so staff can approve them
  const scored = apps.map((a, i) => ({ a, id: ids[i]! })).filter(({ a }) => a.type === 'zfbtUser' && (a.status === 'awaiting_check' || a.status === ''));
  if (scored.length) await db.insert(applicationScore).values(scored.map(({ id }, k) => ({ applicationId: id, expertUserId: expert.id, expertName: expert.name, score: 70 + k * 5, comment: '材料完整，符合评分标准。', at: new Date(at(5)) })));
}
