import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { E2E_DATA_DIR } from './env';

/** The file the e2e server's SMS transport appends every message to (SMS_DEV_FILE, development only). */
const SMS_FILE = path.resolve(import.meta.dirname, '../..', E2E_DATA_DIR, 'sms.jsonl');

interface SentSms {
  phone: string;
  scene: string;
  code: string;
  text: string;
  at: string;
}

/** Every message sent so far. */
function sent(): SentSms[] {
  if (!fs.existsSync(SMS_FILE)) return [];
  return fs
    .readFileSync(SMS_FILE, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as SentSms);
}

/** How many messages `phone` has received; take it before sending, then wait with {@link nextCode}. */
export const smsCount = (phone: string): number => sent().filter((m) => m.phone === phone).length;

/** Waits for the message after the first `before` that `phone` received and answers its 6-digit code. */
export async function nextCode(phone: string, before: number): Promise<string> {
  let code = '';
  await expect
    .poll(() => {
      const mine = sent().filter((m) => m.phone === phone);
      code = mine.length > before ? mine[mine.length - 1]!.code : '';
      return code;
    }, { message: `an SMS to ${phone}` })
    .toMatch(/^\d{6}$/);
  return code;
}

/** Waits until `phone` has received a questionnaire invitation (scene campaign) and answers the /qt link in it, as a path with its query. */
export async function campaignLink(phone: string): Promise<string> {
  let link = '';
  await expect
    .poll(() => {
      const text = sent().find((m) => m.phone === phone && m.scene === 'campaign')?.text ?? '';
      link = /\/qt\?token=[\w.-]+/.exec(text)?.[0] ?? '';
      return link;
    }, { message: `a questionnaire SMS to ${phone}` })
    .not.toBe('');
  return link;
}
