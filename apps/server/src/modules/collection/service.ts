import { and, desc, eq, inArray } from 'drizzle-orm';
import type { CollectionKind, CollectionRow } from '@portal/api';
import { isValidMobile } from '@portal/validators';
import type { Db } from '../../db/open';
import { invalid, notFound } from '../../http/errors';
import type { ExportFile, RequestContext } from '../../http/router';
import { formatDateTime, shanghaiDay } from '../../http/time';
import { streamXlsx } from '../../http/xlsxStream';
import type { AuthUser } from '../account/session';
import { appUser } from '../account/tables';
import { enterpriseById, enterpriseListRow } from '../dashboard/service';
import { boardSnapshot, memo, memoAsync, type EnterpriseRow, type Snapshot } from '../dashboard/snapshot';
import { enterpriseAnnual } from '../dashboard/tables';
import { annualYears, enterpriseOverview } from '../enterprise/info';
import { enterprise, trainingAnnual } from '../enterprise/tables';
import { sendMessages } from '../messages/service';
import { sendNotice } from '../sms/service';
import { checkFilterInScope, collectionScope, inCollectionScope, scopeKey, type CollectionScope } from './scope';
import { collectionReminder } from './tables';

/**
 * The data-collection summary (issue 13, docs/collection-summary.md): the enterprises (or private
 * vocational training institutions) of a staff member's scope and whether each has filled the
 * open years (on.off.ent rule, SPEC.md section 9), read from the dashboards' snapshot (kept per
 * data version; a filled year raises it through the triggers on enterprise_annual and
 * training_annual), so the list and its statistics answer from memory; and the reminders to
 * those that have not filled.
 */

/** The filter of the list, its export and the reminder (libs/api collection.ts). */
export interface CollectionFilter {
  year?: number | undefined;
  name?: string | undefined;
  streetCode?: string | undefined;
  industryCode?: string | undefined;
  /** '1': the year filled, '0': not filled */
  filled?: '0' | '1' | undefined;
}

/** What every summary call works on: the snapshot, the caller's scope, the open years and the year asked about. */
interface Summary {
  snap: Snapshot;
  scope: CollectionScope;
  years: number[];
  year: number;
}

/**
 * The caller's summary for `year` (default: the later open year).
 * @throws Fail 4003 when the caller reads no summary (collectionScope); 4001 when `year` is not open
 */
async function summaryOf(db: Db, user: AuthUser, year?: number): Promise<Summary> {
  const scope = collectionScope(user);
  const snap = await boardSnapshot(db);
  // sys_config writes raise the data version too, so the open years are kept with the snapshot
  const years = await memoAsync(snap, 'collection|years', () => annualYears(db));
  const chosen = year ?? years[1];
  if (!years.includes(chosen)) throw invalid(`参数错误：year 年度只能是${years.join('或')}`);
  return { snap, scope, years, year: chosen };
}

/** The years of `kind`'s data an enterprise has filled (ascending). */
const filledYears = (e: EnterpriseRow, kind: CollectionKind) => (kind === 'school' ? e.trainingYears : e.annualYears);

/** The enterprises of the scope, largest staff first (kept per snapshot). */
const scoped = ({ snap, scope }: Summary) => memo(snap, `collection|scope|${scopeKey(scope)}`, () => snap.enterprises.filter(inCollectionScope(scope)));

/**
 * The enterprises of the scope matching `filter`, largest staff first. The matches without the
 * name are kept per snapshot; the name (free text) is looked for in them.
 * @throws Fail 4003 when the filter's street or section lies outside the scope
 */
function matching(s: Summary, filter: CollectionFilter): EnterpriseRow[] {
  checkFilterInScope(s.scope, filter);
  const { streetCode, industryCode, filled } = filter;
  const matches = memo(s.snap, `collection|match|${scopeKey(s.scope)}|${s.year}|${streetCode ?? ''}|${industryCode ?? ''}|${filled ?? ''}`, () =>
    scoped(s).filter(
      (e) =>
        (!streetCode || e.streetCode === streetCode) &&
        (!industryCode || e.industryCode === industryCode) &&
        (filled === undefined || filledYears(e, s.scope.kind).includes(s.year) === (filled === '1')),
    ),
  );
  const needle = filter.name?.toLowerCase();
  return needle ? matches.filter((e) => e.name.toLowerCase().includes(needle)) : matches;
}

