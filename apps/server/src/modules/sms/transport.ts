import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/open';
import type { CodeScene } from './service';
import { smsOutbox } from './tables';

/**
 * Text messages that carry no code but tell someone something: loginAlert (failed logins to the
 * account's owner, modules/account/login.ts), dataReminder (an enterprise that has not filled its
 * annual data, from the data-collection summary, modules/collection), hotlineUpdate (a call event
 * accepted or closed, to its caller, modules/hotline), settleResult (the decision on a settle-in
 * application to its applicant, modules/center), campaign (a questionnaire invitation of an SMS
 * send task, modules/ageAppropriate), activityUpdate (an activity cancelled, to its sign-ups,
 * modules/station), businessMessage (a business message its recipient chose to be texted,
 * modules/messages).
 */
export type SmsNotice = 'loginAlert' | 'dataReminder' | 'hotlineUpdate' | 'settleResult' | 'campaign' | 'activityUpdate' | 'businessMessage';

/** One text message to one mainland mobile number. */
export interface SmsMessage {
  phone: string;
  /** the full text as the recipient reads it, signature included */
  text: string;
  scene: CodeScene | SmsNotice;
  /** the verification code it carries, for development logging only; '' for a notice */
  code: string;
}

/**
 * How text messages leave the platform (DESIGN.md section 4). A deployment with an SMS gateway
 * supplies its own transport to `buildApp`; the default is {@link outboxTransport}.
 * `send` resolves once the message is accepted and rejects when it cannot be delivered.
 */
export interface SmsTransport {
  readonly name: string;
  send(message: SmsMessage, ctx: { db: Db; log: FastifyBaseLogger }): Promise<void>;
}

/**
 * The default transport: records every message in the `sms_outbox` table (which staff can read)
 * and, outside production, logs the verification code and, when `devFile` is given, appends the
 * message carrying a code (or a campaign's link) as a JSON line `{ phone, scene, code, text, at }` to that file (for demos and the e2e
 * suite, which have no phone). In production nothing but the outbox row is written.
 */
export function outboxTransport(opts: { production: boolean; devFile?: string | undefined }): SmsTransport {
  if (opts.devFile && !opts.production) fs.mkdirSync(path.dirname(opts.devFile), { recursive: true });
  return {
    name: 'outbox',
    async send(message, { db, log }) {
      await db.insert(smsOutbox).values({ phone: message.phone, content: message.text, scene: message.scene, transport: 'outbox' });
      // campaign messages carry a personal link the demo and the e2e suite open, so they go to the file too
      if (opts.production || (!message.code && message.scene !== 'campaign')) return;
      if (message.code) log.info({ phone: message.phone, scene: message.scene, code: message.code }, 'SMS verification code (development only)');
      if (opts.devFile) {
        const line = JSON.stringify({ phone: message.phone, scene: message.scene, code: message.code, text: message.text, at: new Date().toISOString() });
        await fs.promises.appendFile(opts.devFile, `${line}\n`);
      }
    },
  };
}
