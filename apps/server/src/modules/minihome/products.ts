import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { HR_SERVICE_INSTITUTION, PRODUCT_LABELS, type ProductDetail, type ProductItem, type ProductMessage, type ProductStage } from '@portal/api';
import type { Db } from '../../db/open';
import { forbidden, notFound } from '../../http/errors';
import { formatDateTime } from '../../http/time';
import type { AuthUser } from '../account/session';
import { enterprise } from '../enterprise/tables';
import { entProduct, productMessage } from './tables';
import { enterpriseName } from '../enterprise/info';
import { likeLiteral } from '../../db/like';
import { pageOf } from '../../db/paging';

/** Whether an enterprise's comma-separated types include HR service institution (人力资源服务机构). */
export const isHrInstitution = (enterpriseType: string) => enterpriseType.split(',').map((t) => t.trim()).includes(HR_SERVICE_INSTITUTION);


const messages = sql<number>`(select count(*) from ${productMessage} where ${productMessage.productId} = ${entProduct.id})`.mapWith(Number);

const itemColumns = {
  id: entProduct.id,
  enterpriseId: entProduct.enterpriseId,
  entName: enterprise.name,
  name: entProduct.name,
  summary: entProduct.summary,
  labels: entProduct.labels,
  price: entProduct.price,
  stage: entProduct.stage,
  messages,
  updatedAt: entProduct.updatedAt,
};
type ItemRow = { [K in keyof typeof itemColumns]: K extends 'updatedAt' ? Date : K extends 'messages' ? number : K extends 'labels' ? string[] : K extends 'id' | 'enterpriseId' ? number : string };

const toItem = (r: ItemRow): ProductItem => ({ ...r, stage: r.stage as ProductStage, updatedAt: formatDateTime(r.updatedAt) });

async function pageOfProducts(db: Db, where: SQL | undefined, page: number, limit: number) {
  const { list: rows, total } = await pageOf(
    db.select(itemColumns).from(entProduct).innerJoin(enterprise, eq(enterprise.id, entProduct.enterpriseId)).where(where).orderBy(desc(entProduct.updatedAt), desc(entProduct.id)),
    db.select({ n: count() }).from(entProduct).innerJoin(enterprise, eq(enterprise.id, entProduct.enterpriseId)).where(where),
    { page, limit },
  );
  return { list: rows.map(toItem), total };
}

/** The institution's own products, newest change first, optionally of one stage. */
export function listOwnProducts(db: Db, enterpriseId: number, q: { page: number; limit: number; stage?: ProductStage | undefined }) {
  return pageOfProducts(db, and(eq(entProduct.enterpriseId, enterpriseId), q.stage ? eq(entProduct.stage, q.stage) : undefined), q.page, q.limit);
}

/** Published products of one enterprise (its micro-homepage), newest first, at most 20. */
export async function publishedProductsOf(db: Db, enterpriseId: number): Promise<ProductItem[]> {
  return (await pageOfProducts(db, and(eq(entProduct.enterpriseId, enterpriseId), eq(entProduct.stage, 'on')), 1, 20)).list;
}

/**
 * Published products as the cards of /organList?type=3 (the organisation card shape): product
 * name, summary, the institution's name in place of an address, contact phone and labels. The
 * keyword matches the product's or the institution's name, or a label.
 */
export async function productCards(db: Db, q: { page: number; limit: number; keyword?: string | undefined }) {
  const kw = q.keyword;
  const where = and(
    eq(entProduct.stage, 'on'),
    kw ? sql`(${entProduct.name} ilike ${`%${likeLiteral(kw)}%`} or ${enterprise.name} ilike ${`%${likeLiteral(kw)}%`} or ${kw} = any(${entProduct.labels}))` : undefined,
  );
  const page = await pageOfProducts(db, where, q.page, q.limit);
  const phones = page.list.length
    ? new Map((await db.select({ id: entProduct.id, phone: entProduct.contactPhone }).from(entProduct).where(inArray(entProduct.id, page.list.map((p) => p.id)))).map((r) => [r.id, r.phone]))
    : new Map<number, string>();
  return {
    list: page.list.map((p) => ({ id: p.id, name: p.name, intro: p.summary, address: p.entName, phone: phones.get(p.id) ?? '', tags: p.labels, enterpriseId: p.enterpriseId })),
    total: page.total,
  };
}

/**
 * One product: published ones for everyone, others only for the institution.
 * @throws Fail 4004 unknown, or not published and the caller is not its institution
 */
export async function productDetailOf(db: Db, id: number, user: AuthUser | null): Promise<ProductDetail> {
  const [row] = await db
    .select({ ...itemColumns, description: entProduct.description, contactName: entProduct.contactName, contactPhone: entProduct.contactPhone })
    .from(entProduct)
    .innerJoin(enterprise, eq(enterprise.id, entProduct.enterpriseId))
    .where(eq(entProduct.id, id));
  const mine = Boolean(row && user?.userKind === 2 && user.enterpriseId === row.enterpriseId);
  if (!row || (row.stage !== 'on' && !mine)) throw notFound('产品不存在或未发布');
  return { ...toItem(row), description: row.description, contactName: row.contactName, contactPhone: row.contactPhone, mine };
}

/**
 * Checks that every product is the institution's.
 * @throws Fail 4004 when one does not exist, 4003 when one belongs to another enterprise
 */
