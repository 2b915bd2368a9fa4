import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { MSG_MAX_RECIPIENTS, type ImportProblem, type ReceivedFile } from '@portal/api';
import { isValidCreditCode } from '@portal/validators';
import { z } from 'zod';
import type { Db } from '../../db/open';
import { likeLiteral } from '../../db/like';
import { pageOf } from '../../db/paging';
import { forbidden, invalid, notFound } from '../../http/errors';
import { formatDateTime } from '../../http/time';
import type { AuthUser } from '../account/session';
import { appUser } from '../account/tables';
import { enterprise, industry, street } from '../enterprise/tables';
import { importTemplate, readImportRows, type SheetColumn } from '../files/workbook';
import { noticeMessage } from '../notice/tables';
import { unreadCount } from '../notice/subscriptionService';
import { msg, msgPost, msgRecipient } from './tables';

/** Where a recipient enterprise reads a message and its thread (the link of its 我的消息 row). */
const recipientLink = (id: number) => `/userMessageDetail?id=${id}`;
/** Where the sending department reads the thread with one enterprise (the link of a reply's 我的消息 row). */
const senderLink = (id: number, enterpriseId: number) => `/userMessageDetail?id=${id}&entId=${enterpriseId}`;

/** Active enterprise accounts per enterprise: the accounts a message reaches. */
const activeAccounts = and(eq(appUser.userKind, 2), eq(appUser.status, 'active'));
const accountCount = sql<number>`(select count(*) from ${appUser} where ${appUser.enterpriseId} = ${enterprise.id} and ${appUser.userKind} = 2 and ${appUser.status} = 'active')`.mapWith(Number);

/**
 * GET /api/msg/entList: enterprises to send a message to, by name or credit code, street and
 * industry, in id order, each with how many active accounts would receive it.
 */
export async function entList(db: Db, f: { page: number; limit: number; keyword?: string | undefined; streetCode?: string | undefined; industryCode?: string | undefined }) {
  const like = f.keyword ? `%${likeLiteral(f.keyword)}%` : null;
  const where = and(
    like ? or(ilike(enterprise.name, like), ilike(enterprise.creditCode, like)) : undefined,
    f.streetCode ? eq(enterprise.streetCode, f.streetCode) : undefined,
    f.industryCode ? eq(enterprise.industryCode, f.industryCode) : undefined,
  );
  return pageOf(
    db
      .select({ id: enterprise.id, name: enterprise.name, creditCode: enterprise.creditCode, streetName: street.name, industryName: industry.name, accounts: accountCount })
      .from(enterprise)
      .innerJoin(street, eq(street.code, enterprise.streetCode))
      .innerJoin(industry, eq(industry.code, enterprise.industryCode))
      .where(where)
      .orderBy(enterprise.id),
    db.select({ n: count() }).from(enterprise).where(where),
    f,
  );
}

/**
 * Writes a message to the given enterprises in one transaction: the message, a recipient row
 * per enterprise, and a 我的消息 row (unread, linking to /userMessageDetail) per active account of
 * each. An enterprise without an account is a recipient that nobody reads yet (its row shows 0
 * accounts to the sender).
 */
async function deliver(db: Db, sender: AuthUser, input: { title: string; content: string }, enterpriseIds: number[]) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(msg).values({ title: input.title, content: input.content, senderId: sender.id, senderName: sender.name, senderDept: sender.deptName }).returning({ id: msg.id });
    const id = row!.id;
    await tx.insert(msgRecipient).values(enterpriseIds.map((enterpriseId) => ({ msgId: id, enterpriseId })));
    const accounts = await tx
      .select({ id: appUser.id })
      .from(appUser)
      .where(and(activeAccounts, inArray(appUser.enterpriseId, enterpriseIds)));
    if (accounts.length > 0) {
      await tx.insert(noticeMessage).values(accounts.map((a) => ({ userId: a.id, title: input.title, content: input.content, senderDept: sender.deptName, link: recipientLink(id), msgId: id })));
    }
    return { id, enterprises: enterpriseIds.length, accounts: accounts.length };
  });
}

/**
 * POST /api/msg/insert: sends a message to chosen enterprises (issue 15).
 * @throws Fail 4001 naming the ids of enterprises that do not exist (nothing is sent)
 */
