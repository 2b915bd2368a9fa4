import { and, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import { CODE, type TinyHome } from '@portal/api';
import type { Db } from '../../db/open';
import { Fail, forbidden, invalid, notFound } from '../../http/errors';
import { formatDateTime } from '../../http/time';
import type { AuthUser } from '../account/session';
import { countsOf, latestOf } from '../demand/service';
import { demand } from '../demand/tables';
import { enterpriseWithNames } from '../enterprise/info';
import { enterprise, industry, street } from '../enterprise/tables';
import { toAttachment } from '../files/service';
import { storedFile } from '../files/tables';
import { cleanRichText } from '../notice/richText';
import { isHrInstitution, publishedProductsOf } from './products';
import { entProduct, tinyHome, tinyHomeImage } from './tables';
import { likeLiteral } from '../../db/like';
import { pageOf } from '../../db/paging';

/**
 * The micro-homepage an enterprise user may change: its own. An `id` naming another enterprise
 * is refused (SPEC issue 5: an enterprise changes only its own records).
 * @throws Fail 4003 when `id` is given and is not the caller's enterprise
 */
export function ownHomeId(enterpriseId: number, id: number | undefined): number {
  if (id !== undefined && id !== enterpriseId) throw forbidden('只能修改本企业的微主页');
  return enterpriseId;
}

/**
 * An enterprise's micro-homepage with what the page shows around it: registered details, the
 * pictures in order, its 10 newest open jobs and their counts, and its published HR products.
 * @param mustExist true for the public page: 4004 while the enterprise has not saved one
 * @throws Fail 4004 unknown enterprise, or no micro-homepage when `mustExist`
 */
export async function tinyHomeOf(db: Db, enterpriseId: number, mustExist: boolean): Promise<TinyHome> {
  const ent = await enterpriseWithNames(db, enterpriseId, {
    name: enterprise.name,
    streetName: street.name,
    industryName: industry.name,
    address: enterprise.address,
    contactName: enterprise.contactName,
    contactPhone: enterprise.contactPhone,
    enterpriseType: enterprise.enterpriseType,
    intro: enterprise.intro,
  });
  const [home] = await db.select().from(tinyHome).where(eq(tinyHome.enterpriseId, enterpriseId));
  if (!home && mustExist) throw notFound('该企业尚未创建微主页');
  const [images, jobs, jobCount, products] = await Promise.all([
    db
      .select({ file: storedFile })
      .from(tinyHomeImage)
      .innerJoin(storedFile, eq(storedFile.id, tinyHomeImage.fileId))
      .where(eq(tinyHomeImage.enterpriseId, enterpriseId))
      .orderBy(tinyHomeImage.sort),
    latestOf(db, enterpriseId),
    countsOf(db, enterpriseId),
    publishedProductsOf(db, enterpriseId),
  ]);
  return {
    enterpriseId,
    entName: ent.name,
    streetName: ent.streetName,
    industryName: ent.industryName,
    address: ent.address,
    contactName: ent.contactName,
    contactPhone: ent.contactPhone,
    description: home?.description ?? '',
    remark: home?.remark ?? '',
    images: images.map((i) => toAttachment(i.file)),
    updatedAt: home ? formatDateTime(home.updatedAt) : null,
    jobs,
    jobCount,
    products,
    hrInstitution: isHrInstitution(ent.enterpriseType),
  };
}

/** What /modifyMini saves. */
export interface TinyHomeChange {
  description: string;
  remark: string;
  imageIds: number[];
}

/**
 * Creates or replaces the enterprise's micro-homepage. The description is sanitised with the
 * notices' rich-text policy; every picture must be a png or jpeg uploaded by the caller (or
 * already on this page), so nobody can publish someone else's private upload.
 * @throws Fail 4001 empty description or a picture that is not an image; 4004 unknown file;
 *   4003 a file uploaded by someone else
 */
export async function saveTinyHome(db: Db, user: AuthUser, enterpriseId: number, change: TinyHomeChange): Promise<null> {
  const description = await cleanRichText(change.description, '企业介绍');
  const ids = [...new Set(change.imageIds)];
  if (ids.length > 0) {
    const files = await db.select().from(storedFile).where(inArray(storedFile.id, ids));
    if (files.length < ids.length) throw notFound('图片不存在，请重新上传');
    if (files.some((f) => f.mimeType !== 'image/png' && f.mimeType !== 'image/jpeg')) throw invalid('微主页图片只能是 png 或 jpg 格式');
    const current = new Set((await db.select({ fileId: tinyHomeImage.fileId }).from(tinyHomeImage).where(eq(tinyHomeImage.enterpriseId, enterpriseId))).map((r) => r.fileId));
    if (files.some((f) => f.uploadedBy !== user.id && !current.has(f.id))) throw forbidden('只能使用本账号上传的图片');
  }
  await db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .insert(tinyHome)
      .values({ enterpriseId, description, remark: change.remark, updatedAt: now })
      .onConflictDoUpdate({ target: tinyHome.enterpriseId, set: { description, remark: change.remark, updatedAt: now } });
    await tx.delete(tinyHomeImage).where(eq(tinyHomeImage.enterpriseId, enterpriseId));
    if (ids.length > 0) await tx.insert(tinyHomeImage).values(ids.map((fileId, sort) => ({ enterpriseId, fileId, sort })));
  });
  return null;
}

