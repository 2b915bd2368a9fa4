import { isNotNull, isNull } from 'drizzle-orm';
import { staffLedger, staffLineValues, type LedgerField } from '@portal/api';
import { ageFromIdCard, sexFromIdCard } from '@portal/validators';
import { forbidden, invalid } from '../../http/errors';
import type { AuthUser } from '../account/session';
import { dateText, MAX_IMPORT_ROWS, type ReadRow } from '../files/workbook';
import type { MountOptions } from '../ledger/mount';
import { staff } from './tables';

/**
 * The enterprise an enterprise user acts for.
 * @throws Fail 4003 when the account is linked to no enterprise
 */
export function ownEnterpriseId(user: AuthUser | null): number {
  if (!user || user.userKind !== 2 || user.enterpriseId === null) throw forbidden('该账号未关联企业');
  return user.enterpriseId;
}

/**
 * How the ledger engine serves staff records beyond their declaration (`staffLedger`): each
 * enterprise's own rows; sex and age (today, by the server's Asia/Shanghai clock) from the identity
 * number (GB 11643-1999: the 17th digit odd for men; birth date in digits 7-14) and the leaving
 * date as kept; the status filter 在职 (no leaving date) / 离职.
 */
export const staffServer = {
  scope: (user) => ({ enterpriseId: ownEnterpriseId(user) }),
  derive: (row) => ({ sex: sexFromIdCard(String(row.idCard)) === 'female' ? '女' : '男', age: ageFromIdCard(String(row.idCard)), leftOn: row.leftOn }),
  filters: { status: (value) => (value === 'left' ? isNotNull(staff.leftOn) : isNull(staff.leftOn)) },
} satisfies MountOptions;

const FIELDS: [string, LedgerField][] = Object.entries(staffLedger.fields);

/**
 * The identity-card entry of /identificationH5 (POST /api/ent/personal/importIdCard) as import
 * rows: one person per line, the template's columns in template order, separated by tabs, commas
 * or spaces (as copied from a spreadsheet or a chat message; `staffLineValues` of @portal/api);
 * line numbers stand for row numbers, empty lines are skipped, dates written as in a workbook
 * (2024/3/1, 2024年3月1日) are read as dates.
 * @throws Fail 4001 with more than MAX_IMPORT_ROWS lines
 */
export function staffLines(text: string): ReadRow<string>[] {
  const rows: ReadRow<string>[] = [];
  text.split(/\r?\n/).forEach((line, i) => {
    const values = staffLineValues(line);
    if (values.length === 0) return;
    const cells = Object.fromEntries(FIELDS.map(([k, f], j) => [k, f.control === 'date' ? dateText(values[j] ?? '') : (values[j] ?? '')]));
    rows.push({ row: i + 1, cells, numeric: new Set() });
  });
  if (rows.length > MAX_IMPORT_ROWS) throw invalid(`一次最多录入${MAX_IMPORT_ROWS}人，请分批录入`);
  return rows;
}