export async function sendToEnterprises(db: Db, sender: AuthUser, input: { title: string; content: string; enterpriseIds: number[] }) {
  const found = await db.select({ id: enterprise.id }).from(enterprise).where(inArray(enterprise.id, input.enterpriseIds));
  const missing = input.enterpriseIds.filter((id) => !found.some((e) => e.id === id));
  if (missing.length > 0) throw invalid(`以下企业不存在：编号 ${missing.slice(0, 10).join('、')}，未发送`);
  return deliver(db, sender, input, input.enterpriseIds);
}

/** Columns of the recipient list (消息收信企业名单): the credit code and/or the name of each enterprise. */
const LIST_COLUMNS = [
  { key: 'creditCode', header: '统一社会信用代码', required: false, width: 24, field: z.string(), text: true },
  { key: 'name', header: '企业名称', required: false, width: 40, field: z.string() },
] as const satisfies readonly SheetColumn<'creditCode' | 'name'>[];

/** The template of the recipient list, served by /api/template/download?name=msgEnterprises. */
export function recipientListTemplate(): Promise<Buffer> {
  return importTemplate(
    '收信企业',
    LIST_COLUMNS,
    {
      creditCode: ['企业的18位统一社会信用代码；与企业名称至少填一项', '91440300708461136T'],
      name: ['企业在本平台登记的全称；只填名称时须与登记名称完全一致', '广州示例数智科技有限公司'],
    },
    { note: '请在“收信企业”工作表从第2行起每行填写一家企业，不要修改表头。名单中任何一行有误时整份名单都不发送，请按提示改正后重新上传。' },
  );
}

/**
 * POST /api/msg/insertExcel: sends a message to the enterprises of an uploaded list. Each row
 * names an enterprise by credit code and/or exact name; a row whose enterprise is not found,
 * whose name and code disagree, whose name is shared by several enterprises, or that repeats an
 * earlier row is a problem. If any row has one, nothing is sent (`sent` null) and every problem
 * comes back with its row number.
 * @throws Fail 4001 when the file is not an .xlsx workbook of the template, or lists no enterprise or more than MSG_MAX_RECIPIENTS
 */
export async function sendToList(db: Db, sender: AuthUser, input: { title: string; content: string; file: ReceivedFile }) {
  if (!/\.xlsx$/i.test(input.file.filename)) throw invalid('企业名单只能是 Excel（.xlsx）文件，请使用下载的模板');
  const rows = await readImportRows(input.file, LIST_COLUMNS, '统一社会信用代码');
  if (rows.length === 0) throw invalid('企业名单中没有企业，请从第2行起填写');
  if (rows.length > MSG_MAX_RECIPIENTS) throw invalid(`一次最多发给${MSG_MAX_RECIPIENTS}家企业，名单有${rows.length}行`);
  const codes = rows.map((r) => r.cells.creditCode.toUpperCase()).filter((c) => c !== '');
  const names = rows.map((r) => r.cells.name).filter((n) => n !== '');
  const found =
    codes.length + names.length > 0
      ? await db
          .select({ id: enterprise.id, name: enterprise.name, creditCode: enterprise.creditCode })
          .from(enterprise)
          .where(or(codes.length ? inArray(enterprise.creditCode, codes) : undefined, names.length ? inArray(enterprise.name, names) : undefined))
      : [];
  const problems: ImportProblem[] = [];
  const firstRow = new Map<number, number>();
  const ids: number[] = [];
  for (const r of rows) {
    const code = r.cells.creditCode.toUpperCase();
    const name = r.cells.name;
    const problem = (column: string, reason: string) => problems.push({ row: r.row, column, reason });
    let id: number | undefined;
    if (code !== '') {
      const byCode = found.find((e) => e.creditCode === code);
      if (!isValidCreditCode(code)) problem('统一社会信用代码', `统一社会信用代码 ${code} 应为18位且校验位正确`);
      else if (!byCode) problem('统一社会信用代码', `统一社会信用代码 ${code} 未找到对应企业`);
      else if (name !== '' && byCode.name !== name) problem('企业名称', `企业名称与统一社会信用代码不符：该代码的企业是“${byCode.name}”`);
      else id = byCode.id;
    } else if (name !== '') {
      const byName = found.filter((e) => e.name === name);
      if (byName.length === 0) problem('企业名称', `未找到名称为“${name}”的企业，请核对全称或填写统一社会信用代码`);
      else if (byName.length > 1) problem('企业名称', `有${byName.length}家企业名为“${name}”，请填写统一社会信用代码`);
      else id = byName[0]!.id;
    } else problem('统一社会信用代码', '请填写统一社会信用代码或企业名称');
    if (id === undefined) continue;
    const earlier = firstRow.get(id);
    if (earlier !== undefined) problem('企业名称', `与第${earlier}行是同一家企业`);
    else {
      firstRow.set(id, r.row);
      ids.push(id);
    }
  }
  if (problems.length > 0) return { sent: null, total: rows.length, problems };
  return { sent: await deliver(db, sender, input, ids), total: rows.length, problems };
}

