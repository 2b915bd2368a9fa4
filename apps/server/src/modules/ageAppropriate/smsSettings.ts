import { asc, count, desc, eq, like, sql } from 'drizzle-orm';
import { SMS_TEMPLATES_MAX, type OptOutSource } from '@portal/api';
import { maskPersonalNumber } from '@portal/validators';
import type { Config } from '../../config';
import type { Db } from '../../db/open';
import { likeLiteral } from '../../db/like';
import { pageOf } from '../../db/paging';
import { invalid, notFound } from '../../http/errors';
import { formatDateTime } from '../../http/time';
import type { AuthUser } from '../account/session';
import { groupMembers, tokenRecipient } from './service';
import { smsOptOut, smsTemplateTable } from './tables';

/**
 * What the campaign SMS pages keep besides tasks (issue 16, docs/questionnaires.md): saved
 * templates (/sms-edit), the numbers that opted out (退订号码, /bsRecord?tab=optOut and the answer
 * page's 不再接收), and the name a preview shows.
 */

// ---------------------------------------------------------------- templates

/** Every saved template, the most recently changed first. */
export async function listTemplates(db: Db) {
  const rows = await db.select().from(smsTemplateTable).orderBy(desc(smsTemplateTable.updatedAt), desc(smsTemplateTable.id));
  return rows.map((r) => ({ id: r.id, name: r.name, content: r.content, updatedAt: formatDateTime(r.updatedAt) }));
}

/**
 * Adds (no id) or changes a template.
 * @throws Fail 4001 a name another template has, or a new one beyond SMS_TEMPLATES_MAX; 4004 an unknown id
 */
export async function saveTemplate(db: Db, user: AuthUser, input: { id?: number | undefined; name: string; content: string }): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const [same] = await tx.select({ id: smsTemplateTable.id }).from(smsTemplateTable).where(eq(smsTemplateTable.name, input.name));
    if (same && same.id !== input.id) throw invalid(`已有名为“${input.name}”的模板`);
    const values = { name: input.name, content: input.content, userId: user.id, updatedAt: new Date() };
    if (input.id !== undefined) {
      const [row] = await tx.update(smsTemplateTable).set(values).where(eq(smsTemplateTable.id, input.id)).returning({ id: smsTemplateTable.id });
      if (!row) throw notFound('模板不存在或已删除');
      return row;
    }
    const [n] = await tx.select({ n: count() }).from(smsTemplateTable);
    if ((n?.n ?? 0) >= SMS_TEMPLATES_MAX) throw invalid(`最多保存${SMS_TEMPLATES_MAX}个模板，请先删除不用的模板`);
    const [row] = await tx.insert(smsTemplateTable).values(values).returning({ id: smsTemplateTable.id });
    return row!;
  });
}

/** Deletes a template (tasks keep their own text). @throws Fail 4004 when there is none */
export async function deleteTemplate(db: Db, id: number): Promise<null> {
  const gone = await db.delete(smsTemplateTable).where(eq(smsTemplateTable.id, id)).returning({ id: smsTemplateTable.id });
  if (gone.length === 0) throw notFound('模板不存在或已删除');
  return null;
}

// ---------------------------------------------------------------- opt-outs

/** A page of the numbers that opted out, newest first, masked (GB/T 35273-2020 section 7.2); `phone` filters from the start. */
export async function listOptOuts(db: Db, f: { page: number; limit: number; phone?: string | undefined }) {
  const where = f.phone ? like(smsOptOut.phone, `${likeLiteral(f.phone)}%`) : undefined;
  const { list: rows, total } = await pageOf(
    db.select().from(smsOptOut).where(where).orderBy(desc(smsOptOut.at), asc(smsOptOut.phone)),
    db.select({ n: count() }).from(smsOptOut).where(where),
    f,
  );
  return { total, list: rows.map((r) => ({ phone: maskPersonalNumber('mobile', r.phone), source: r.source, note: r.note, at: formatDateTime(r.at) })) };
}

/** Records an opt-out (a second one for the same number keeps the first). */
async function optOut(db: Db, phone: string, source: OptOutSource, note: string, userId: number | null): Promise<null> {
  await db.insert(smsOptOut).values({ phone, source, note, userId }).onConflictDoNothing();
  return null;
}

/** Staff record an opt-out (a reply R, a call to the hotline). */
export const addOptOut = (db: Db, user: AuthUser, phone: string, note: string) => optOut(db, phone, 'staff', note, user.id);

/** The recipient of a link opts out from the answer page. @throws Fail 4001 a forged token (as the answer page) */
export async function optOutByToken(db: Db, config: Config, token: string): Promise<null> {
  const { recipient } = await tokenRecipient(db, config, token);
  return optOut(db, recipient.phone, 'answerPage', '', null);
}

/** Staff take a number off the list (the person asked to receive messages again). @throws Fail 4004 when it is not on it */
export async function removeOptOut(db: Db, phone: string): Promise<null> {
  const gone = await db.delete(smsOptOut).where(eq(smsOptOut.phone, phone)).returning({ phone: smsOptOut.phone });
  if (gone.length === 0) throw notFound('该号码不在退订名单中');
  return null;
}

/** The name of the group's first member (registered people by id, then uploaded numbers) who has not opted out, for the preview of /sms-add; null for none. */
export async function previewName(db: Db, groupId: number): Promise<{ name: string | null }> {
  const found = (await db.execute(
    sql`select mem.name from ${groupMembers(groupId)} where not exists (select 1 from ${smsOptOut} o where o.phone = mem.phone) order by mem.person_id nulls last, mem.phone limit 1`,
  )) as unknown as { rows: { name: string }[] };
  return { name: found.rows[0]?.name ?? null };
}
