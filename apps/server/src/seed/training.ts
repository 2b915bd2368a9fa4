import { inArray } from 'drizzle-orm';
import { surveyYearOf, TRAINING_MODES, TRAINING_NEEDS } from '@portal/api';
import { shanghaiDay } from '@portal/validators';
import type { Db } from '../db/open';
import { appUser } from '../modules/account/tables';
import { enterprise } from '../modules/enterprise/tables';
import { trainCourse, trainEnrol, trainingSurvey, trainLog } from '../modules/training/tables';
import { DAY_MS, REFERENCE_TIME } from './common';

/** The calendar day (Asia/Shanghai) `days` after the reference day. */
const day = (days: number) => shanghaiDay(new Date(REFERENCE_TIME + days * DAY_MS));

/**
 * The training demo (docs/station.md, Training and surveys): courses of 职业能力建设指导中心
 * (staff_vocational): a published 养老护理员 course open for enrolment until 120 days after the
 * reference day with one trainee of ent_demo, a finished 电子商务师 course whose two trainees of
 * ent_fair1 completed, and a draft; answers of the open year's training-needs survey from twelve
 * registered enterprises (not ent_demo, which answers at /trainingResearch). The training
 * institutions' accounts (entuser) are those of enterprises typed 民办职业培训机构, e.g. ent_training
 * (seed/accounts.ts). Inserted after the station demo.
 */
export async function seedTraining(db: Db): Promise<void> {
  const users = await db.select().from(appUser).where(inArray(appUser.username, ['staff_vocational', 'ent_demo', 'ent_fair1']));
  const u = (name: string) => users.find((x) => x.username === name)!;
  const owner = { ownerDept: '职业能力建设指导中心', createdBy: u('staff_vocational').id };
  const [open, done] = await db
    .insert(trainCourse)
    .values([
      { ...owner, title: '养老护理员（四级）职业技能提升培训班', kind: '岗位技能提升培训', occupation: '养老护理员', place: '区职业技能培训基地3楼实训室', startDate: day(125), endDate: day(150), enrolEnd: day(120), hours: 120, capacity: 40, taken: 1, status: 'published', content: '生活照料、基础照护、康复服务与失智老人照护，结业后参加职业技能等级认定，合格者按规定申领职业培训补贴。' },
      { ...owner, title: '电子商务师（直播销售）岗位技能提升培训班', kind: '岗位技能提升培训', occupation: '电子商务师', place: '区人才赋能站培训教室', startDate: day(-60), endDate: day(-45), enrolEnd: day(-65), hours: 64, capacity: 30, taken: 2, status: 'finished', content: '直播选品、脚本策划、直播间运营与数据复盘。' },
      { ...owner, title: '中式烹调师（粤菜）就业技能培训班', kind: '就业技能培训', occupation: '中式烹调师', place: '区职业技能培训基地1楼烹饪实训室', startDate: day(160), endDate: day(190), enrolEnd: day(150), hours: 160, capacity: 30, status: 'draft', content: '粤菜基础刀工、火候与十道传统粤菜制作。' },
    ])
    .returning({ id: trainCourse.id });
  const entOf = (name: string) => u(name).enterpriseId!;
  const enrols = await db
    .insert(trainEnrol)
    .values([
      { courseId: open!.id, enterpriseId: entOf('ent_demo'), userId: u('ent_demo').id, name: '黄秀英', phone: '13712340001', createdAt: new Date(REFERENCE_TIME) },
      { courseId: done!.id, enterpriseId: entOf('ent_fair1'), userId: u('ent_fair1').id, name: '林俊杰', phone: '13712340002', status: 'completed', createdAt: new Date(REFERENCE_TIME - 70 * DAY_MS), completedAt: new Date(REFERENCE_TIME - 45 * DAY_MS) },
      { courseId: done!.id, enterpriseId: entOf('ent_fair1'), userId: u('ent_fair1').id, name: '何晓雯', phone: '13712340003', status: 'completed', createdAt: new Date(REFERENCE_TIME - 70 * DAY_MS), completedAt: new Date(REFERENCE_TIME - 45 * DAY_MS) },
    ])
    .returning({ id: trainEnrol.id, courseId: trainEnrol.courseId });
  const staffId = u('staff_vocational').id;
  await db.insert(trainLog).values([
    { courseId: open!.id, action: 'publish', fromStatus: 'draft', toStatus: 'published', userId: staffId },
    { courseId: done!.id, action: 'publish', fromStatus: 'draft', toStatus: 'published', userId: staffId },
    { courseId: done!.id, action: 'finish', fromStatus: 'published', toStatus: 'finished', userId: staffId },
    ...enrols.filter((e) => e.courseId === done!.id).map((e) => ({ courseId: done!.id, enrolId: e.id, action: 'complete', fromStatus: 'enrolled', toStatus: 'completed', userId: staffId })),
  ]);

  // twelve answers of the open survey year from enterprises 11..22 (not ent_demo's), needs and modes spread deterministically
  const { year } = surveyYearOf(day(0));
  const ents = await db.select({ id: enterprise.id, creditCode: enterprise.creditCode }).from(enterprise).where(inArray(enterprise.id, Array.from({ length: 12 }, (_, i) => i + 11)));
  const demoEnt = entOf('ent_demo');
  await db.insert(trainingSurvey).values(
    ents
      .filter((e) => e.id !== demoEnt)
      .map((e, i) => ({
        userId: staffId,
        creditCode: e.creditCode,
        year,
        needs: TRAINING_NEEDS.filter((_, k) => (i + k) % 3 === 0).join('、'),
        trainees: 10 + ((i * 7) % 40),
        mode: TRAINING_MODES[i % TRAINING_MODES.length]!,
        contact: ['陈主管', '李经理', '王主任', '张主管'][i % 4]!,
        phone: `1371234${String(1000 + i)}`,
      })),
  );
}