/** GET /api/msg/sent: the messages of the sender's department, newest first, with how many enterprises read and replied. */
export async function sentPage(db: Db, user: AuthUser, q: { page: number; limit: number }) {
  const where = eq(msg.senderDept, user.deptName);
  const { list: rows, total } = await pageOf(
    db
      .select({
        id: msg.id,
        title: msg.title,
        senderName: msg.senderName,
        createdAt: msg.createdAt,
        enterprises: sql<number>`(select count(*) from ${msgRecipient} where ${msgRecipient.msgId} = ${msg.id})`.mapWith(Number),
        read: sql<number>`(select count(*) from ${msgRecipient} where ${msgRecipient.msgId} = ${msg.id} and ${msgRecipient.readAt} is not null)`.mapWith(Number),
        replied: sql<number>`(select count(*) from ${msgRecipient} where ${msgRecipient.msgId} = ${msg.id} and ${msgRecipient.repliedAt} is not null)`.mapWith(Number),
      })
      .from(msg)
      .where(where)
      .orderBy(desc(msg.createdAt), desc(msg.id)),
    db.select({ n: count() }).from(msg).where(where),
    q,
  );
  return { list: rows.map((r) => ({ ...r, createdAt: formatDateTime(r.createdAt) })), total };
}

/**
 * The message `id` as `user` may see it: the enterprise's own recipient row, or, for staff, the
 * message of their department (with the recipient `entId` when given).
 * @throws Fail 4004 when the message does not exist or was not sent to the user's enterprise
 *   (or `entId` is not a recipient), 4003 for staff of another department
 */
async function visibleThread(db: Db, user: AuthUser, id: number, entId: number | undefined) {
  const [m] = await db.select().from(msg).where(eq(msg.id, id));
  if (!m) throw notFound('消息不存在');
  if (user.userKind !== 1 && user.userKind !== 2) throw forbidden();
  const staff = user.userKind === 1;
  if (staff && m.senderDept !== user.deptName) throw forbidden('只有发送部门的工作人员可以查看和回复这条消息');
  const enterpriseId = staff ? entId : (user.enterpriseId ?? undefined);
  if (enterpriseId === undefined) return { m, staff, recipient: null };
  const [recipient] = await db
    .select({ enterpriseId: msgRecipient.enterpriseId, name: enterprise.name, readAt: msgRecipient.readAt })
    .from(msgRecipient)
    .innerJoin(enterprise, eq(enterprise.id, msgRecipient.enterpriseId))
    .where(and(eq(msgRecipient.msgId, id), eq(msgRecipient.enterpriseId, enterpriseId)));
  if (!recipient) throw notFound(staff ? '该企业不是这条消息的收信企业' : '消息不存在');
  return { m, staff, recipient };
}

/** The replies between the sending department and one enterprise, oldest first. */
async function threadOf(db: Db, id: number, enterpriseId: number) {
  const rows = await db
    .select({ id: msgPost.id, fromStaff: msgPost.fromStaff, authorName: msgPost.authorName, content: msgPost.content, createdAt: msgPost.createdAt })
    .from(msgPost)
    .where(and(eq(msgPost.msgId, id), eq(msgPost.enterpriseId, enterpriseId)))
    .orderBy(asc(msgPost.id));
  return rows.map((r) => ({ ...r, createdAt: formatDateTime(r.createdAt) }));
}

/**
 * GET /api/msg/detail: the message and the thread (see the contract). Opening it marks it read:
 * for an enterprise, the user's 我的消息 rows of the message and, the first time, the
 * enterprise's recipient row (a conditional update on read_at is null, so the first reader
 * stays); for staff with `entId`, their 我的消息 rows about that enterprise's replies.
 * @throws Fail 4004 / 4003 as visibleThread
 */