/** An enterprise as the list shows it: names of its street and section, staff count and the open years it has filled. */
function listRow(s: Summary, e: EnterpriseRow): CollectionRow {
  const { id, name, creditCode, streetName, industryName, talentCount } = enterpriseListRow(s.snap, e);
  const filled = filledYears(e, s.scope.kind);
  return { id, name, creditCode, streetName, industryName, talentCount, filledYears: s.years.filter((y) => filled.includes(y)) };
}

/** One page of the summary list (`/api/summary/data/page`), with the year it is about and the open years. */
export async function summaryPage(db: Db, user: AuthUser, { page, limit, ...filter }: CollectionFilter & { page: number; limit: number }) {
  const s = await summaryOf(db, user, filter.year);
  return memo(s.snap, `collection|page|${scopeKey(s.scope)}|${JSON.stringify([s.year, filter, page, limit])}`, () => {
    const all = matching(s, filter);
    return { list: all.slice((page - 1) * limit, page * limit).map((e) => listRow(s, e)), total: all.length, year: s.year, years: s.years };
  });
}

/** Filled, total and the rate in percent with one decimal (0 without enterprises). */
const completion = (filled: number, total: number) => ({ total, filled, rate: total ? Math.round((filled / total) * 1000) / 10 : 0 });

/**
 * The completion of a year in the caller's scope (`/api/entData/collect/statistics`): overall, by
 * street and by industry section, in code order, groups without enterprises left out.
 */
export async function collectStatistics(db: Db, user: AuthUser, year?: number) {
  const s = await summaryOf(db, user, year);
  return memo(s.snap, `collection|statistics|${scopeKey(s.scope)}|${s.year}`, () => {
    const street = new Map<string, [number, number]>();
    const industry = new Map<string, [number, number]>();
    let filled = 0;
    const all = scoped(s);
    for (const e of all) {
      const done = filledYears(e, s.scope.kind).includes(s.year) ? 1 : 0;
      filled += done;
      for (const [groups, code] of [
        [street, e.streetCode],
        [industry, e.industryCode],
      ] as const) {
        const g = groups.get(code) ?? [0, 0];
        groups.set(code, [g[0] + done, g[1] + 1]);
      }
    }
    const rows = (places: { code: string; name: string }[], groups: Map<string, [number, number]>) =>
      places.flatMap(({ code, name }) => {
        const g = groups.get(code);
        return g ? [{ code, name, ...completion(g[0], g[1]) }] : [];
      });
    return { year: s.year, years: s.years, overall: completion(filled, all.length), byStreet: rows(s.snap.streets, street), byIndustry: rows(s.snap.industries, industry) };
  });
}

/**
 * The caller's scope as the filter offers it (`/api/summary/administerList`): the streets and
 * industry sections that hold enterprises of the scope, in code order, and whether the account
 * is limited to some.
 */
export async function administerList(db: Db, user: AuthUser) {
  const s = await summaryOf(db, user);
  const { snap, scope } = s;
  return memo(snap, `collection|administer|${scopeKey(scope)}`, () => {
    const all = scoped(s);
    const streets = new Set(all.map((e) => e.streetCode));
    const industries = new Set(all.map((e) => e.industryCode));
    return {
      kind: scope.kind,
      streets: snap.streets.filter((x) => streets.has(x.code)).map(({ code, name }) => ({ code, name })),
      industries: snap.industries.filter((x) => industries.has(x.code)),
      allStreets: !scope.streetCode,
      allIndustries: !scope.industryCodes,
    };
  });
}

/** Rows of the export per page of the stream. */
const EXPORT_PAGE = 1000;

