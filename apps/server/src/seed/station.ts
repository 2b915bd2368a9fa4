import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/open';
import { appUser } from '../modules/account/tables';
import { enterprise, street } from '../modules/enterprise/tables';
import { activity, activityApply, activityLog } from '../modules/station/tables';
import { DAY_MS, REFERENCE_TIME } from './common';

const HOUR_MS = 3_600_000;
const at = (days: number, hour = 0) => new Date(REFERENCE_TIME + days * DAY_MS + hour * HOUR_MS);

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
 * post (staff_street: a published policy talk for individuals and enterprises). Sign-up windows
 * are open for 120 days after the reference time.
 */
export async function seedStation(db: Db, passwordHash: string): Promise<void> {
  await db.insert(appUser).values(STATION_PERSONS.map((p) => ({ ...p, passwordHash, userKind: 3, category: 'person', nickName: p.name })));
  const users = await db
    .select({ id: appUser.id, username: appUser.username, name: appUser.name, phone: appUser.phonenumber, streetCode: appUser.streetCode, enterpriseId: appUser.enterpriseId })
    .from(appUser)
    .where(inArray(appUser.username, ['staff_jyzx', 'staff_street', 'person_demo', 'person_li', 'ent_demo']));
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
}
