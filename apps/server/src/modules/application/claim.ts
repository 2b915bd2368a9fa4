import { and, asc, eq, inArray, isNull, ne, type SQL } from 'drizzle-orm';
import { APPLICATION_FILERS, APPLICATION_TYPE_LABELS, APPLICATION_TYPES, type ApplicationType, type ClaimableRecord } from '@portal/api';
import { maskMobile, maskPersonName } from '@portal/validators';
import type { Db } from '../../db/open';
import { conflict, forbidden, invalid } from '../../http/errors';
import type { RequestContext } from '../../http/router';
import { shanghaiDay } from '../../http/time';
import type { AuthUser } from '../account/session';
import { checkCode, sendCode } from '../sms/service';
import { isPerson } from './access';
import { application } from './tables';

/*
 * The claim of records filed for a person (docs/accounts.md "Ownership and claim"). A record
 * belongs to the account in `applicant_user_id` only; a record staff filed for a person (adminApply)
 * has none. The account whose identity number is on it sees it here, masked, and makes it its own
 * with the SMS code (scene `claim`) sent to the phone written on the record, which proves that the
 * account holder is the person staff served, not merely someone who typed the number.
 */

const PERSON_TYPES = APPLICATION_TYPES.filter((t) => APPLICATION_FILERS[t] === 'person');

/** Records `user` may claim: individual types, no owner, the account's identity number, not a draft. */
function claimableBy(user: AuthUser): SQL {
  return and(eq(application.applicantIdCard, user.idCard), isNull(application.applicantUserId), inArray(application.type, PERSON_TYPES), ne(application.status, 'temporary_storage'))!;
}

/** The individual account claiming. @throws Fail 4003 for schools and accounts without an identity number */
function claimant(user: AuthUser): AuthUser {
  if (!isPerson(user) || user.idCard === '') throw forbidden('仅已登记身份证号码的个人账号可以认领办事记录');
  return user;
}

/** One claimable record of the caller. @throws Fail 4003 when `id` is not one (unknown, owned, another person's) */
async function claimableRecord(db: Db, user: AuthUser, id: number) {
  const [row] = await db
    .select()
    .from(application)
    .where(and(eq(application.id, id), claimableBy(claimant(user))));
  if (!row) throw forbidden('该记录不可认领');
  return row;
}

/**
 * GET /api/second/apply/claim/list: the records the caller may claim, oldest first, without the
 * application number (with the identity number it would open the public progress query) and with
 * the name and phone masked. Empty for an account whose number has none.
 * @throws Fail 4003 for schools and accounts without an identity number
 */
export async function claimList(db: Db, user: AuthUser): Promise<{ list: ClaimableRecord[] }> {
  const rows = await db.select().from(application).where(claimableBy(claimant(user))).orderBy(asc(application.id));
  return {
    list: rows.map((r) => ({
      id: r.id,
      type: r.type as ApplicationType,
      typeLabel: APPLICATION_TYPE_LABELS[r.type as ApplicationType],
      filedAt: shanghaiDay(r.submittedAt ?? r.createdAt),
      applicantName: maskPersonName(r.applicantName),
      phone: maskMobile(r.applicantPhone),
    })),
  };
}

/**
 * POST /api/second/apply/claim/sendCode: sends a code of scene `claim` to the phone ON THE RECORD
 * (never to a phone the client names), under the sending limits of every code (60 s, 10 a day per
 * phone, 100 an hour per IP).
 * @returns the limits of {@link sendCode} and the masked phone the code went to
 * @throws Fail 4003 not a claimable record; 4001 no phone on the record; 4029 too soon
 */
export async function sendClaimCode(ctx: Pick<RequestContext, 'db' | 'config' | 'sms' | 'log' | 'ip'>, user: AuthUser, id: number) {
  const row = await claimableRecord(ctx.db, user, id);
  if (row.applicantPhone === '') throw invalid('该记录未登记手机号，请携带身份证到办理窗口认领');
  return { ...(await sendCode(ctx, row.applicantPhone, 'claim')), phone: maskMobile(row.applicantPhone) };
}

/**
 * POST /api/second/apply/claim: with the code sent to the record's phone, the record and the
 * caller's other claimable records with the same phone become the account's (`applicant_user_id`).
 * Logged for the audit trail.
 * @returns how many records the account now owns by this claim
 * @throws Fail 4003 not a claimable record; 4001 wrong, expired or missing code; 4009 claimed meanwhile
 */
export async function claimRecords(ctx: Pick<RequestContext, 'db' | 'log'>, user: AuthUser, id: number, code: string): Promise<{ claimed: number }> {
  const row = await claimableRecord(ctx.db, user, id);
  await checkCode(ctx.db, row.applicantPhone, 'claim', code);
  const claimed = await ctx.db
    .update(application)
    .set({ applicantUserId: user.id })
    .where(and(claimableBy(user), eq(application.applicantPhone, row.applicantPhone)))
    .returning({ id: application.id });
  if (!claimed.some((c) => c.id === id)) throw conflict('该记录已被认领');
  ctx.log.info({ userId: user.id, applications: claimed.map((c) => c.id) }, 'records claimed with the SMS code of the phone on the record');
  return { claimed: claimed.length };
}
