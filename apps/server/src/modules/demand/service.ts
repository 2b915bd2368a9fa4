import { and, asc, count, desc, eq, gt, gte, ilike, lte, or, sql, sum, type SQL } from 'drizzle-orm';
import { CODE, DEMAND_STATUS_LABELS, DEMAND_WORKFLOW, transitionAllowed, type BusinessMessageKind, type DemandAction, type DemandDetail, type DemandItem, type DemandStatus } from '@portal/api';
import type { Db } from '../../db/open';
import { Fail, forbidden, notFound } from '../../http/errors';
import { formatDateTime } from '../../http/time';
import { defineWorkflow, STATUS_CHANGED } from '../../http/workflow';
import type { ExportColumn } from '../../http/xlsxStream';
import type { AuthUser } from '../account/session';
import { enterprise, industry, street } from '../enterprise/tables';
import { sendMessages } from '../messages/service';
import { demand, demandStatusLog } from './tables';
import { likeLiteral } from '../../db/like';
import { pageOf } from '../../db/paging';


const itemColumns = {
  id: demand.id,
  enterpriseId: demand.enterpriseId,
  entName: enterprise.name,
  streetName: street.name,
  industryName: industry.name,
  postName: demand.postName,
  education: demand.education,
  salaryMin: demand.salaryMin,
  salaryMax: demand.salaryMax,
  headcount: demand.headcount,
  workAddress: demand.workAddress,
  status: demand.status,
  publishedAt: demand.publishedAt,
  updatedAt: demand.updatedAt,
};
type ItemRow = Omit<DemandItem, 'status' | 'publishedAt' | 'updatedAt'> & { status: string; publishedAt: Date | null; updatedAt: Date };

const toItem = (r: ItemRow): DemandItem => ({
  ...r,
  status: r.status as DemandStatus,
  publishedAt: r.publishedAt ? formatDateTime(r.publishedAt) : null,
  updatedAt: formatDateTime(r.updatedAt),
});

/** A page of demands joined with their enterprise, street and industry. */
async function pageOfDemands(db: Db, where: SQL | undefined, page: number, limit: number, order: SQL[]) {
  const base = () => db.select(itemColumns).from(demand).innerJoin(enterprise, eq(enterprise.id, demand.enterpriseId)).innerJoin(street, eq(street.code, enterprise.streetCode)).innerJoin(industry, eq(industry.code, enterprise.industryCode));
  const { list: rows, total } = await pageOf(
    base().where(where).orderBy(...order),
    db.select({ n: count() }).from(demand).innerJoin(enterprise, eq(enterprise.id, demand.enterpriseId)).where(where),
    { page, limit },
  );
  return { list: rows.map(toItem), total };
}

const keywordOn = (keyword: string | undefined) => (keyword ? or(ilike(demand.postName, `%${likeLiteral(keyword)}%`), ilike(enterprise.name, `%${likeLiteral(keyword)}%`)) : undefined);

/** The enterprise's own demands, newest change first. */
export function listOwn(db: Db, enterpriseId: number, f: { page: number; limit: number; status?: DemandStatus | undefined; keyword?: string | undefined }) {
  return pageOfDemands(db, and(eq(demand.enterpriseId, enterpriseId), f.status ? eq(demand.status, f.status) : undefined, keywordOn(f.keyword)), f.page, f.limit, [desc(demand.updatedAt), desc(demand.id)]);
}

/** Filters of the public job list (endpoints.demandPageNew). */
export interface PublicFilter {
  page: number;
  limit: number;
  keyword?: string | undefined;
  industryCode?: string | undefined;
  streetCode?: string | undefined;
  salaryFrom?: number | undefined;
  salaryTo?: number | undefined;
  education?: string | undefined;
}

const publicWhere = (f: Omit<PublicFilter, 'page' | 'limit'>) =>
  and(
    eq(demand.status, 'on'),
    keywordOn(f.keyword),
    f.industryCode ? eq(enterprise.industryCode, f.industryCode) : undefined,
    f.streetCode ? eq(enterprise.streetCode, f.streetCode) : undefined,
    // overlapping ranges: the post pays at least salaryFrom at its top and at most salaryTo at its bottom
    f.salaryFrom !== undefined ? gte(demand.salaryMax, f.salaryFrom) : undefined,
    f.salaryTo !== undefined ? lte(demand.salaryMin, f.salaryTo) : undefined,
    f.education ? eq(demand.education, f.education) : undefined,
  );