/**
 * Changes only the notice line of an existing micro-homepage.
 * @throws Fail 4009 when the enterprise has not created its micro-homepage yet
 */
export async function saveRemark(db: Db, enterpriseId: number, remark: string): Promise<null> {
  const rows = await db.update(tinyHome).set({ remark, updatedAt: new Date() }).where(eq(tinyHome.enterpriseId, enterpriseId)).returning({ id: tinyHome.enterpriseId });
  if (rows.length === 0) throw new Fail(CODE.conflict, '请先创建微主页');
  return null;
}


/** Staff's list of micro-homepages (/api/center/minihome), newest change first, with their counts. */
export async function listForStaff(db: Db, q: { page: number; limit: number; keyword?: string | undefined }) {
  const where = q.keyword ? ilike(enterprise.name, `%${likeLiteral(q.keyword)}%`) : undefined;
  const images = db.select({ n: count() }).from(tinyHomeImage).where(eq(tinyHomeImage.enterpriseId, tinyHome.enterpriseId));
  const posts = db.select({ n: count() }).from(demand).where(and(eq(demand.enterpriseId, tinyHome.enterpriseId), eq(demand.status, 'on')));
  const products = db.select({ n: count() }).from(entProduct).where(and(eq(entProduct.enterpriseId, tinyHome.enterpriseId), eq(entProduct.stage, 'on')));
  const { list: rows, total } = await pageOf(
    db
      .select({
        enterpriseId: tinyHome.enterpriseId,
        entName: enterprise.name,
        streetName: street.name,
        remark: tinyHome.remark,
        images: sql<number>`(${images})`.mapWith(Number),
        posts: sql<number>`(${posts})`.mapWith(Number),
        products: sql<number>`(${products})`.mapWith(Number),
        updatedAt: tinyHome.updatedAt,
      })
      .from(tinyHome)
      .innerJoin(enterprise, eq(enterprise.id, tinyHome.enterpriseId))
      .innerJoin(street, eq(street.code, enterprise.streetCode))
      .where(where)
      .orderBy(desc(tinyHome.updatedAt), desc(tinyHome.enterpriseId)),
    db.select({ n: count() }).from(tinyHome).innerJoin(enterprise, eq(enterprise.id, tinyHome.enterpriseId)).where(where),
    q,
  );
  return { list: rows.map((r) => ({ ...r, updatedAt: formatDateTime(r.updatedAt) })), total };
}
