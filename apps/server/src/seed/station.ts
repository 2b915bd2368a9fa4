import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/open';
import { appUser } from '../modules/account/tables';
import { enterprise, street } from '../modules/enterprise/tables';
import { activity, activityApply, activityLog, companyDocking, companyDockingRecord, jobSeeker, jobSeekerFollowUp } from '../modules/station/tables';
import { DAY_MS, REFERENCE_TIME } from './common';

const HOUR_MS = 3_600_000;
/** `hour` o'clock (Asia/Shanghai) of the day `days` after the reference day (REFERENCE_TIME is 09:00 of it). */
const at = (days: number, hour = 0) => new Date(REFERENCE_TIME - 9 * HOUR_MS + days * DAY_MS + hour * HOUR_MS);

/**
 * Individuals of the station demo (issue 17; password Demo@2025 like every demo account): job
 * seekers of the demo street who sign up for activities beside person_demo. Inserted last, so
 * the ids of every other demo row stay as they were.
 */
export const STATION_PERSONS = [
  { username: 'person_li', name: '李娜', idCard: '44011219960309002X', phonenumber: '13700137003' },
  { username: 'person_wang', name: '王强', idCard: '440112198811210036', phonenumber: '13700137004' },
] as const;

/**
 * The station demo (docs/station.md): two more individuals; activities of 就业中心 (a published
 * recruitment fair with sign-ups, an ended training, a draft) and of the demo street's employment
 * post (staff_street: a published policy talk for individuals and enterprises), sign-up windows
 * open for 120 days after the reference time; and seven job seekers of the demo street (person_li
 * and person_wang registered themselves, five were registered by the post), two with follow-ups.
 * person_demo is not registered, so that it can register at /rcfnzLddj.
 */
export async function seedStation(db: Db, passwordHash: string): Promise<void> {
  await db.insert(appUser).values(STATION_PERSONS.map((p) => ({ ...p, passwordHash, userKind: 3, category: 'person', nickName: p.name })));
  const users = await db
    .select({ id: appUser.id, username: appUser.username, name: appUser.name, phone: appUser.phonenumber, streetCode: appUser.streetCode, enterpriseId: appUser.enterpriseId })
    .from(appUser)
    .where(inArray(appUser.username, ['staff_jyzx', 'staff_street', 'person_demo', 'person_li', 'person_wang', 'ent_demo']));
  const u = (name: string) => users.find((x) => x.username === name)!;
  const streetCode = u('staff_street').streetCode ?? '';
  const [streetRow] = await db.select({ name: street.name }).from(street).where(eq(street.code, streetCode));
  const centre = { ownerDept: '就业中心', ownerStreet: '', ownerName: '就业中心', createdBy: u('staff_jyzx').id };
  const post = { ownerDept: '街道管理', ownerStreet: streetCode, ownerName: `${streetRow?.name ?? ''}就业驿站`, createdBy: u('staff_street').id };
  const open = { signUpStart: at(-5), signUpEnd: at(120) };
  const rows = await db
    .insert(activity)
    .values([
      { ...centre, ...open, type: 'recruitment', title: '2027年春季人才招聘会', content: '区内120余家重点企业现场招聘，提供技术研发、智能制造、电子商务等岗位1500余个，现场提供简历指导与政策咨询。', place: '区人才服务中心一楼招聘大厅', startTime: at(121, 9), endTime: at(121, 17), capacity: 200, audience: 'both', status: 'published', venueKey: '5a1c0e7f3b9d2468' },
      { ...post, ...open, type: 'policy', title: '稳岗扩岗与创业补贴政策宣讲会', content: '讲解一次性吸纳就业补贴、创业担保贷款、灵活就业社保补贴的申请条件与办理流程，现场答疑。', place: `${streetRow?.name ?? ''}党群服务中心二楼会议室`, startTime: at(122, 14), endTime: at(122, 16), capacity: 30, audience: 'both', status: 'published', venueKey: '9e4b7a21c3d05f68' },
      { ...centre, signUpStart: at(-40), signUpEnd: at(-21), type: 'training', title: '电商直播技能提升培训班', content: '面向求职人员的电商直播实操培训，共3天，结业颁发培训证明。', place: '区职业技能培训基地', startTime: at(-20, 9), endTime: at(-18, 17), capacity: 40, audience: 'person', status: 'ended', venueKey: '0f2e4d6c8b0a1928' },
      { ...centre, signUpStart: at(10), signUpEnd: at(130), type: 'salon', title: '青年创业沙龙（筹备中）', content: '邀请创业导师分享初创企业融资与团队建设经验。', place: '区创业孵化基地路演厅', startTime: at(131, 14), endTime: at(131, 17), capacity: 50, audience: 'person', status: 'draft', venueKey: '7c3a5e1f9b2d4086' },
    ])
    .returning({ id: activity.id, status: activity.status, createdBy: activity.createdBy });
  await db.insert(activityLog).values(rows.filter((r) => r.status !== 'draft').map((r) => ({ activityId: r.id, action: 'publish', fromStatus: 'draft', toStatus: 'published', userId: r.createdBy, at: at(-6) })));
  const [fair, talk] = rows;
  const [ent] = await db.select({ name: enterprise.name }).from(enterprise).where(eq(enterprise.id, u('ent_demo').enterpriseId ?? 0));
  await db.insert(activityApply).values([
    { activityId: fair!.id, userId: u('person_demo').id, name: u('person_demo').name, phone: u('person_demo').phone, status: 'enrolled', checkCode: '318204', createdAt: at(-3) },
    { activityId: fair!.id, userId: u('ent_demo').id, name: u('ent_demo').name, phone: u('ent_demo').phone, entName: ent?.name ?? '', status: 'enrolled', checkCode: '550913', createdAt: at(-2) },
    { activityId: talk!.id, userId: u('person_li').id, name: u('person_li').name, phone: u('person_li').phone, status: 'enrolled', checkCode: '407726', createdAt: at(-1) },
  ]);
  await seedSeekers(db, streetCode, { li: u('person_li').id, wang: u('person_wang').id }, u('staff_street'));
  await seedDocking(db, u('ent_demo').enterpriseId ?? 0, u('staff_jyzx'));
}