/** On-shelf demands for everyone, newest publication first. */
export function listPublic(db: Db, f: PublicFilter) {
  return pageOfDemands(db, publicWhere(f), f.page, f.limit, [desc(demand.publishedAt), desc(demand.id)]);
}

/** Staff's audit list: every demand, pending first, then newest change. */
export function listForStaff(db: Db, f: { page: number; limit: number; status?: DemandStatus | undefined; keyword?: string | undefined }) {
  return pageOfDemands(db, and(f.status ? eq(demand.status, f.status) : undefined, keywordOn(f.keyword)), f.page, f.limit, [sql`${demand.status} = 'pending' desc`, desc(demand.updatedAt), desc(demand.id)]);
}

/** Pages of the staff's filtered demands by ascending id, for the streamed export (keysetPages of http/xlsxStream.ts). */
export const staffExportPage = (db: Db, f: { status?: DemandStatus | undefined; keyword?: string | undefined }) => async (afterId: number, size: number) =>
  (
    await db
      .select({ ...itemColumns, contactName: demand.contactName, contactPhone: demand.contactPhone })
      .from(demand)
      .innerJoin(enterprise, eq(enterprise.id, demand.enterpriseId))
      .innerJoin(street, eq(street.code, enterprise.streetCode))
      .innerJoin(industry, eq(industry.code, enterprise.industryCode))
      .where(and(f.status ? eq(demand.status, f.status) : undefined, keywordOn(f.keyword), gt(demand.id, afterId)))
      .orderBy(asc(demand.id))
      .limit(size)
  ).map((r) => ({ ...toItem(r), contactName: r.contactName, contactPhone: r.contactPhone }));

/** Columns of the demand export (招聘需求导出), Chinese headers; salaries in 元 per month, phone numbers as text. */
export const DEMAND_EXPORT_COLUMNS: ExportColumn<DemandItem & { contactName: string; contactPhone: string }>[] = [
  { header: '编号', width: 8, value: (d) => d.id },
  { header: '岗位名称', width: 20, value: (d) => d.postName },
  { header: '企业', width: 30, value: (d) => d.entName },
  { header: '街道', width: 12, value: (d) => d.streetName },
  { header: '行业', width: 24, value: (d) => d.industryName },
  { header: '学历要求', width: 12, value: (d) => d.education },
  { header: '最低月薪（元）', width: 14, value: (d) => d.salaryMin },
  { header: '最高月薪（元）', width: 14, value: (d) => d.salaryMax },
  { header: '招聘人数', width: 10, value: (d) => d.headcount },
  { header: '工作地点', width: 30, value: (d) => d.workAddress },
  { header: '联系人', width: 10, value: (d) => d.contactName },
  { header: '联系电话', width: 14, value: (d) => d.contactPhone },
  { header: '状态', width: 10, value: (d) => DEMAND_STATUS_LABELS[d.status] },
  { header: '发布时间', width: 20, value: (d) => d.publishedAt ?? '' },
  { header: '更新时间', width: 20, value: (d) => d.updatedAt },
];

/** Enterprises with on-shelf demands: counts of posts and people wanted, the newest post's name. */
export async function listHiringEnterprises(db: Db, f: { page: number; limit: number; keyword?: string | undefined; industryCode?: string | undefined; streetCode?: string | undefined }) {
  const where = and(
    eq(demand.status, 'on'),
    f.keyword ? ilike(enterprise.name, `%${likeLiteral(f.keyword)}%`) : undefined,
    f.industryCode ? eq(enterprise.industryCode, f.industryCode) : undefined,
    f.streetCode ? eq(enterprise.streetCode, f.streetCode) : undefined,
  );
  const latest = sql<string>`(array_agg(${demand.postName} order by ${demand.publishedAt} desc))[1]`;
  return pageOf(
    db
      .select({ enterpriseId: enterprise.id, entName: enterprise.name, streetName: street.name, industryName: industry.name, posts: count(), headcount: sum(demand.headcount).mapWith(Number), latestPost: latest })
      .from(demand)
      .innerJoin(enterprise, eq(enterprise.id, demand.enterpriseId))
      .innerJoin(street, eq(street.code, enterprise.streetCode))
      .innerJoin(industry, eq(industry.code, enterprise.industryCode))
      .where(where)
      .groupBy(enterprise.id, street.name, industry.name)
      .orderBy(sql`max(${demand.publishedAt}) desc`, enterprise.id),
    db.select({ n: sql<number>`count(distinct ${demand.enterpriseId})`.mapWith(Number) }).from(demand).innerJoin(enterprise, eq(enterprise.id, demand.enterpriseId)).where(where),
    f,
  );
}

