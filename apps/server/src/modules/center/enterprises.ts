import { and, count, desc, eq, gt, ilike, or, sql, asc, type SQL } from 'drizzle-orm';
import { maskMobile } from '@portal/validators';
import type { endpoints } from '@portal/api';
import { ENTERPRISE_TYPES, SETTLE_WORKFLOW, type EnterpriseType, type EntAccountItem, type InputOf } from '@portal/api';
import type { Db } from '../../db/open';
import { likeLiteral } from '../../db/like';
import { pageOf } from '../../db/paging';
import { conflict, invalid, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/router';
import { formatDateTime } from '../../http/time';
import { defineWorkflow } from '../../http/workflow';
import type { ExportColumn } from '../../http/xlsxStream';
import type { AuthUser } from '../account/session';
import { appUser, settleApplication } from '../account/tables';
import { enterprise } from '../enterprise/tables';
import { sendMessage } from '../messages/service';
import { sendNotice } from '../sms/service';
import { settleStatusLog } from './tables';

/**
 * Settle-in decisions (SETTLE_WORKFLOW): a conditional update on awaiting_check, one log row per
 * decision; an approval opens the pending account in the same transaction (a conditional update
 * on pending as well) and writes its first message (accountCreated).
 */
export const settleWorkflow = defineWorkflow('settle', SETTLE_WORKFLOW, {
  table: settleApplication,
  id: settleApplication.id,
  status: settleApplication.status,
  history: {
    table: settleStatusLog,
    ref: settleStatusLog.applicationId,
    rows: (changes, { user, note }) => changes.map((c) => ({ applicationId: c.id, fromStatus: c.from, toStatus: c.to, userId: user.id, note, at: c.at })),
  },
  after: async (tx, changes) => {
    for (const c of changes) {
      if (c.to !== 'agree') continue;
      await tx.update(appUser).set({ status: 'active' }).where(and(eq(appUser.id, c.row.userId), eq(appUser.status, 'pending')));
      await sendMessage(tx, { kind: 'accountCreated', to: { userId: c.row.userId }, facts: { id: c.row.userId, name: c.row.entName, note: '' } });
    }
  },
});

/** The filters of the enterprise list and export. */
export type EntFilter = Omit<InputOf<typeof endpoints.centerEntList>, 'page' | 'limit'>;

/** The newest application of each enterprise account (a lateral join keeps it one row per account). */
const latestApp = sql`lateral (select * from ${settleApplication} where ${settleApplication.userId} = ${appUser.id} order by ${settleApplication.id} desc limit 1) as app`;
const app = (column: string) => sql.raw(`app.${column}`);

const columns = {
  userId: appUser.id,
  username: appUser.username,
  entName: sql<string>`coalesce(${enterprise.name}, ${app('ent_name')}, '')`,
  creditCode: sql<string>`coalesce(${enterprise.creditCode}, ${app('credit_code')}, ${appUser.username})`,
  contactName: appUser.name,
  phonenumber: appUser.phonenumber,
  accountStatus: appUser.status,
  enterpriseType: enterprise.enterpriseType,
  appId: sql<number | null>`${app('id')}`,
  appSource: sql<string | null>`${app('source')}`,
  appStatus: sql<string | null>`${app('status')}`,
  appNote: sql<string | null>`${app('note')}`,
  appCreatedAt: sql<string | null>`${app('created_at')}`,
  appLicenceName: sql<string | null>`${app('licence_name')}`,
  createdAt: appUser.createdAt,
};

function whereEnt(f: EntFilter): SQL {
  const kw = f.keyword ? `%${likeLiteral(f.keyword)}%` : undefined;
  return and(
    eq(appUser.userKind, 2),
    kw ? or(ilike(enterprise.name, kw), sql`${app('ent_name')} ilike ${kw}`, ilike(appUser.username, kw), ilike(appUser.name, kw)) : undefined,
    f.accountStatus ? eq(appUser.status, f.accountStatus) : undefined,
    f.settleStatus ? sql`${app('status')} = ${f.settleStatus}` : undefined,
  )!;
}

const from = (db: Db) => db.select(columns).from(appUser).leftJoin(enterprise, eq(enterprise.id, appUser.enterpriseId)).leftJoin(latestApp, sql`true`);

type Row = Awaited<ReturnType<ReturnType<typeof from>['where']>>[number];

const toItem = (r: Row): EntAccountItem => ({
  userId: r.userId,
  username: r.username,
  entName: r.entName,
  creditCode: r.creditCode,
  contactName: r.contactName,
  phonenumber: maskMobile(r.phonenumber),
  accountStatus: r.accountStatus === 'pending' || r.accountStatus === 'disabled' ? r.accountStatus : 'active',
  enterpriseTypes: (r.enterpriseType ?? '').split(',').filter(Boolean),
  application:
    r.appId === null
      ? null
      : {
          id: Number(r.appId),
          source: r.appSource ?? '',
          status: r.appStatus as NonNullable<EntAccountItem['application']>['status'],
          note: r.appNote ?? '',
          submittedAt: formatDateTime(new Date(r.appCreatedAt!)),
          licenceName: r.appLicenceName ?? '',
        },
  createdAt: formatDateTime(r.createdAt),
});

/** One page of enterprise accounts (GET /api/center/entList): those waiting for approval first, then newest. */
export async function listEnterprises(db: Db, f: InputOf<typeof endpoints.centerEntList> & { page: number; limit: number }): Promise<{ list: EntAccountItem[]; total: number }> {
  const where = whereEnt(f);
  const { list: rows, total } = await pageOf(
    from(db)
      .where(where)
      .orderBy(sql`${app('status')} = 'awaiting_check' desc nulls last`, desc(appUser.id)),
    db.select({ n: count() }).from(appUser).leftJoin(enterprise, eq(enterprise.id, appUser.enterpriseId)).leftJoin(latestApp, sql`true`).where(where),
    f,
  );
  return { list: rows.map(toItem), total };
}

/** The export's pages of enterprise accounts matching `f`, by id (keyset). */
export const entExportPage = (db: Db, f: EntFilter) => async (afterId: number, size: number) =>
  (
    await from(db)
      .where(and(whereEnt(f), gt(appUser.id, afterId)))
      .orderBy(asc(appUser.id))
      .limit(size)
  ).map((r) => ({ ...toItem(r), id: r.userId }));

/** Columns of the enterprise export (企业账号), Chinese headers; phones masked as in the list. */
export const ENT_EXPORT_COLUMNS: ExportColumn<EntAccountItem>[] = [
  { header: '账号', width: 22, value: (e) => e.username },
  { header: '企业名称', width: 30, value: (e) => e.entName },
  { header: '统一社会信用代码', width: 22, value: (e) => e.creditCode },
  { header: '联系人', width: 10, value: (e) => e.contactName },
  { header: '手机号', width: 14, value: (e) => e.phonenumber },
  { header: '企业类型', width: 24, value: (e) => e.enterpriseTypes.join('、') },
  { header: '账号状态', width: 10, value: (e) => ({ active: '已开通', pending: '待审核', disabled: '已关闭' })[e.accountStatus] },
  { header: '入驻申请', width: 10, value: (e) => (e.application ? { awaiting_check: '待审核', agree: '已通过', refused: '未通过', against: '驳回' }[e.application.status] : '') },
  { header: '审核意见', width: 30, value: (e) => e.application?.note ?? '' },
  { header: '创建时间', width: 20, value: (e) => e.createdAt },
];

/**
 * Sets the enterprise types of an enterprise account's enterprise (POST /api/center/entType),
 * stored as SPEC.md section 3's comma-separated enterpriseType, in ENTERPRISE_TYPES order; the
 * account sees its menus by them from its next login.
 * @throws Fail 4004 unknown enterprise account; 4009 an account whose settle-in is not approved (no enterprise yet)
 */
export async function setEnterpriseTypes(db: Db, id: number, types: readonly EnterpriseType[]): Promise<{ enterpriseTypes: EnterpriseType[] }> {
  const [account] = await db.select({ enterpriseId: appUser.enterpriseId }).from(appUser).where(and(eq(appUser.id, id), eq(appUser.userKind, 2)));
  if (!account) throw notFound('企业账号不存在');
  if (account.enterpriseId === null) throw conflict('该企业的入驻申请尚未审核通过，请先审核申请');
  const enterpriseTypes = ENTERPRISE_TYPES.filter((t) => types.includes(t));
  await db.update(enterprise).set({ enterpriseType: enterpriseTypes.join(',') }).where(eq(enterprise.id, account.enterpriseId));
  return { enterpriseTypes };
}

/**
 * The administrator's decision on a settle-in application (POST /api/center/report): agree opens
 * the account, refused keeps it closed with the reason; either way the applicant sees it at
 * /loginStatus and gets an SMS (scene settleResult).
 * @throws Fail 4004 unknown application; 4009 not waiting (any more); 4001 refusal without a reason
 */
export async function decideSettle(ctx: Pick<RequestContext, 'db' | 'config' | 'sms' | 'log' | 'afterCommit'>, admin: AuthUser, input: { id: number; action: 'agree' | 'refused'; note: string }): Promise<{ status: 'agree' | 'refused' }> {
  const { db } = ctx;
  if (input.action === 'refused' && input.note.length < 2) throw invalid('请填写不通过的理由');
  const [row] = await db.select().from(settleApplication).where(eq(settleApplication.id, input.id)).limit(1);
  if (!row) throw notFound('入驻申请不存在');
  await settleWorkflow.fireOne(db, input.action, { id: row.id, status: row.status }, { user: admin, note: input.note }, { set: { note: input.note } });
  const result = input.action === 'agree' ? '已审核通过，请使用统一社会信用代码登录平台' : `未通过审核，原因：${input.note}。请登录平台查看详情`;
  await sendNotice(ctx, row.phone, 'settleResult', { entName: row.entName, result });
  return { status: input.action };
}
