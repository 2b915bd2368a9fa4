import { and, asc, desc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { POSTDOC_FUNDING_PER_PERSON_YEAR, type PostdocFundingLine, type PostdocFundingYear, type PostdocRecordItem } from '@portal/api';
import type { Db } from '../../db/open';
import { conflict, invalid, notFound, type Fail } from '../../http/errors';
import { shanghaiDay } from '../../http/time';
import type { AuthUser } from '../account/session';
import type { LedgerEngine, MountOptions } from '../ledger/mount';
import { postdocRecord, postdocTicket, postdocUnit } from './tables';

type Values = Record<string, unknown>;

/** The current year in Asia/Shanghai, e.g. 2025. */
export const currentYear = (): number => Number(shanghaiDay(new Date()).slice(0, 4));

/**
 * Whether the unit a ticket or a stay names is on the unit register: a unit with the credit code
 * `unitCode`, registered under the name `unitName`.
 * @returns undefined when it is, else a 4001 naming the field at fault
 */
export async function unitOnRegister(db: Db, values: Values): Promise<Fail | undefined> {
  const code = String(values.unitCode);
  const [unit] = await db.select({ unitName: postdocUnit.unitName }).from(postdocUnit).where(eq(postdocUnit.creditCode, code));
  if (!unit) return invalid(`设站单位统一社会信用代码：${code} 不是已登记的博士后设站单位，请先在“设站单位”中登记`);
  if (unit.unitName !== values.unitName) return invalid(`设站单位：统一社会信用代码 ${code} 登记的单位是“${unit.unitName}”，请核对单位名称`);
  return undefined;
}

/**
 * The rules of a stay beyond its fields (docs/ledgers.md, 博士后): the unit is on the register;
 * the planned exit is not before the entry; an exited stay keeps its entry not after its exit;
 * and a person holds at most one open stay, counting the rows of the same import accepted
 * before (4009 naming the person and the open stay).
 */
async function stayRules(db: Db, values: Values, at: { id?: number; earlier: readonly Values[] }): Promise<Fail | undefined> {
  const unit = await unitOnRegister(db, values);
  if (unit) return unit;
  const entryDate = String(values.entryDate);
  if (String(values.plannedExitDate) < entryDate) return invalid('计划出站日期：不能早于进站日期');
  const [current] = at.id === undefined ? [] : await db.select({ exitDate: postdocRecord.exitDate }).from(postdocRecord).where(eq(postdocRecord.id, at.id));
  if (current?.exitDate) return entryDate > current.exitDate ? invalid(`进站日期：不能晚于实际出站日期 ${current.exitDate}`) : undefined;
  const [stored] = await db
    .select({ unitName: postdocRecord.unitName, entryDate: postdocRecord.entryDate })
    .from(postdocRecord)
    .where(and(eq(postdocRecord.idCard, String(values.idCard)), isNull(postdocRecord.exitDate), at.id === undefined ? undefined : ne(postdocRecord.id, at.id)))
    .limit(1);
  const open = stored ?? at.earlier.find((v) => v.idCard === values.idCard);
  if (!open) return undefined;
  return conflict(`${String(values.name)}已有一段在站记录（${String(open.unitName)}，${String(open.entryDate)} 进站），同一人不能同时有两段在站记录，请先为该记录办理出站`);
}

/**
 * How the ledger engine serves the stays beyond their declaration (`postdocRecordLedger`): the
 * derived columns from the exit columns (状态 在站 while no exit date), the status filter
 * (in: no exit date; out: exited) and {@link stayRules}.
 */
export const stayServer = {
  derive: (row) => ({ status: row.exitDate ? '已出站' : '在站', exitDate: row.exitDate ?? null, exitKind: row.exitKind ?? null, exitReason: row.exitReason ?? null }),
  filters: { status: (value) => (value === 'out' ? isNotNull(postdocRecord.exitDate) : isNull(postdocRecord.exitDate)) },
  check: stayRules,
} satisfies MountOptions;

/**
 * Ends an open stay (期满出站 or 中途退站 with its reason) through the engine's `setColumns`
 * (history kept): the row is locked first, so of two exits at once the second sees the first's
 * exit date and is refused.
 * @throws Fail 4004 when the record does not exist; 4009 when the stay has already ended; 4001 when the exit date is before the entry date
 */
export async function exitStay(db: Db, records: LedgerEngine, user: AuthUser, exit: { id: number; exitDate: string; kind: '期满出站' | '中途退站'; reason?: string }) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ name: postdocRecord.name, entryDate: postdocRecord.entryDate, exitDate: postdocRecord.exitDate }).from(postdocRecord).where(eq(postdocRecord.id, exit.id)).for('update');
    if (!row) throw notFound('博士后进出站记录不存在');
    if (row.exitDate) throw conflict(`${row.name}已于 ${row.exitDate} 出站，不能再次办理出站`);
    if (exit.exitDate < row.entryDate) throw invalid(`出站日期：不能早于进站日期 ${row.entryDate}`);
    return records.setColumns(tx, user, [exit.id], { exitDate: exit.exitDate, exitKind: exit.kind, exitReason: exit.reason ?? null });
  });
}