/**
 * One demand. On-shelf ones are public; others only for their enterprise and government staff.
 * @throws Fail 4004 when missing or not visible to the caller
 */
export async function detail(db: Db, id: number, user: AuthUser | null): Promise<DemandDetail> {
  const [row] = await db
    .select({ ...itemColumns, description: demand.description, contactName: demand.contactName, contactPhone: demand.contactPhone, auditNote: demand.auditNote })
    .from(demand)
    .innerJoin(enterprise, eq(enterprise.id, demand.enterpriseId))
    .innerJoin(street, eq(street.code, enterprise.streetCode))
    .innerJoin(industry, eq(industry.code, enterprise.industryCode))
    .where(eq(demand.id, id));
  const mine = row !== undefined && user?.userKind === 2 && user.enterpriseId === row.enterpriseId;
  if (!row || !(row.status === 'on' || user?.userKind === 1 || mine)) throw notFound('岗位不存在或已下架');
  return { ...toItem(row), description: row.description, contactName: row.contactName, contactPhone: row.contactPhone, auditNote: row.auditNote, mine };
}

/**
 * The demand with the caller's right to act on it.
 * @throws Fail 4004 when missing, 4003 when an enterprise touches another's demand
 */
async function owned(db: Db, id: number, enterpriseId: number | null) {
  const [row] = await db.select({ id: demand.id, enterpriseId: demand.enterpriseId, status: demand.status }).from(demand).where(eq(demand.id, id));
  if (!row) throw notFound('岗位不存在');
  if (enterpriseId !== null && row.enterpriseId !== enterpriseId) throw forbidden('只能操作本企业的招聘需求');
  return { ...row, status: row.status as DemandStatus };
}

/** The business message to the enterprise that each audit action sends (BUSINESS_MESSAGES of @portal/api); the note is the reason. */
export const DEMAND_MESSAGES: Partial<Record<DemandAction, BusinessMessageKind>> = { approve: 'demandApproved', reject: 'demandReturned' };

/**
 * Job demands move only through DEMAND_WORKFLOW; every change is logged in demand_status_log
 * (who, when, from, to, note), and an audit result is a message to the enterprise ({@link DEMAND_MESSAGES}).
 */
export const demandWorkflow = defineWorkflow('demand', DEMAND_WORKFLOW, {
  table: demand,
  id: demand.id,
  status: demand.status,
  history: {
    table: demandStatusLog,
    ref: demandStatusLog.demandId,
    rows: (changes, { user, note }) => changes.map((c) => ({ demandId: c.id, fromStatus: c.from, toStatus: c.to, userId: user.id, note, at: c.at })),
  },
  after: async (tx, changes, { user, note }) => {
    await sendMessages(
      tx,
      changes.flatMap((c) => {
        const kind = DEMAND_MESSAGES[c.action as DemandAction];
        return kind ? [{ kind, to: { enterpriseId: c.row.enterpriseId }, facts: { id: c.id, name: c.row.postName, note }, senderDept: user.deptName }] : [];
      }),
    );
  },
});

/**
 * Applies one action of DEMAND_WORKFLOW to demands, all or none: any demand whose status does
 * not allow it (or that another user changed meanwhile), or an action not of the caller's kind,
 * answers 4009 and changes nothing.
 * @param enterpriseId the acting enterprise (its own demands only), or null for staff
 * @throws Fail 4003 an action of the other kind or another enterprise's demand; 4004 unknown id; 4009
 */
export async function transition(db: Db, ids: number[], action: DemandAction, by: { user: AuthUser; enterpriseId: number | null }, note = ''): Promise<{ updated: number; status: DemandStatus }> {
  const rule = DEMAND_WORKFLOW.actions[action];
  if ((rule.by === 'ent') !== (by.enterpriseId !== null)) throw forbidden();
  return db.transaction(async (tx) => {
    const rows = await Promise.all(ids.map((id) => owned(tx, id, by.enterpriseId)));
    const bad = rows.find((r) => !transitionAllowed(DEMAND_WORKFLOW, action, r.status));
    if (bad) throw new Fail(CODE.conflict, `岗位（编号${bad.id}）当前状态为“${DEMAND_STATUS_LABELS[bad.status]}”，不能${rule.label}`);
    const now = new Date();
    const { done, missed } = await demandWorkflow.fire(tx, action, rows, { user: by.user, note }, { set: { updatedAt: now, ...(rule.to === 'on' ? { publishedAt: now } : {}), ...(action === 'reject' ? { auditNote: note } : {}) } });
    if (missed.length > 0) throw new Fail(CODE.conflict, STATUS_CHANGED);
    return { updated: done.length, status: rule.to };
  });
}