/** The summary list as a streamed xlsx (`/api/summary/detail/export`): every row of the filter, each open year 已填报 or 未填报. */
export async function summaryExport(ctx: RequestContext<AuthUser>, filter: CollectionFilter): Promise<ExportFile> {
  const s = await summaryOf(ctx.db, ctx.user, filter.year);
  const rows = matching(s, filter);
  const school = s.scope.kind === 'school';
  const columns = [
    { header: school ? '机构名称' : '企业名称', width: 36, value: (r: CollectionRow) => r.name },
    { header: '统一社会信用代码', width: 22, value: (r: CollectionRow) => r.creditCode },
    { header: '街道', value: (r: CollectionRow) => r.streetName },
    { header: '行业门类', width: 28, value: (r: CollectionRow) => r.industryName },
    { header: '在职人数', width: 10, value: (r: CollectionRow) => r.talentCount },
    ...s.years.map((y) => ({ header: `${y}年度数据`, width: 12, value: (r: CollectionRow) => (r.filledYears.includes(y) ? '已填报' : '未填报') })),
  ];
  async function* pages() {
    for (let i = 0; i < rows.length; i += EXPORT_PAGE) yield rows.slice(i, i + EXPORT_PAGE).map((e) => listRow(s, e));
  }
  const name = school ? '民办职业培训机构数据采集汇总' : '企业数据采集汇总';
  return { filename: `${name}_${s.year}年度.xlsx`, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', body: streamXlsx(name, columns, pages(), ctx.log) };
}

/**
 * An enterprise of the caller's scope from the snapshot.
 * @throws Fail 4004 when there is none, or it lies outside the scope (the same answer: the scope's edge reveals nothing)
 */
function enterpriseInScope(s: Summary, find: (snap: Snapshot) => EnterpriseRow | undefined): EnterpriseRow {
  const e = find(s.snap);
  if (!e || !inCollectionScope(s.scope)(e)) throw notFound('您的管理范围内没有这家企业');
  return e;
}

/** Whether an enterprise with `id` is in the caller's scope, before its portrait is read (`/api/summary/detail/{id}`). @throws Fail 4004 otherwise */
export async function checkInScope(db: Db, user: AuthUser, id: number): Promise<void> {
  const s = await summaryOf(db, user);
  enterpriseInScope(s, (snap) => enterpriseById(snap).get(id));
}

/** How many reminders the detail lists. */
const REMINDERS_SHOWN = 20;

/**
 * One enterprise of the caller's scope by credit code (`/api/entData/collect/getEntInfoByCreditCode`):
 * what it sees itself at /entdata or /entdataSchool (details, open years' figures, talent data) and
 * the reminders it was sent, newest first.
 * @throws Fail 4004 when none of the scope has that code
 */
export async function collectEntInfo(db: Db, user: AuthUser, creditCode: string) {
  const s = await summaryOf(db, user);
  const byCode = memo(s.snap, 'collection|byCreditCode', () => new Map(s.snap.enterprises.map((e) => [e.creditCode, e])));
  const e = enterpriseInScope(s, () => byCode.get(creditCode));
  const [overview, reminders] = await Promise.all([
    enterpriseOverview(db, e.id),
    db
      .select({ year: collectionReminder.year, at: collectionReminder.remindedAt, remindedBy: collectionReminder.remindedBy, deptName: collectionReminder.deptName })
      .from(collectionReminder)
      .where(eq(collectionReminder.enterpriseId, e.id))
      .orderBy(desc(collectionReminder.remindedAt))
      .limit(REMINDERS_SHOWN),
  ]);
  return { ...overview, reminders: reminders.map(({ at, ...r }) => ({ ...r, remindedAt: formatDateTime(at) })) };
}

/** Enterprises handled per statement of a reminder, so no statement carries more than a few thousand parameters. */
const REMIND_BATCH = 500;

/** The outcome of a reminder (libs/api collectRemind). */
export interface RemindResult {
  reminded: number;
  skipped: number;
  unreachable: number;
  messages: number;
  sms: number;
}

/** A text message to send once the reminders are committed. */
interface ReminderText {
  phone: string;
  name: string;
}

/**
 * Writes the reminders of `year` to the enterprises `ids` in the transaction `tx` (the caller's
 * scope already applied): per enterprise still without that year's row, one reminder row a day
 * (the unique index skips those reminded today, also under concurrent calls) and the business
 * message (annualDataReminder or schoolDataReminder, from `user`'s department) to each active
 * account. An enterprise with neither an active account nor a contact phone is unreachable and
 * not recorded. Answers the counts (`sms` 0) and the text messages to send after the commit: one
 * per reminded enterprise, to its contact phone, else its first account's phone.
 */
export async function writeReminders(tx: Db, user: AuthUser, kind: CollectionKind, year: number, ids: number[]): Promise<{ result: RemindResult; texts: ReminderText[] }> {
  const yearTable = kind === 'school' ? trainingAnnual : enterpriseAnnual;
  const day = shanghaiDay(new Date());
  const result: RemindResult = { reminded: 0, skipped: 0, unreachable: 0, messages: 0, sms: 0 };
  const texts: ReminderText[] = [];
  for (let i = 0; i < ids.length; i += REMIND_BATCH) {
    const batch = ids.slice(i, i + REMIND_BATCH);
    // one statement at a time: a transaction holds one connection
    const filledNow = await tx.select({ id: yearTable.enterpriseId }).from(yearTable).where(and(eq(yearTable.year, year), inArray(yearTable.enterpriseId, batch)));
    const contacts = await tx.select({ id: enterprise.id, name: enterprise.name, phone: enterprise.contactPhone }).from(enterprise).where(inArray(enterprise.id, batch));
    const accounts = await tx
      .select({ enterpriseId: appUser.enterpriseId, phone: appUser.phonenumber })
      .from(appUser)
      .where(and(eq(appUser.userKind, 2), eq(appUser.status, 'active'), inArray(appUser.enterpriseId, batch)))
      .orderBy(appUser.id);
    const done = new Set(filledNow.map((r) => r.id));
    const reach = contacts.flatMap((c) => {
      if (done.has(c.id)) return [];
      const own = accounts.filter((a) => a.enterpriseId === c.id);
      const phone = isValidMobile(c.phone) ? c.phone : own.find((a) => isValidMobile(a.phone))?.phone;
      if (own.length === 0 && !phone) {
        result.unreachable++;
        return [];
      }
      return [{ ...c, phone }];
    });
    if (reach.length === 0) continue;
    const recorded = await tx
      .insert(collectionReminder)
      .values(reach.map((c) => ({ enterpriseId: c.id, year, day, userId: user.id, remindedBy: user.name || user.username, deptName: user.deptName })))
      .onConflictDoNothing()
      .returning({ id: collectionReminder.enterpriseId });
    const reminded = new Set(recorded.map((r) => r.id));
    const now = reach.filter((c) => reminded.has(c.id));
    result.skipped += reach.length - now.length;
    result.reminded += now.length;
    result.messages += await sendMessages(
      tx,
      now.map((c) => ({
        kind: kind === 'school' ? 'schoolDataReminder' : 'annualDataReminder',
        to: { enterpriseId: c.id },
        facts: { id: year, name: c.name, note: `贵单位${year}年度数据尚未填报，请尽快登录平台填报。` },
        senderDept: user.deptName,
      })),
    );
    for (const c of now) if (c.phone) texts.push({ phone: c.phone, name: c.name });
  }
  return { result, texts };
}

/**
 * Reminds the enterprises of the caller's scope that match `filter` (and `ids`, when given) and
 * have not filled `year` (`/api/entData/collect/remind`): {@link writeReminders} in one
 * transaction, then the text messages through the SMS transport; a failed SMS is logged and not counted.
 * @throws Fail 4003/4001 as the list (scope, year, filter)
 */
export async function remind(ctx: RequestContext<AuthUser>, { ids, ...filter }: CollectionFilter & { year: number; ids?: number[] | undefined }): Promise<RemindResult> {
  const s = await summaryOf(ctx.db, ctx.user, filter.year);
  const wanted = ids ? new Set(ids) : null;
  const targets = matching(s, { ...filter, filled: '0' }).flatMap((e) => (!wanted || wanted.has(e.id) ? [e.id] : []));
  const { result, texts } = await ctx.db.transaction((tx) => writeReminders(tx, ctx.user, s.scope.kind, s.year, targets));
  for (const { phone, name } of texts) {
    try {
      await sendNotice(ctx, phone, 'dataReminder', { name, year: String(s.year) });
      result.sms++;
    } catch (err) {
      ctx.log.error({ err, phone }, 'data-collection reminder SMS not sent');
    }
  }
  return result;
}