/**
 * Service requests of the demo (/companyDocking): ent_demo's 政策咨询 waiting to be assigned, and
 * a 招聘用工 request of another enterprise of the district closed by 就业中心 (so /rcfnzCompany
 * lists it), with its records.
 */
async function seedDocking(db: Db, entDemo: number, staff: { id: number; name: string }): Promise<void> {
  const ents = await db.select({ id: enterprise.id, name: enterprise.name, streetCode: enterprise.streetCode }).from(enterprise).orderBy(enterprise.id).limit(3);
  const demo = ents.find((e) => e.id === entDemo)!;
  const other = ents.find((e) => e.id !== entDemo)!;
  const rows = await db
    .insert(companyDocking)
    .values([
      { enterpriseId: demo.id, entName: demo.name, streetCode: demo.streetCode, kind: 'policy', description: '咨询一次性吸纳就业补贴的申请条件，今年新招用了8名应届高校毕业生。', contact: '张经理', phone: '13800138000', status: 'pending', deptName: '就业中心', createdAt: at(-2, 10), updatedAt: at(-2, 10) },
      { enterpriseId: other.id, entName: other.name, streetCode: other.streetCode, kind: 'recruitment', description: '急招数控车床操作工10名，希望推荐有经验的求职者。', contact: '李主管', phone: '13800138111', status: 'closed', deptName: '就业中心', assigneeId: staff.id, assigneeName: staff.name, result: '已推荐求职者12人，企业面试录用7人，其余岗位纳入春季招聘会。', createdAt: at(-20, 9), updatedAt: at(-6, 16), closedAt: at(-6, 16) },
    ])
    .returning({ id: companyDocking.id });
  const [, closed] = rows;
  await db.insert(companyDockingRecord).values([
    { dockingId: rows[0]!.id, action: 'submit', fromStatus: '', toStatus: 'pending', note: '政策咨询：咨询一次性吸纳就业补贴的申请条件，今年新招用了8名应届高校毕业生。', userName: demo.name, at: at(-2, 10) },
    { dockingId: closed!.id, action: 'submit', fromStatus: '', toStatus: 'pending', note: '招聘用工：急招数控车床操作工10名，希望推荐有经验的求职者。', userName: other.name, at: at(-20, 9) },
    { dockingId: closed!.id, action: 'assign', fromStatus: 'pending', toStatus: 'assigned', note: `指派至就业中心（${staff.name}）`, userId: staff.id, userName: staff.name, at: at(-19, 10) },
    { dockingId: closed!.id, action: 'followUp', fromStatus: 'assigned', toStatus: 'following', note: '已从求职者库筛选12名有车床经验的求职者，推送企业。', userId: staff.id, userName: staff.name, at: at(-15, 15) },
    { dockingId: closed!.id, action: 'close', fromStatus: 'following', toStatus: 'closed', note: '已推荐求职者12人，企业面试录用7人，其余岗位纳入春季招聘会。', userId: staff.id, userName: staff.name, at: at(-6, 16) },
  ]);
}

/** Job seekers of the demo street: name, phone, education, skills, category, work type; the first two are the accounts above. */
const SEEKERS = [
  ['李娜', '13700137003', '大学本科', '电商运营、直播带货、市场推广', '电商运营', '全职'],
  ['王强', '13700137004', '大学专科', '质量检验、设备维修、生产操作', '生产制造', '全职'],
  ['陈静', '13612340001', '高中及以下', '客服、收银、门店销售', '销售客服', '兼职'],
  ['刘洋', '13612340002', '大学本科', 'Java、前端开发、软件测试', '技术研发', '全职'],
  ['黄丽', '13612340003', '大学专科', '会计、出纳、行政', '财务会计', '全职'],
  ['周斌', '13612340004', '高中及以下', '仓储管理、物流调度、货车驾驶', '物流仓储', '灵活就业'],
  ['吴敏', '13612340005', '硕士研究生', '研发助理、实验室、项目申报', '技术研发', '见习实习'],
] as const;

/** Registers the demo street's job seekers (called by seedStation) with follow-up records for two of them. */
export async function seedSeekers(db: Db, streetCode: string, accounts: { li: number; wang: number }, staff: { id: number; name: string }): Promise<void> {
  const rows = await db
    .insert(jobSeeker)
    .values(
      SEEKERS.map(([name, phone, education, skills, category, workType], i) => ({
        userId: i === 0 ? accounts.li : i === 1 ? accounts.wang : null,
        name,
        phone,
        streetCode,
        education,
        skills,
        category,
        workType,
        createdAt: at(-30 + i * 3),
        updatedAt: at(-30 + i * 3),
      })),
    )
    .returning({ id: jobSeeker.id });
  await db.insert(jobSeekerFollowUp).values([
    { seekerId: rows[1]!.id, note: '电话联系，推荐两家机械加工企业，已约下周面试。', userId: staff.id, userName: staff.name, at: at(-4) },
    { seekerId: rows[1]!.id, note: '面试一家，等待结果。', userId: staff.id, userName: staff.name, at: at(-1) },
    { seekerId: rows[2]!.id, note: '本人希望就近兼职，已登记意向。', userId: staff.id, userName: staff.name, at: at(-2) },
  ]);
}