/** The fields of endpoints.demandAddOrUpdate. */
export interface DemandInput {
  id?: number | undefined;
  submit: boolean;
  postName: string;
  education: string;
  salaryMin: number;
  salaryMax: number;
  headcount: number;
  workAddress: string;
  description: string;
  contactName: string;
  contactPhone: string;
}

/**
 * Saves a demand as a draft (new, or an edited draft or taken-down demand), then submits it when
 * asked. A demand pending audit, on shelf or hidden cannot be edited (4009), nor one whose status
 * changed since it was read.
 */
export async function save(db: Db, user: AuthUser, enterpriseId: number, input: DemandInput): Promise<{ id: number; status: DemandStatus }> {
  const { id, submit, ...fields } = input;
  let demandId: number;
  if (id === undefined) {
    const [row] = await db.insert(demand).values({ ...fields, enterpriseId }).returning({ id: demand.id });
    demandId = row!.id;
  } else {
    const current = await owned(db, id, enterpriseId);
    if (current.status !== 'draft' && current.status !== 'off') throw new Fail(CODE.conflict, '待审核、已上架或已隐藏的岗位不能修改，请先下架');
    // only as long as it is still in the status read: a demand submitted meanwhile is not edited under the auditor
    const [edited] = await db
      .update(demand)
      .set({ ...fields, updatedAt: new Date() })
      .where(and(eq(demand.id, id), eq(demand.status, current.status)))
      .returning({ id: demand.id });
    if (!edited) throw new Fail(CODE.conflict, STATUS_CHANGED);
    demandId = id;
  }
  if (!submit) return { id: demandId, status: id === undefined ? 'draft' : (await owned(db, demandId, enterpriseId)).status };
  const { status } = await transition(db, [demandId], 'submit', { user, enterpriseId });
  return { id: demandId, status };
}

/**
 * Deletes a draft or taken-down demand of the enterprise.
 * @throws Fail 4009 for other statuses, or when its status changed since it was read
 */
export async function remove(db: Db, id: number, enterpriseId: number): Promise<null> {
  const current = await owned(db, id, enterpriseId);
  if (current.status !== 'draft' && current.status !== 'off') throw new Fail(CODE.conflict, '只能删除草稿或已下架的岗位');
  const [deleted] = await db
    .delete(demand)
    .where(and(eq(demand.id, id), eq(demand.status, current.status)))
    .returning({ id: demand.id });
  if (!deleted) throw new Fail(CODE.conflict, STATUS_CHANGED);
  return null;
}

/** The latest on-shelf demands of an enterprise (at most 10). */
export async function latestOf(db: Db, enterpriseId: number) {
  return (await pageOfDemands(db, and(eq(demand.status, 'on'), eq(demand.enterpriseId, enterpriseId)), 1, 10, [desc(demand.publishedAt)])).list;
}

/** Open posts and people wanted by an enterprise. */
export async function countsOf(db: Db, enterpriseId: number) {
  const [row] = await db.select({ posts: count(), headcount: sum(demand.headcount).mapWith(Number) }).from(demand).where(and(eq(demand.status, 'on'), eq(demand.enterpriseId, enterpriseId)));
  return { posts: row?.posts ?? 0, headcount: row?.headcount ?? 0 };
}

/** Work addresses the enterprise has used, its registered address first, without repeats. */
export async function addressesOf(db: Db, enterpriseId: number): Promise<string[]> {
  const [ent] = await db.select({ address: enterprise.address }).from(enterprise).where(eq(enterprise.id, enterpriseId));
  const used = await db.selectDistinct({ a: demand.workAddress }).from(demand).where(eq(demand.enterpriseId, enterpriseId)).limit(20);
  return [...new Set([ent?.address ?? '', ...used.map((u) => u.a)].filter(Boolean))];
}
