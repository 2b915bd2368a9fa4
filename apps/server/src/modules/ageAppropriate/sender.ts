import { eq } from 'drizzle-orm';
import { renderSms } from '@portal/api';
import type { Config } from '../../config';
import type { SmsQueue } from '../sms/queue';
import { answerToken } from './service';
import { smsRecipient, smsTask } from './tables';

/**
 * The campaign SMS of the questionnaires' send tasks (sms_recipient), drained by the server's SMS
 * worker (modules/sms/queue.ts: rate limit, quiet hours, at most once): each recipient's text is
 * its task's template with the recipient's name and personal answer link (/qt?token=).
 */
export const campaignQueue = (config: Config): SmsQueue<typeof smsRecipient.$inferSelect> => ({
  name: 'campaign',
  table: smsRecipient,
  async message(db, r) {
    const [task] = await db.select({ template: smsTask.template }).from(smsTask).where(eq(smsTask.id, r.taskId));
    const text = renderSms(task?.template ?? '', { name: r.name, link: `${config.publicOrigin}/qt?token=${answerToken(config, r.id)}` });
    return { phone: r.phone, scene: 'campaign', code: '', text };
  },
});
