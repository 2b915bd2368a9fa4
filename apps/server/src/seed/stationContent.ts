import { and, asc, eq, isNotNull, ne, notInArray } from 'drizzle-orm';
import { RECRUITMENT_SESSION_SWITCH_KEY, type StationContentKind } from '@portal/api';
import type { Db } from '../db/open';
import { appUser } from '../modules/account/tables';
import { demand } from '../modules/demand/tables';
import { enterprise } from '../modules/enterprise/tables';
import { notice, noticeTransition } from '../modules/notice/tables';
import { activity, activityApply, activityLog } from '../modules/station/tables';
import { sysConfig } from '../modules/system/tables';
import { DAY_MS, REFERENCE_TIME } from './common';

const HOUR_MS = 3_600_000;
/** `hour` o'clock (Asia/Shanghai) of the day `days` after the reference day (REFERENCE_TIME is 09:00 of it). */
const at = (days: number, hour = 0) => new Date(REFERENCE_TIME - 9 * HOUR_MS + days * DAY_MS + hour * HOUR_MS);

/** The station's service items (服务项目) and news (站点动态) of the demo: kind, title, summary, body paragraphs, days before the reference day. */
const ARTICLES: readonly [StationContentKind, string, string, readonly string[], number][] = [
  [
    'stationService',
    '政策咨询：就业创业补贴“一站式”解答',
    '站内设政策咨询窗口，解答一次性吸纳就业补贴、创业担保贷款、社保补贴等政策的申请条件、材料与流程。',
    ['<h2>服务内容</h2><p>解答就业创业、人才引进、社会保险补贴等政策，帮助企业和个人判断是否符合条件、需要准备哪些材料。</p>', '<h2>服务方式</h2><p>窗口咨询（工作日 9:00–12:00，14:00–17:30）、电话咨询 12333、线上留言。</p>', '<h2>办理地点</h2><p>区人才服务中心一楼人才赋能站服务窗口。</p>'],
    30,
  ],
  [
    'stationService',
    '岗位匹配：求职登记与岗位推荐',
    '求职人员完成劳动力登记后，驿站按技能、学历与意向工种推荐在招岗位，并跟进面试结果。',
    ['<h2>服务对象</h2><p>辖区内有就业意愿的劳动者，包括高校毕业生、就业困难人员、退役军人等。</p>', '<h2>服务流程</h2><ol><li>在“劳动力登记”中填写技能与求职意向；</li><li>驿站工作人员 3 个工作日内电话联系；</li><li>推荐匹配岗位并协助预约面试；</li><li>跟进面试结果，未成功的继续推荐。</li></ol>'],
    25,
  ],
  [
    'stationService',
    '技能培训：电商直播、智能制造等免费培训',
    '面向辖区劳动者开展电商直播、数控加工、养老护理等职业技能培训，符合条件的可申请培训补贴。',
    ['<h2>培训项目</h2><p>电商直播运营、数控车床操作、工业机器人运维、养老护理员、家政服务员。</p>', '<h2>报名方式</h2><p>在“活动报名”中选择“技能培训”类活动报名，或到站点窗口登记。</p>', '<h2>补贴政策</h2><p>取得职业资格证书或职业技能等级证书的，可按规定申请职业培训补贴。</p>'],
    20,
  ],
  [
    'stationService',
    '企业招聘服务：招聘会展位与岗位发布',
    '为辖区企业免费提供招聘会展位、岗位信息发布和用工政策指导，协助企业稳岗扩岗。',
    ['<h2>服务内容</h2><p>免费参加站点组织的专场招聘会；在平台发布招聘需求，审核通过后向求职者展示；用工政策与劳动关系指导。</p>', '<h2>如何参加招聘会</h2><p>企业账号登录后在“活动报名”中报名“招聘会”类活动，报名成功即为参会企业，平台上的在招岗位同步展示。</p>'],
    15,
  ],
  [
    'stationNews',
    '人才赋能站举办“春风行动”政策宣讲进社区活动',
    '站点工作人员走进社区，为 80 余名居民讲解就业创业补贴政策，现场登记求职意向 26 人。',
    ['<p>为帮助辖区居民了解就业创业扶持政策，人才赋能站联合街道就业驿站开展政策宣讲进社区活动。工作人员逐项讲解了一次性创业资助、创业担保贷款贴息和灵活就业社保补贴的申请条件。</p>', '<p>活动现场设置求职登记台，26 名居民登记了求职意向，驿站将在一周内完成岗位推荐。</p>'],
    12,
  ],
  [
    'stationNews',
    '2026年秋季校园招聘会圆满结束',
    '招聘会吸引 40 家企业参会，提供岗位 600 余个，现场达成初步就业意向 180 余人次。',
    ['<p>本次招聘会面向应届高校毕业生，参会企业涵盖电子信息、智能制造、现代服务等行业。现场设置政策咨询、简历指导专区，服务求职者 1200 余人次。</p>', '<p>下一场招聘会将于 2027 年春季举办，欢迎企业在“活动报名”中报名参会。</p>'],
    8,
  ],
  [
    'stationNews',
    '电商直播技能提升培训班顺利结业',
    '为期 3 天的电商直播培训班结业，36 名学员取得培训证明，其中 12 人已与企业达成就业意向。',
    ['<p>培训班邀请行业讲师讲授直播选品、脚本策划、直播间运营等内容，并安排实操演练。结业学员可在“岗位匹配”服务中获得电商运营类岗位推荐。</p>'],
    5,
  ],
];

