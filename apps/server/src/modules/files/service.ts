import { createHash } from 'node:crypto';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { MAX_UPLOAD_BYTES, SYS_CONFIG_ITEMS, UPLOAD_TYPES, type Attachment, type ReceivedFile, type UploadExtension } from '@portal/api';
import { isPreviewable } from '@portal/validators';
import type { Db } from '../../db/open';
import { forbidden, invalid, notFound, notLoggedIn } from '../../http/errors';
import type { AuthUser } from '../account/session';
import type { FileStorage } from './storage';
import { tinyHomeImage } from '../minihome/tables';
import { notice, noticeAttachment } from '../notice/tables';
import { sysConfig } from '../system/tables';
import { storedFile } from './tables';

/**
 * What the bytes of each allowed extension must look like to file-type (magic bytes). Legacy
 * Office and WPS files are OLE compound files; Office Open XML files are ZIP archives that
 * file-type usually names precisely. Text files have no signature: they must not be binary.
 */
const SIGNATURES: Record<UploadExtension, readonly string[] | 'text'> = {
  pdf: ['application/pdf'],
  png: ['image/png'],
  jpg: ['image/jpeg'],
  jpeg: ['image/jpeg'],
  doc: ['application/x-cfb'],
  xls: ['application/x-cfb'],
  ppt: ['application/x-cfb'],
  wps: ['application/x-cfb'],
  docx: [UPLOAD_TYPES.docx, 'application/zip'],
  xlsx: [UPLOAD_TYPES.xlsx, 'application/zip'],
  pptx: [UPLOAD_TYPES.pptx, 'application/zip'],
  zip: ['application/zip'],
  txt: 'text',
  csv: 'text',
};

const EXTENSIONS = Object.keys(UPLOAD_TYPES).join('、');

/**
 * Checks an upload by its name and its bytes: the extension must be one of UPLOAD_TYPES, the size
 * at most `maxBytes` (MAX_UPLOAD_BYTES; chunked uploads allow more), and the content what that extension promises (so a renamed executable
 * or HTML page is refused).
 * @returns the extension, lower-cased
 * @throws Fail 4001 with the reason in Chinese
 */
export async function checkAttachment(file: ReceivedFile, maxBytes: number = MAX_UPLOAD_BYTES): Promise<UploadExtension> {
  const ext = path.extname(file.filename).slice(1).toLowerCase();
  if (!(ext in UPLOAD_TYPES)) throw invalid(`不支持的文件类型，只能上传 ${EXTENSIONS} 文件`);
  if (file.data.length === 0) throw invalid('文件是空的');
  if (file.data.length > maxBytes) throw invalid(`文件不能超过${maxBytes / 1024 / 1024}MB`);
  const expected = SIGNATURES[ext as UploadExtension];
  const detected = await fileTypeFromBuffer(file.data);
  const ok = expected === 'text' ? detected === undefined && !file.data.subarray(0, 8192).includes(0) : detected !== undefined && expected.includes(detected.mime);
  if (!ok) throw invalid(`文件内容与扩展名 .${ext} 不符`);
  return ext as UploadExtension;
}

/** A stored file as the API shows it. */
export function toAttachment(row: typeof storedFile.$inferSelect): Attachment {
  return { id: row.id, name: row.originalName, size: row.size, mimeType: row.mimeType, previewable: isPreviewable(row.originalName), downloadCount: row.downloadCount };
}

/** Keeps a checked upload (at most `maxBytes`): the bytes in `storage`, a stored_file row for the uploader. */
export async function saveUpload(db: Db, storage: FileStorage, file: ReceivedFile, uploader: AuthUser, maxBytes: number = MAX_UPLOAD_BYTES): Promise<Attachment> {
  const ext = await checkAttachment(file, maxBytes);
  const storageKey = await storage.put(file.data, ext);
  const name = path.basename(file.filename.replace(/\\/g, '/')).slice(0, 200);
  const [row] = await db
    .insert(storedFile)
    .values({ storageKey, originalName: name, mimeType: UPLOAD_TYPES[ext], size: file.data.length, sha256: createHash('sha256').update(file.data).digest('hex'), uploadedBy: uploader.id })
    .returning();
  return toAttachment(row!);
}

/** Whether the file is attached to published content, shown on a micro-homepage or a banner of the configuration (then anyone may read it). */
async function isPublic(db: Db, fileId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(noticeAttachment)
    .innerJoin(notice, eq(notice.id, noticeAttachment.noticeId))
    .where(and(eq(noticeAttachment.fileId, fileId), eq(notice.status, 'published')))
    .limit(1);
  if (row) return true;
  const [image] = await db.select({ one: sql<number>`1` }).from(tinyHomeImage).where(eq(tinyHomeImage.fileId, fileId)).limit(1);
  if (image) return true;
  // a banner picture of the configuration (bannerImage of @portal/api: /prod-api/common/file/{id})
  const banners = SYS_CONFIG_ITEMS.filter((i) => i.editor === 'image').map((i) => i.key);
  const [banner] = await db
    .select({ one: sql<number>`1` })
    .from(sysConfig)
    .where(and(inArray(sysConfig.key, banners), eq(sysConfig.value, `/prod-api/common/file/${fileId}`)))
    .limit(1);
  return banner !== undefined;
}

/**
 * A file's row and bytes for GET /common/file/{id}: attachments of published content are
 * public; other files only for their uploader and for government staff.
 * @throws Fail 4004 unknown file, 2003 visitor, 4003 someone else
 */
export async function readFile(db: Db, storage: FileStorage, id: number, user: AuthUser | null) {
  const [row] = await db.select().from(storedFile).where(eq(storedFile.id, id));
  if (!row) throw notFound('文件不存在');
  if (!(await isPublic(db, id))) {
    if (!user) throw notLoggedIn();
    if (user.userKind !== 1 && row.uploadedBy !== user.id) throw forbidden();
  }
  return { row, body: await storage.get(row.storageKey) };
}

/**
 * Counts one download of a public file (POST /common/incrDownload).
 * @throws Fail 4004 when the file is not an attachment of published content
 */
export async function countDownload(db: Db, id: number): Promise<number> {
  if (!(await isPublic(db, id))) throw notFound('文件不存在');
  const [row] = await db
    .update(storedFile)
    .set({ downloadCount: sql`${storedFile.downloadCount} + 1` })
    .where(eq(storedFile.id, id))
    .returning({ n: storedFile.downloadCount });
  return row!.n;
}

/** The attachments of notices, in their order, grouped by notice id. */
export async function attachmentsOf(db: Db, noticeIds: number[]): Promise<Map<number, Attachment[]>> {
  const out = new Map<number, Attachment[]>();
  if (noticeIds.length === 0) return out;
  const rows = await db
    .select({ noticeId: noticeAttachment.noticeId, file: storedFile })
    .from(noticeAttachment)
    .innerJoin(storedFile, eq(storedFile.id, noticeAttachment.fileId))
    .where(inArray(noticeAttachment.noticeId, noticeIds))
    .orderBy(noticeAttachment.sort, storedFile.id);
  for (const r of rows) out.set(r.noticeId, [...(out.get(r.noticeId) ?? []), toAttachment(r.file)]);
  return out;
}