export async function msgDetail(db: Db, user: AuthUser, input: { id: number; entId?: number | undefined }) {
  const { m, staff, recipient } = await visibleThread(db, user, input.id, input.entId);
  if (recipient) {
    await db.transaction(async (tx) => {
      const mine = and(eq(noticeMessage.userId, user.id), eq(noticeMessage.msgId, m.id), isNull(noticeMessage.readAt));
      await tx
        .update(noticeMessage)
        .set({ readAt: sql`now()` })
        .where(staff ? and(mine, eq(noticeMessage.link, senderLink(m.id, recipient.enterpriseId))) : mine);
      if (!staff) {
        await tx
          .update(msgRecipient)
          .set({ readAt: sql`now()`, readBy: user.id })
          .where(and(eq(msgRecipient.msgId, m.id), eq(msgRecipient.enterpriseId, recipient.enterpriseId), isNull(msgRecipient.readAt)));
      }
    });
  }
  const reader = alias(appUser, 'reader');
  const recipients = staff
    ? (
        await db
          .select({
            enterpriseId: msgRecipient.enterpriseId,
            name: enterprise.name,
            accounts: accountCount,
            readAt: msgRecipient.readAt,
            readBy: reader.name,
            repliedAt: msgRecipient.repliedAt,
            replies: sql<number>`(select count(*) from ${msgPost} where ${msgPost.msgId} = ${msgRecipient.msgId} and ${msgPost.enterpriseId} = ${msgRecipient.enterpriseId} and not ${msgPost.fromStaff})`.mapWith(Number),
          })
          .from(msgRecipient)
          .innerJoin(enterprise, eq(enterprise.id, msgRecipient.enterpriseId))
          .leftJoin(reader, eq(reader.id, msgRecipient.readBy))
          .where(eq(msgRecipient.msgId, m.id))
          .orderBy(sql`${msgRecipient.repliedAt} desc nulls last`, enterprise.id)
      ).map((r) => ({ ...r, readAt: r.readAt && formatDateTime(r.readAt), readBy: r.readAt ? (r.readBy ?? '') : '', repliedAt: r.repliedAt && formatDateTime(r.repliedAt) }))
    : null;
  return {
    id: m.id,
    title: m.title,
    content: m.content,
    senderDept: m.senderDept,
    senderName: m.senderName,
    createdAt: formatDateTime(m.createdAt),
    enterprise: recipient && { id: recipient.enterpriseId, name: recipient.name },
    thread: recipient ? await threadOf(db, m.id, recipient.enterpriseId) : [],
    recipients,
    unread: await unreadCount(db, user.id),
  };
}

/**
 * POST /api/msg/reply: a reply in the thread of one recipient enterprise, and a 我的消息 row for
 * the other side (the sender of the message for an enterprise's reply; every active account of
 * the enterprise for the department's), in one transaction.
 * @throws Fail 4004 when the message was not sent to the user's enterprise (nothing is saved),
 *   4003 for staff of another department, 4001 when staff name no enterprise
 */
export async function replyTo(db: Db, user: AuthUser, input: { id: number; entId?: number | undefined; content: string }) {
  if (user.userKind === 1 && input.entId === undefined) throw invalid('请选择回复的企业');
  const { m, staff, recipient } = await visibleThread(db, user, input.id, input.entId);
  if (!recipient) throw notFound('消息不存在');
  return db.transaction(async (tx) => {
    const [post] = await tx
      .insert(msgPost)
      .values({ msgId: m.id, enterpriseId: recipient.enterpriseId, fromStaff: staff, authorId: user.id, authorName: user.name, content: input.content })
      .returning();
    if (staff) {
      const accounts = await tx
        .select({ id: appUser.id })
        .from(appUser)
        .where(and(activeAccounts, eq(appUser.enterpriseId, recipient.enterpriseId)));
      if (accounts.length > 0) {
        await tx.insert(noticeMessage).values(accounts.map((a) => ({ userId: a.id, title: `回复：${m.title}`, content: input.content, senderDept: m.senderDept, link: recipientLink(m.id), msgId: m.id })));
      }
    } else {
      await tx
        .update(msgRecipient)
        .set({ repliedAt: post!.createdAt, readAt: sql`coalesce(${msgRecipient.readAt}, now())`, readBy: sql`coalesce(${msgRecipient.readBy}, ${user.id})` })
        .where(and(eq(msgRecipient.msgId, m.id), eq(msgRecipient.enterpriseId, recipient.enterpriseId)));
      if (m.senderId !== null) {
        await tx.insert(noticeMessage).values({ userId: m.senderId, title: `${recipient.name}回复了消息“${m.title}”`, content: input.content, senderDept: recipient.name, link: senderLink(m.id, recipient.enterpriseId), msgId: m.id });
      }
    }
    return { id: post!.id, fromStaff: post!.fromStaff, authorName: post!.authorName, content: post!.content, createdAt: formatDateTime(post!.createdAt) };
  });
}
