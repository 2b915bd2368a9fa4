import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/open';
import { appUser } from '../modules/account/tables';
import { enterprise } from '../modules/enterprise/tables';
import { msg, msgPost, msgRecipient } from '../modules/messages/tables';
import { noticeMessage } from '../modules/notice/tables';
import { DAY_MS, REFERENCE_TIME } from './common';

/**
 * The messages demo (issue 15, docs/messages.md 消息往来): 就业中心 (staff_jyzx) sent a message a
 * week ago to the enterprises of the demo enterprise accounts and two more; ent_demo read it,
 * replied, and 就业中心 answered. Every 我的消息 row of it is read, so no unread count changes.
 */
export async function seedMessages(db: Db): Promise<void> {
  const [jyzx] = await db.select().from(appUser).where(eq(appUser.username, 'staff_jyzx'));
  const accounts = await db
    .select({ id: appUser.id, username: appUser.username, name: appUser.name, enterpriseId: appUser.enterpriseId })
    .from(appUser)
    .where(and(eq(appUser.userKind, 2), inArray(appUser.username, ['ent_demo', 'ent_hr', 'ent_training', 'ent_new'])));
  const demo = accounts.find((a) => a.username === 'ent_demo')!;
  const [demoEnt] = await db.select({ name: enterprise.name }).from(enterprise).where(eq(enterprise.id, demo.enterpriseId!));
  const enterpriseIds = [...new Set([...accounts.map((a) => a.enterpriseId!), 3, 4])];
  const at = (days: number, hours = 0) => new Date(REFERENCE_TIME - days * DAY_MS + hours * 3_600_000);
  const [m] = await db
    .insert(msg)
    .values({
      title: '关于报送本季度用工情况的通知',
      content: '各企业：\n请于本月底前通过平台报送本季度用工情况（在岗人数、新招人数、离职人数）。如有疑问，请直接回复本消息。',
      senderId: jyzx!.id,
      senderName: jyzx!.name,
      senderDept: jyzx!.deptName,
      createdAt: at(7),
    })
    .returning({ id: msg.id });
  const id = m!.id;
  await db.insert(msgRecipient).values(enterpriseIds.map((enterpriseId) => (enterpriseId === demo.enterpriseId ? { msgId: id, enterpriseId, readAt: at(7, 1), readBy: demo.id, repliedAt: at(7, 2) } : { msgId: id, enterpriseId })));
  await db.insert(msgPost).values([
    { msgId: id, enterpriseId: demo.enterpriseId!, fromStaff: false, authorId: demo.id, authorName: demo.name, content: '已收到，我司将在本周内报送。', createdAt: at(7, 2) },
    { msgId: id, enterpriseId: demo.enterpriseId!, fromStaff: true, authorId: jyzx!.id, authorName: jyzx!.name, content: '好的，报送时如遇问题可随时联系就业中心。', createdAt: at(7, 3) },
  ]);
  const link = `/userMessageDetail?id=${id}`;
  await db.insert(noticeMessage).values([
    ...accounts.map((a) => ({ userId: a.id, title: '关于报送本季度用工情况的通知', content: '请于本月底前通过平台报送本季度用工情况。', senderDept: jyzx!.deptName, link, msgId: id, createdAt: at(7), readAt: at(7, 1) })),
    { userId: jyzx!.id, title: `${demoEnt!.name}回复了消息“关于报送本季度用工情况的通知”`, content: '已收到，我司将在本周内报送。', senderDept: demoEnt!.name, link: `${link}&entId=${demo.enterpriseId}`, msgId: id, createdAt: at(7, 2), readAt: at(7, 3) },
    { userId: demo.id, title: '回复：关于报送本季度用工情况的通知', content: '好的，报送时如遇问题可随时联系就业中心。', senderDept: jyzx!.deptName, link, msgId: id, createdAt: at(7, 3), readAt: at(7, 4) },
  ]);
}
