import { and, asc, count, eq, gt, ilike, type SQL } from 'drizzle-orm';
import type { AgencyItem } from '@portal/api';
import type { Db } from '../../db/open';
import { forbidden, notFound } from '../../http/errors';
import { keysetPages, type ExportColumn } from '../../http/xlsxStream';
import type { AuthUser } from '../account/session';
import { organisation } from '../home/tables';
import { likeLiteral } from '../../db/like';
import { pageOf } from '../../db/paging';

/** Agencies are the HR service organisations of /organList?type=1. */
const AGENCY = eq(organisation.type, 1);

const byName = (keyword?: string) => (keyword ? ilike(organisation.name, `%${likeLiteral(keyword)}%`) : undefined);

const columns = { id: organisation.id, name: organisation.name, intro: organisation.intro, address: organisation.address, phone: organisation.phone, tags: organisation.tags, enterpriseId: organisation.enterpriseId, sort: organisation.sort };

/** A page of agencies in their display order; the keyword matches the name. */
export async function agencyPage(db: Db, q: { page: number; limit: number; keyword?: string | undefined }) {
  const where = and(AGENCY, byName(q.keyword));
  return pageOf(
    db.select(columns).from(organisation).where(where).orderBy(asc(organisation.sort), asc(organisation.id)),
    db.select({ n: count() }).from(organisation).where(where),
    q,
  );
}

/**
 * One agency: staff read any by id; an enterprise reads only the agency card of its own
 * enterprise (without id, or with that card's id).
 * @throws Fail 4004 unknown (or the enterprise has no card), 4003 another enterprise's card, or
 *   a person or school account
 */
export async function agencyInfo(db: Db, user: AuthUser, id: number | undefined): Promise<AgencyItem> {
  if (user.userKind === 1) {
    if (id === undefined) throw notFound('请指定机构');
    const [row] = await db.select(columns).from(organisation).where(and(AGENCY, eq(organisation.id, id)));
    if (!row) throw notFound('机构不存在');
    return row;
  }
  if (user.userKind !== 2 || user.enterpriseId === null) throw forbidden();
  const [row] = await db.select(columns).from(organisation).where(and(AGENCY, id === undefined ? eq(organisation.enterpriseId, user.enterpriseId) : eq(organisation.id, id)));
  if (!row) throw notFound('本企业不在人力资源服务机构名录中');
  if (row.enterpriseId !== user.enterpriseId) throw forbidden('只能查看本企业的机构信息');
  return row;
}

/** The fields staff edit. */
export interface AgencyChange {
  name: string;
  intro: string;
  address: string;
  phone: string;
  tags: string[];
  sort: number;
}

/** Staff add (no id) or change an agency. @throws Fail 4004 unknown id */
export async function saveAgency(db: Db, input: AgencyChange & { id?: number | undefined }): Promise<{ id: number }> {
  const { id, ...values } = input;
  if (id === undefined) {
    const [row] = await db.insert(organisation).values({ ...values, type: 1 }).returning({ id: organisation.id });
    return { id: row!.id };
  }
  const rows = await db.update(organisation).set(values).where(and(AGENCY, eq(organisation.id, id))).returning({ id: organisation.id });
  if (rows.length === 0) throw notFound('机构不存在');
  return { id };
}

/** The institution edits its own card (not its name or order). @throws Fail as {@link agencyInfo} */
export async function saveOwnAgency(db: Db, user: AuthUser, input: { id?: number | undefined; intro: string; address: string; phone: string; tags: string[] }): Promise<null> {
  const { id, ...values } = input;
  const own = await agencyInfo(db, user, id);
  await db.update(organisation).set(values).where(eq(organisation.id, own.id));
  return null;
}

/** Columns of the agency export, Chinese headers. */
export const AGENCY_EXPORT_COLUMNS: ExportColumn<AgencyItem>[] = [
  { header: '序号', width: 8, value: (r) => r.id },
  { header: '机构名称', width: 36, value: (r) => r.name },
  { header: '机构简介', width: 60, value: (r) => r.intro },
  { header: '地址', width: 40, value: (r) => r.address },
  { header: '联系电话', width: 16, value: (r) => r.phone },
  { header: '服务标签', width: 30, value: (r) => r.tags.join('、') },
  { header: '排序', width: 8, value: (r) => r.sort },
];

/** Agencies in pages of 2,000 by id, for the streamed export. */
export function agencyPages(db: Db, keyword?: string) {
  return keysetPages((afterId, size) => db.select(columns).from(organisation).where(and(AGENCY, byName(keyword), gt(organisation.id, afterId)) as SQL).orderBy(asc(organisation.id)).limit(size), 2000);
}
