import { inArray } from 'drizzle-orm';
import type { Db } from '../db/open';
import { appUser } from '../modules/account/tables';
import { callCategory, callEvent, callEventLog, callRecord } from '../modules/hotline/tables';
import { DAY_MS, REFERENCE_TIME } from './common';

/** Categories of call events and their time limits in hours (editable by staff_hotline). */
export const CALL_CATEGORIES = [
  { name: '政策咨询', limitHours: 72 },
  { name: '就业创业', limitHours: 120 },
  { name: '社会保险', limitHours: 120 },
  { name: '人才服务', limitHours: 120 },
  { name: '劳动维权', limitHours: 48 },
  { name: '投诉建议', limitHours: 168 },
] as const;

const HOUR_MS = 3_600_000;

/**
 * The hotline demo (issue 15, docs/hotline.md): the categories, and three events of person_demo
 * and ent_demo: one still waiting to be allotted (overdue, shown first in red), one accepted by
 * 就业中心 with a call record, one closed with its answer and rated 5.
 */
export async function seedHotline(db: Db): Promise<void> {
  const cats = await db.insert(callCategory).values([...CALL_CATEGORIES]).returning();
  const cat = (name: string) => cats.find((c) => c.name === name)!;
  const users = await db.select({ id: appUser.id, username: appUser.username, name: appUser.name, phonenumber: appUser.phonenumber, deptName: appUser.deptName }).from(appUser).where(inArray(appUser.username, ['person_demo', 'ent_demo', 'staff_hotline', 'staff_jyzx']));
  const u = (username: string) => users.find((x) => x.username === username)!;
  const [person, ent, hotline, jyzx] = [u('person_demo'), u('ent_demo'), u('staff_hotline'), u('staff_jyzx')];
  const at = (days: number) => new Date(REFERENCE_TIME - days * DAY_MS);
  const event = (n: number, category: string, created: Date, caller: typeof person, content: string, extra: Partial<typeof callEvent.$inferInsert>) => ({
    eventNo: `RX${created.toISOString().slice(0, 10).replaceAll('-', '')}${String(n).padStart(6, '0')}`,
    categoryId: cat(category).id,
    content,
    channel: 'online',
    callerUserId: caller.id,
    callerName: caller.name,
    callerPhone: caller.phonenumber,
    deadline: new Date(created.getTime() + cat(category).limitHours * HOUR_MS),
    createdAt: created,
    updatedAt: created,
    ...extra,
  });
  const [waiting, accepted, closed] = await db
    .insert(callEvent)
    .values([
      event(1, '社会保险', at(10), person, '我是灵活就业人员，想了解个人缴纳社会保险的补贴标准和申请方式。', {}),
      event(2, '就业创业', at(6), ent, '我司计划招用一批应届高校毕业生，请问吸纳就业补贴需要准备哪些材料？', { status: 'accepted', version: 3, deptName: jyzx.deptName, allotterId: hotline.id, updatedAt: at(5) }),
      event(3, '政策咨询', at(20), person, '住房补贴怎么申请？需要满足哪些条件？', {
        status: 'closed',
        version: 4,
        deptName: jyzx.deptName,
        allotterId: hotline.id,
        answer: '符合条件的人才可在本平台“在线办事”中申请住房补贴，需提供劳动合同、社保缴纳证明和学历证书，审核通过后按月发放。',
        closedAt: at(18),
        updatedAt: at(18),
        score: 5,
        comment: '答复清楚，办理及时。',
        ratedAt: at(17),
      }),
    ])
    .returning({ id: callEvent.id });
  const step = (eventId: number, action: string, fromStatus: string, toStatus: string, who: typeof person | null, note: string, when: Date) => ({ eventId, action, fromStatus, toStatus, userId: who?.id ?? null, userName: who?.name ?? '', deptName: who?.deptName ?? '', note, at: when });
  await db.insert(callEventLog).values([
    step(waiting!.id, 'submit', '', 'pending', person, '网上提交', at(10)),
    step(accepted!.id, 'submit', '', 'pending', ent, '网上提交', at(6)),
    step(accepted!.id, 'allot', 'pending', 'allotted', hotline, '分派至就业中心', at(5.9)),
    step(accepted!.id, 'accept', 'allotted', 'accepted', jyzx, '', at(5)),
    step(closed!.id, 'submit', '', 'pending', person, '网上提交', at(20)),
    step(closed!.id, 'allot', 'pending', 'allotted', hotline, '分派至就业中心', at(19.8)),
    step(closed!.id, 'accept', 'allotted', 'accepted', jyzx, '', at(19)),
    step(closed!.id, 'close', 'accepted', 'closed', jyzx, '答复已通过电话告知', at(18)),
  ]);
  await db.insert(callRecord).values({ eventId: accepted!.id, content: '已致电企业联系人，告知需提供劳动合同和社保缴费明细。', userId: jyzx.id, userName: jyzx.name, deptName: jyzx.deptName, at: at(4.5) });
}
