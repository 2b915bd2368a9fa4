import { randomUUID } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import { MESSAGES } from '@portal/api';
import type { Db } from '../../db/open';
import { invalid } from '../../http/errors';
import { captcha } from './tables';

/** A captcha is valid for 5 minutes and can be used once. */
const CAPTCHA_TTL_MS = 5 * 60_000;

/** Makes a 4-character image captcha (SVG, without confusable characters) and stores its text. */
export async function issueCaptcha(db: Db, now = new Date()): Promise<{ uuid: string; img: string }> {
  const made = svgCaptcha.create({ size: 4, ignoreChars: '0oO1ilIL', noise: 2, color: true, width: 120, height: 40, fontSize: 46 });
  const uuid = randomUUID();
  await db.delete(captcha).where(lt(captcha.expiresAt, now));
  await db.insert(captcha).values({ uuid, text: made.text.toLowerCase(), expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS) });
  return { uuid, img: `data:image/svg+xml;base64,${Buffer.from(made.data).toString('base64')}` };
}

/**
 * Checks and consumes a captcha (case-insensitive).
 * @throws Fail 4001 '请输入验证码' / '验证码错误或已过期'
 */
export async function consumeCaptcha(db: Db, uuid: string | undefined, code: string | undefined, now = new Date()): Promise<void> {
  if (!uuid || !code) throw invalid(MESSAGES.captchaRequired);
  const rows = await db.delete(captcha).where(and(eq(captcha.uuid, uuid), gt(captcha.expiresAt, now))).returning({ text: captcha.text });
  if (rows[0]?.text !== code.trim().toLowerCase()) throw invalid('验证码错误或已过期');
}