async function assertOwned(db: Db, enterpriseId: number, ids: number[]): Promise<void> {
  const rows = await db.select({ id: entProduct.id, enterpriseId: entProduct.enterpriseId }).from(entProduct).where(inArray(entProduct.id, ids));
  if (rows.length < ids.length) throw notFound('产品不存在');
  if (rows.some((r) => r.enterpriseId !== enterpriseId)) throw forbidden('只能操作本机构的产品');
}

/** The fields of a product (parsed by `productFields` of @portal/api). */
export interface ProductInput {
  id?: number | undefined;
  name: string;
  summary: string;
  description: string;
  labels: (typeof PRODUCT_LABELS)[number][];
  price: string;
  contactName: string;
  contactPhone: string;
}

/**
 * Adds a product (stage draft) or changes one of the institution's; a published product stays
 * published with the new text.
 * @throws Fail 4003 when the enterprise is not an HR service institution, or the product is another's
 */
export async function saveProduct(db: Db, enterpriseId: number, input: ProductInput): Promise<{ id: number }> {
  const { enterpriseType } = await enterpriseName(db, enterpriseId);
  if (!isHrInstitution(enterpriseType)) throw forbidden('只有人力资源服务机构可以发布人力资源产品');
  const { id, ...values } = input;
  if (id !== undefined) {
    await assertOwned(db, enterpriseId, [id]);
    await db.update(entProduct).set({ ...values, updatedAt: new Date() }).where(eq(entProduct.id, id));
    return { id };
  }
  const [row] = await db.insert(entProduct).values({ ...values, enterpriseId }).returning({ id: entProduct.id });
  return { id: row!.id };
}

/** Publishes or takes down one of the institution's products. @throws Fail 4003/4004 as assertOwned */
export async function setStage(db: Db, enterpriseId: number, id: number, stage: 'on' | 'off'): Promise<{ stage: ProductStage }> {
  await assertOwned(db, enterpriseId, [id]);
  await db.update(entProduct).set({ stage, updatedAt: new Date() }).where(eq(entProduct.id, id));
  return { stage };
}

/** Deletes products of the institution with their messages; nothing when one is foreign. @throws Fail 4003/4004 */
export async function removeProducts(db: Db, enterpriseId: number, ids: number[]): Promise<{ removed: number }> {
  await assertOwned(db, enterpriseId, ids);
  const rows = await db.delete(entProduct).where(and(inArray(entProduct.id, ids), eq(entProduct.enterpriseId, enterpriseId))).returning({ id: entProduct.id });
  return { removed: rows.length };
}

/** The label list with the number of published products carrying each label. */
export async function labelList(db: Db) {
  const rows = await db
    .select({ label: sql<string>`unnest(${entProduct.labels})`, n: count() })
    .from(entProduct)
    .where(eq(entProduct.stage, 'on'))
    .groupBy(sql`1`);
  const counts = new Map(rows.map((r) => [r.label, r.n]));
  return PRODUCT_LABELS.map((label) => ({ dictValue: label, dictLabel: label, products: counts.get(label) ?? 0 }));
}

/** 138****8000 */
const maskPhone = (p: string) => (p.length === 11 ? `${p.slice(0, 3)}****${p.slice(7)}` : p);

/**
 * A page of a product's message board, newest first. The product must be published, or the
 * caller's own; phone numbers are masked for everyone but the institution.
 * @throws Fail 4004 as productDetailOf
 */
export async function messagesOf(db: Db, q: { productId: number; page: number; limit: number }, user: AuthUser | null) {
  const { mine } = await productDetailOf(db, q.productId, user);
  const where = eq(productMessage.productId, q.productId);
  const { list: rows, total } = await pageOf(
    db.select().from(productMessage).where(where).orderBy(desc(productMessage.createdAt), desc(productMessage.id)),
    db.select({ n: count() }).from(productMessage).where(where),
    q,
  );
  const list: ProductMessage[] = rows.map((r) => ({
    id: r.id,
    productId: r.productId,
    name: r.name,
    phone: mine ? r.phone : maskPhone(r.phone),
    content: r.content,
    reply: r.reply,
    createdAt: formatDateTime(r.createdAt),
    repliedAt: r.repliedAt ? formatDateTime(r.repliedAt) : null,
  }));
  return { list, total };
}

/** Leaves a message on a published product. @throws Fail 4004 when the product is not published */
export async function addMessage(db: Db, input: { productId: number; name: string; phone: string; content: string }): Promise<{ id: number }> {
  const [product] = await db.select({ stage: entProduct.stage }).from(entProduct).where(eq(entProduct.id, input.productId));
  if (product?.stage !== 'on') throw notFound('产品不存在或未发布');
  const [row] = await db.insert(productMessage).values(input).returning({ id: productMessage.id });
  return { id: row!.id };
}

/**
 * The institution answers a message on one of its products (or changes its answer).
 * @throws Fail 4004 unknown message, 4003 a message on another institution's product
 */
export async function replyMessage(db: Db, enterpriseId: number, id: number, reply: string): Promise<null> {
  const [row] = await db.select({ owner: entProduct.enterpriseId }).from(productMessage).innerJoin(entProduct, eq(entProduct.id, productMessage.productId)).where(eq(productMessage.id, id));
  if (!row) throw notFound('留言不存在');
  if (row.owner !== enterpriseId) throw forbidden('只能答复本机构产品的留言');
  await db.update(productMessage).set({ reply, repliedAt: new Date() }).where(eq(productMessage.id, id));
  return null;
}
