import { and, count, desc, eq, gte, like, lt, type SQL } from 'drizzle-orm';
import { SMS_OUTBOX_SCENE_LABELS, type endpoints, type InputOf, type SmsOutboxItem } from '@portal/api';
import { maskMobile } from '@portal/validators';
import type { Db } from '../../db/open';
import { formatDateTime, startOfShanghaiDay } from '../../http/time';
import { smsRecipient } from '../ageAppropriate/tables';
import { messageSms } from '../messages/tables';
import { smsOutbox } from '../sms/tables';

type Filter = InputOf<typeof endpoints.smsOutboxPage> & { page: number; limit: number };

/** A verification code or an initial password in a text (验证码：123456, 初始密码：Ab3…#7) as the administration sees it: hidden, both are credentials. */
export const hideCodes = (text: string): string => text.replace(/(验证码[：:]\s*)\d{4,8}/g, '$1******').replace(/(初始密码[：:]\s*)[A-Za-z0-9#]{6,32}/g, '$1******');

/**
 * One page of the SMS outbox (GET /api/center/smsOutbox): every message the outbox transport
 * recorded, newest first, phones masked (GB/T 35273-2020) and verification codes hidden, with the
 * number of queued texts still waiting (quiet hours, rate limit) and of those that failed.
 * Read-only: no call changes or removes a row.
 */
export async function listSmsOutbox(db: Db, f: Filter): Promise<{ list: SmsOutboxItem[]; total: number; queued: number; failed: number }> {
  const where: SQL | undefined = and(
    f.phone ? like(smsOutbox.phone, `${f.phone}%`) : undefined,
    f.scene ? eq(smsOutbox.scene, f.scene) : undefined,
    f.beginTime ? gte(smsOutbox.createdAt, startOfShanghaiDay(f.beginTime)) : undefined,
    f.endTime ? lt(smsOutbox.createdAt, startOfShanghaiDay(f.endTime, 1)) : undefined,
  );
  const byStatus = (table: typeof messageSms | typeof smsRecipient) => db.select({ status: table.status, n: count() }).from(table).groupBy(table.status);
  const [rows, [total], texts, campaigns] = await Promise.all([
    db
      .select()
      .from(smsOutbox)
      .where(where)
      .orderBy(desc(smsOutbox.id))
      .limit(f.limit)
      .offset((f.page - 1) * f.limit),
    db.select({ n: count() }).from(smsOutbox).where(where),
    byStatus(messageSms),
    byStatus(smsRecipient),
  ]);
  const inQueues = (status: string) => [...texts, ...campaigns].filter((r) => r.status === status).reduce((n, r) => n + r.n, 0);
  return {
    list: rows.map((r) => ({
      id: r.id,
      phone: maskMobile(r.phone),
      scene: r.scene,
      sceneLabel: SMS_OUTBOX_SCENE_LABELS[r.scene as keyof typeof SMS_OUTBOX_SCENE_LABELS] ?? r.scene,
      content: hideCodes(r.content),
      transport: r.transport,
      at: formatDateTime(r.createdAt),
    })),
    total: total?.n ?? 0,
    queued: inQueues('queued'),
    failed: inQueues('failed'),
  };
}
