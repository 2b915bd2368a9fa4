import { eq, sql } from 'drizzle-orm';
import { campaignParams } from '@portal/api';
import type { Config } from '../../config';
import type { SmsQueue } from '../sms/queue';
import { answerToken, campaignSource } from './service';
import { smsOptOut, smsRecipient, smsTask } from './tables';

/** The reason a queued campaign message fails when its number opted out after it was queued. */
export const OPTED_OUT = '号码已退订，不再发送';

/**
 * The campaign SMS of the questionnaires' send tasks (sms_recipient), drained by the server's SMS
 * worker (modules/sms/queue.ts: rate limit, quiet hours, at most once): each recipient's text is
 * its task's template with the recipient's name and personal answer link (/qt?token=). A task's
 * messages wait until its scheduled time (`due`); a number that opted out meanwhile is not sent
 * to ({@link OPTED_OUT}).
 */
export const campaignQueue = (config: Config): SmsQueue<typeof smsRecipient.$inferSelect> => ({
  name: 'campaign',
  table: smsRecipient,
  due: (now) => sql`not exists (select 1 from ${smsTask} where ${smsTask.id} = ${smsRecipient.taskId} and ${smsTask.scheduledAt} > ${now.toISOString()})`,
  async message(db, r) {
    const [optedOut] = await db.select({ phone: smsOptOut.phone }).from(smsOptOut).where(eq(smsOptOut.phone, r.phone));
    if (optedOut) throw new Error(OPTED_OUT);
    const [task] = await db.select({ template: smsTask.template }).from(smsTask).where(eq(smsTask.id, r.taskId));
    return { phone: r.phone, scene: 'campaign', kind: 'campaign', source: campaignSource(r), params: campaignParams(task?.template ?? '', { name: r.name, origin: config.publicOrigin, token: answerToken(config, r.id) }) };
  },
});
