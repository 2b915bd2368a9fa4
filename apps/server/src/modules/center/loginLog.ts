import { and, count, desc, eq, gte, like, lt, type SQL } from 'drizzle-orm';
import { LOGIN_REASON_LABELS, type endpoints, type InputOf, type LoginLogItem } from '@portal/api';
import type { Db } from '../../db/open';
import { likeLiteral } from '../../db/like';
import { pageOf } from '../../db/paging';
import { formatDateTime, startOfShanghaiDay } from '../../http/time';
import type { ExportColumn } from '../../http/xlsxStream';
import { loginAttempt } from '../account/tables';
import { CHAIN_EXPORT_COLUMNS, chainedExportPages, type ChainCells } from './auditChain';

/** The filters of the login log and its export. */
export type LoginLogFilter = Omit<InputOf<typeof endpoints.loginLogPage>, 'page' | 'limit'>;

function whereLog(f: LoginLogFilter): SQL | undefined {
  return and(
    f.account ? like(loginAttempt.account, `${likeLiteral(f.account)}%`) : undefined,
    f.ip ? like(loginAttempt.ip, `${likeLiteral(f.ip)}%`) : undefined,
    f.result ? eq(loginAttempt.success, f.result === 'success') : undefined,
    f.beginTime ? gte(loginAttempt.at, startOfShanghaiDay(f.beginTime)) : undefined,
    f.endTime ? lt(loginAttempt.at, startOfShanghaiDay(f.endTime, 1)) : undefined,
  );
}

const columns = { id: loginAttempt.id, account: loginAttempt.account, ip: loginAttempt.ip, at: loginAttempt.at, success: loginAttempt.success, reason: loginAttempt.reason };

/** A login attempt as the page and the export show it: the time in Asia/Shanghai, the reason's Chinese label. */
export const toLoginLogItem = ({ id, account, ip, at, success, reason }: { id: number; account: string; ip: string; at: Date; success: boolean; reason: string }): LoginLogItem => ({ id, account, ip, success, reason, at: formatDateTime(at), reasonLabel: LOGIN_REASON_LABELS[reason] ?? reason });

/**
 * One page of the login log (GET /api/center/loginLog): every login attempt the defences of
 * modules/account/login.ts recorded, newest first. Read-only: no call changes or removes a row.
 * The table holds the typed account, the address, the time and the result, never a password,
 * token or code.
 */
export async function listLoginLog(db: Db, f: LoginLogFilter & { page: number; limit: number }): Promise<{ list: LoginLogItem[]; total: number }> {
  const where = whereLog(f);
  const { list: rows, total } = await pageOf(db.select(columns).from(loginAttempt).where(where).orderBy(desc(loginAttempt.id)), db.select({ n: count() }).from(loginAttempt).where(where), f);
  return { list: rows.map(toLoginLogItem), total };
}

/** The export's pages of the login log matching `f`, newest first, each row with its place in the hash chain. */
export const loginLogPages = (db: Db, f: LoginLogFilter, size: number) => chainedExportPages(db, 'login_attempt', whereLog(f), toLoginLogItem, size);

/** Columns of the login-log export (登录日志), Chinese headers, then the chain's (auditChain.ts CHAIN_EXPORT_COLUMNS). */
export const LOGIN_LOG_COLUMNS: ExportColumn<LoginLogItem & { chain: ChainCells }>[] = [
  { header: '时间', width: 20, value: (r) => r.at },
  { header: '账号', width: 22, value: (r) => r.account },
  { header: '地址', width: 18, value: (r) => r.ip },
  { header: '结果', width: 8, value: (r) => (r.success ? '成功' : '失败') },
  { header: '原因', width: 22, value: (r) => r.reasonLabel },
  ...CHAIN_EXPORT_COLUMNS,
];