/**
 * The station's demo service items and news (published by 就业中心, docs/station.md), recruitment
 * sessions (the published spring fair of seedStation gets three more enterprises; an ended autumn
 * fair with two), the enterprise accounts that sign them up (ent_fair1..3, Demo@2025), and the
 * switch that shows the latest session on /Home (on). Runs after seedStation, so the ids of every
 * other demo row stay as they were.
 */
export async function seedStationContent(db: Db, passwordHash: string): Promise<void> {
  const [staff] = await db.select({ id: appUser.id, name: appUser.name, deptName: appUser.deptName }).from(appUser).where(eq(appUser.username, 'staff_jyzx'));
  const rows = await db
    .insert(notice)
    .values(
      ARTICLES.map(([category, title, summary, paragraphs, days]) => {
        const time = at(-days, 10);
        return { title, summary, content: paragraphs.join(''), category, deptName: staff!.deptName, status: 'published', authorId: staff!.id, publishTime: time, createdAt: time, updatedAt: time, viewCount: 60 + days * 7 };
      }),
    )
    .returning({ id: notice.id, publishTime: notice.publishTime });
  await db.insert(noticeTransition).values(rows.map((r) => ({ noticeId: r.id, action: 'publish', fromStatus: 'approved', toStatus: 'published', actorId: staff!.id, actorName: staff!.name, at: r.publishTime! })));

  // enterprises with jobs on shelf (not the demo enterprise, which has its own account) get an account each
  const withJobs = await db
    .selectDistinct({ id: enterprise.id, name: enterprise.name, contact: enterprise.contactName })
    .from(enterprise)
    .innerJoin(demand, and(eq(demand.enterpriseId, enterprise.id), eq(demand.status, 'on')))
    .where(and(ne(enterprise.id, 1), notInArray(enterprise.id, db.select({ id: appUser.enterpriseId }).from(appUser).where(isNotNull(appUser.enterpriseId)))))
    .orderBy(asc(enterprise.id))
    .limit(5);
  const accounts = await db
    .insert(appUser)
    .values(withJobs.map((e, i) => ({ username: `ent_fair${i + 1}`, passwordHash, userKind: 2, name: e.contact || `联系人${i + 1}`, nickName: e.contact || `联系人${i + 1}`, enterpriseId: e.id, phonenumber: `1390013910${i}` })))
    .returning({ id: appUser.id, name: appUser.name, phone: appUser.phonenumber, enterpriseId: appUser.enterpriseId });
  const entName = (id: number | null) => withJobs.find((e) => e.id === id)?.name ?? '';

  const [spring] = await db.select({ id: activity.id }).from(activity).where(and(eq(activity.type, 'recruitment'), eq(activity.status, 'published')));
  const [autumn] = await db
    .insert(activity)
    .values({
      ownerDept: staff!.deptName,
      ownerStreet: '',
      ownerName: staff!.deptName,
      createdBy: staff!.id,
      type: 'recruitment',
      title: '2026年秋季校园招聘会',
      content: '面向应届高校毕业生的专场招聘会，电子信息、智能制造、现代服务等行业企业现场招聘，设政策咨询与简历指导专区。',
      place: '区人才服务中心一楼招聘大厅',
      startTime: at(-10, 9),
      endTime: at(-10, 16),
      signUpStart: at(-40),
      signUpEnd: at(-11),
      capacity: 100,
      audience: 'enterprise',
      status: 'ended',
      venueKey: '3d8f1a6c2e9b5074',
    })
    .returning({ id: activity.id });
  await db.insert(activityLog).values([
    { activityId: autumn!.id, action: 'publish', fromStatus: 'draft', toStatus: 'published', userId: staff!.id, at: at(-41) },
    { activityId: autumn!.id, action: 'end', fromStatus: 'published', toStatus: 'ended', userId: staff!.id, at: at(-10, 17) },
  ]);
  const applies: (typeof activityApply.$inferInsert)[] = [];
  accounts.slice(0, 3).forEach((a, i) => applies.push({ activityId: spring!.id, userId: a.id, name: a.name, phone: a.phone ?? '', entName: entName(a.enterpriseId), status: 'enrolled', checkCode: `62${i}481`, createdAt: at(-2 + i * 0.1) }));
  accounts.slice(2, 5).forEach((a, i) => applies.push({ activityId: autumn!.id, userId: a.id, name: a.name, phone: a.phone ?? '', entName: entName(a.enterpriseId), status: 'attended', checkCode: `73${i}592`, createdAt: at(-30 + i), checkedInAt: at(-10, 9 + i) }));
  if (applies.length > 0) await db.insert(activityApply).values(applies);
  await db.insert(sysConfig).values({ key: RECRUITMENT_SESSION_SWITCH_KEY, value: '1' });
}
