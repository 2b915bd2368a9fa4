import { and, eq, inArray, sql } from 'drizzle-orm';
import { BUSINESS_MESSAGES, DEPT_MODULES, fillsModule, type BusinessMessageKind } from '@portal/api';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/open';
import { shanghaiDay } from '../../http/time';
import { appUser } from '../account/tables';
import { sendMessages, type BusinessMessage } from '../messages/service';
import { noticeMessage } from '../notice/tables';
import { collection } from './service';
import { deptModuleYear } from './tables';

/** How many days before the deadline a department is told its module is due (issue 24). */
export const DUE_NOTICE_DAYS = 7;

/** Days from `from` to `to`, both YYYY-MM-DD calendar days. */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * Tells the staff who fill a department data module of the collected year that is not submitted
 * (none, draft or returned; docs/data-collection.md) that it is due: within {@link DUE_NOTICE_DAYS}
 * days of dataCollection.deadline (deptDataDue), or past it (deptDataOverdue). Each staff member
 * gets each kind once per module and year (the message's title names both); one transaction under
 * an advisory lock, so two servers never write the same message twice.
 * @returns how many messages were written
 */
export async function remindDeptDeadlines(db: Db, now = new Date()): Promise<number> {
  const { collectingYear, deadline } = await collection(db, now);
  const left = daysBetween(shanghaiDay(now), deadline);
  if (left > DUE_NOTICE_DAYS) return 0;
  const kind: BusinessMessageKind = left >= 0 ? 'deptDataDue' : 'deptDataOverdue';
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('deptDataReminders'))`);
    const done = await tx
      .select({ module: deptModuleYear.module })
      .from(deptModuleYear)
      .where(and(eq(deptModuleYear.year, collectingYear), inArray(deptModuleYear.status, ['submitted', 'confirmed'])));
    const open = DEPT_MODULES.filter((m) => !done.some((d) => d.module === m.key));
    if (open.length === 0) return 0;
    const staffRows = await tx
      .select({ id: appUser.id, deptName: appUser.deptName, roles: appUser.roles })
      .from(appUser)
      .where(and(eq(appUser.userKind, 1), eq(appUser.status, 'active')));
    const told = await tx.select({ userId: noticeMessage.userId, title: noticeMessage.title }).from(noticeMessage).where(eq(noticeMessage.kind, kind));
    const messages: BusinessMessage[] = [];
    for (const m of open) {
      const facts = { id: m.type, name: `${collectingYear}年度${m.title}`, note: deadline };
      const title = BUSINESS_MESSAGES[kind].title(facts);
      for (const s of staffRows) {
        if (!fillsModule(s, m) || told.some((t) => t.userId === s.id && t.title === title)) continue;
        messages.push({ kind, to: { userId: s.id }, facts });
      }
    }
    return messages.length ? sendMessages(tx, messages) : 0;
  });
}

/** Runs {@link remindDeptDeadlines} now and then every hour (a day passes the 7-day mark or the deadline at most an hour late); answers `stop`. */
export function startDeptReminders(db: Db, log: FastifyBaseLogger, everyMs = 3_600_000): () => void {
  const run = () => void remindDeptDeadlines(db).catch((err: unknown) => log.error({ err }, 'department data reminders failed'));
  const first = setTimeout(run, 10_000);
  const timer = setInterval(run, everyMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
