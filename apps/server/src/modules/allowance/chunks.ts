import path from 'node:path';
import { and, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { CODE, MAX_CHUNKED_BYTES, MAX_UPLOAD_BYTES, UPLOAD_TYPES, type ReceivedFile } from '@portal/api';
import type { Db } from '../../db/open';
import { Fail, forbidden, invalid, notFound } from '../../http/errors';
import { formatDateTime } from '../../http/time';
import type { AuthUser } from '../account/session';
import { readFile, saveUpload, toAttachment } from '../files/service';
import type { FileStorage } from '../files/storage';
import { storedFile } from '../files/tables';
import { chunkUpload } from './tables';

/** What a client announces about a chunked upload (the same on every chunk and on check). */
export interface UploadMeta {
  fileId: string;
  filename: string;
  totalSize: number;
  totalChunks: number;
}

/** The storage key of a user's upload: chunks of different users never mix. */
const uploadKey = (user: AuthUser, fileId: string) => `u${user.id}-${fileId}`;

/**
 * The upload row of (user, fileId), created on first sight. The extension must be an allowed
 * type and the announced size within MAX_CHUNKED_BYTES, before any byte is kept.
 * @throws Fail 4001 for a type that may not be uploaded; 4009 when the same file id was announced with another name, size or chunk count
 */
async function uploadRow(db: Db, user: AuthUser, meta: UploadMeta) {
  const ext = path.extname(meta.filename).slice(1).toLowerCase();
  if (!(ext in UPLOAD_TYPES)) throw invalid(`不支持的文件类型，只能上传 ${Object.keys(UPLOAD_TYPES).join('、')} 文件`);
  if (meta.totalChunks > meta.totalSize || meta.totalSize > meta.totalChunks * MAX_UPLOAD_BYTES) throw invalid('分片数与文件大小不符');
  await db.insert(chunkUpload).values({ userId: user.id, ...meta }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(chunkUpload)
    .where(and(eq(chunkUpload.userId, user.id), eq(chunkUpload.fileId, meta.fileId)));
  if (row!.filename !== meta.filename || row!.totalSize !== meta.totalSize || row!.totalChunks !== meta.totalChunks) {
    throw new Fail(CODE.conflict, '该文件编号已用于另一个文件，请重新选择文件上传');
  }
  return row!;
}

async function stateOf(db: Db, storage: FileStorage, user: AuthUser, row: typeof chunkUpload.$inferSelect) {
  if (row.storedFileId !== null) {
    const [file] = await db.select().from(storedFile).where(eq(storedFile.id, row.storedFileId));
    if (file) return { received: Array.from({ length: row.totalChunks }, (_, i) => i), complete: true, file: toAttachment(file) };
  }
  return { received: await storage.listChunks(uploadKey(user, row.fileId)), complete: false, file: null };
}

/**
 * Resumable upload check (GET /zfbt/user/check): the chunks the server already has, or the file
 * when it was assembled.
 */
export async function checkUpload(db: Db, storage: FileStorage, user: AuthUser, meta: UploadMeta) {
  return stateOf(db, storage, user, await uploadRow(db, user, meta));
}

/**
 * Keeps one chunk (POST /zfbt/user/upload/chunk). When every chunk is there, the file is
 * assembled in order, checked (extension, size as announced and at most MAX_CHUNKED_BYTES,
 * content matching the extension, files/service.ts) and stored as one file of the user; the
 * chunks are then dropped. A file that fails the check is dropped too, and the upload starts over.
 * @throws Fail 4001 wrong index, a chunk larger than MAX_UPLOAD_BYTES, or an assembled file that fails the check
 */
export async function receiveChunk(db: Db, storage: FileStorage, user: AuthUser, meta: UploadMeta & { chunkIndex: number; file: ReceivedFile }) {
  const row = await uploadRow(db, user, meta);
  if (row.storedFileId !== null) return stateOf(db, storage, user, row);
  if (meta.chunkIndex >= meta.totalChunks) throw invalid(`分片序号应在0到${meta.totalChunks - 1}之间`);
  if (meta.file.data.length === 0) throw invalid('分片是空的');
  if (meta.file.data.length > MAX_UPLOAD_BYTES) throw invalid(`每个分片不能超过${MAX_UPLOAD_BYTES / 1024 / 1024}MB`);
  const key = uploadKey(user, meta.fileId);
  await storage.putChunk(key, meta.chunkIndex, meta.file.data);
  const received = await storage.listChunks(key);
  if (received.length < meta.totalChunks) return { received, complete: false, file: null };

  // the request that sets assembling_at assembles; another one finishing at the same moment
  // answers that the chunks are all there (a later check gives the file)
  const [claimed] = await db
    .update(chunkUpload)
    .set({ assemblingAt: new Date() })
    .where(and(eq(chunkUpload.id, row.id), isNull(chunkUpload.assemblingAt)))
    .returning({ id: chunkUpload.id });
  if (!claimed) return { received, complete: false, file: null };
  const data = await storage.assembleChunks(key, meta.totalChunks);
  try {
    if (data.length !== meta.totalSize) throw invalid(`拼装后的文件大小（${data.length}字节）与声明的${meta.totalSize}字节不符，请重新上传`);
    const saved = await saveUpload(db, storage, { filename: meta.filename, mimetype: '', data }, user, MAX_CHUNKED_BYTES);
    await db.update(chunkUpload).set({ storedFileId: saved.id }).where(eq(chunkUpload.id, row.id));
    return { received, complete: true, file: saved };
  } catch (e) {
    // a file that fails the check is forgotten, so the next attempt starts from the first chunk
    await db.delete(chunkUpload).where(eq(chunkUpload.id, row.id));
    throw e;
  } finally {
    await storage.dropChunks(key);
  }
}

/**
 * Files assembled from chunked uploads (GET /zfbt/user/fileList): the caller's own, newest first,
 * or the given ids (own files; government staff may list anyone's).
 * @throws Fail 4003 when an id is someone else's file and the caller is not staff
 */
export async function listUploads(db: Db, user: AuthUser, ids: number[]) {
  const rows = await db
    .select({ file: storedFile, userId: chunkUpload.userId })
    .from(chunkUpload)
    .innerJoin(storedFile, eq(storedFile.id, chunkUpload.storedFileId))
    .where(ids.length > 0 ? inArray(storedFile.id, ids) : and(eq(chunkUpload.userId, user.id), isNotNull(chunkUpload.storedFileId)))
    .orderBy(desc(storedFile.id));
  if (user.userKind !== 1 && rows.some((r) => r.userId !== user.id)) throw forbidden('只能查看本人上传的文件');
  return rows.map((r) => ({ ...toAttachment(r.file), uploadedAt: formatDateTime(r.file.createdAt) }));
}

/**
 * A file of a chunked upload for download (GET /zfbt/user/download): its uploader or staff.
 * @throws Fail 4004 unknown file; 4003 someone else's
 */
export async function downloadUpload(db: Db, storage: FileStorage, user: AuthUser, id: number) {
  const [up] = await db.select({ id: chunkUpload.id }).from(chunkUpload).where(eq(chunkUpload.storedFileId, id));
  if (!up) throw notFound('文件不存在');
  const { row, body } = await readFile(db, storage, id, user);
  return { filename: row.originalName, contentType: row.mimeType, body };
}