/** The first day of `year` and of the next year, 'YYYY-MM-DD'. */
const yearBounds = (year: number) => [`${year}-01-01`, `${year + 1}-01-01`] as const;

/**
 * Head counts (statisticPerNum): researchers in station now, and those who entered and exited
 * in `year`, in all and for every registered unit (register order).
 */
export async function headCounts(db: Db, year: number) {
  const [from, to] = yearBounds(year);
  const r = postdocRecord;
  const units = await db
    .select({
      unitCode: postdocUnit.creditCode,
      unitName: postdocUnit.unitName,
      inStation: sql<number>`count(${r.id}) filter (where ${r.exitDate} is null)`.mapWith(Number),
      exited: sql<number>`count(${r.id}) filter (where ${r.exitDate} >= ${from} and ${r.exitDate} < ${to})`.mapWith(Number),
      entered: sql<number>`count(${r.id}) filter (where ${r.entryDate} >= ${from} and ${r.entryDate} < ${to})`.mapWith(Number),
    })
    .from(postdocUnit)
    .leftJoin(r, eq(r.unitCode, postdocUnit.creditCode))
    .groupBy(postdocUnit.id)
    .orderBy(asc(postdocUnit.id));
  const sum = (k: 'inStation' | 'exited' | 'entered') => units.reduce((n, u) => n + u[k], 0);
  return { year, inStation: sum('inStation'), exited: sum('exited'), entered: sum('entered'), units };
}

/**
 * One unit's stays, latest entry first, as the ledger lists them (numbers masked).
 * @throws Fail 4004 when no unit has the credit code
 */
export async function unitStays(db: Db, records: LedgerEngine, user: AuthUser, unitCode: string) {
  const [unit] = await db.select({ unitName: postdocUnit.unitName }).from(postdocUnit).where(eq(postdocUnit.creditCode, unitCode));
  if (!unit) throw notFound('该设站单位未登记');
  const ids = await db.select({ id: postdocRecord.id }).from(postdocRecord).where(eq(postdocRecord.unitCode, unitCode)).orderBy(desc(postdocRecord.entryDate), desc(postdocRecord.id));
  // the engine answers the declared item (postdocRecordLedger.item) as a plain record
  return { unitName: unit.unitName, list: (await Promise.all(ids.map(({ id }) => records.detail(db, user, id)))) as PostdocRecordItem[] };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The funding view of `year` (/postDoctoralMoneyYear; docs/ledgers.md, 博士后, 经费测算): per unit,
 * the days each stay spent in station within the year (from the entry day to the day before the
 * exit; an open stay counts to its planned exit date), divided by the days of the year and summed
 * (person-years, 2 decimals), times {@link POSTDOC_FUNDING_PER_PERSON_YEAR} 万元, beside the
 * year's disbursed tickets of the unit (万元). Units with neither are left out; the total row adds
 * up the rounded unit lines.
 */
export async function fundingYear(db: Db, year: number): Promise<PostdocFundingYear> {
  const [from, to] = yearBounds(year);
  const yearDays = (Date.UTC(year + 1, 0, 1) - Date.UTC(year, 0, 1)) / 86_400_000;
  const r = postdocRecord;
  const days = sql<number>`greatest(0, least(coalesce(${r.exitDate}, ${r.plannedExitDate}), ${to}::date) - greatest(${r.entryDate}, ${from}::date))`;
  const [stays, tickets, units] = await Promise.all([
    db
      .select({ unitCode: r.unitCode, days: sql<number>`sum(${days})`.mapWith(Number), researchers: sql<number>`count(*) filter (where ${days} > 0)`.mapWith(Number) })
      .from(r)
      .where(and(sql`${r.entryDate} < ${to}`, sql`coalesce(${r.exitDate}, ${r.plannedExitDate}) > ${from}`))
      .groupBy(r.unitCode),
    db
      .select({ unitCode: postdocTicket.unitCode, amount: sql<number>`sum(${postdocTicket.amount})`.mapWith(Number) })
      .from(postdocTicket)
      .where(eq(postdocTicket.year, year))
      .groupBy(postdocTicket.unitCode),
    db.select({ unitCode: postdocUnit.creditCode, unitName: postdocUnit.unitName }).from(postdocUnit).orderBy(asc(postdocUnit.id)),
  ]);
  const lines = units.flatMap(({ unitCode, unitName }) => {
    const stay = stays.find((s) => s.unitCode === unitCode);
    const disbursed = round2(tickets.find((t) => t.unitCode === unitCode)?.amount ?? 0);
    if (!stay?.researchers && disbursed === 0) return [];
    const personYears = round2((stay?.days ?? 0) / yearDays);
    const funding = round2(personYears * POSTDOC_FUNDING_PER_PERSON_YEAR);
    return [{ unitCode, unitName, researchers: stay?.researchers ?? 0, personYears, funding, disbursed, balance: round2(funding - disbursed) }];
  });
  const total = (k: keyof PostdocFundingLine) => round2(lines.reduce((n, l) => n + l[k], 0));
  return {
    year,
    standard: POSTDOC_FUNDING_PER_PERSON_YEAR,
    units: lines,
    total: { researchers: total('researchers'), personYears: total('personYears'), funding: total('funding'), disbursed: total('disbursed'), balance: total('balance') },
  };
}
