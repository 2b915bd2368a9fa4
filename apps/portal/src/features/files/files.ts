import { MAX_UPLOAD_BYTES, UPLOAD_TYPES, buildPath, endpoints, type Attachment } from '@portal/api';
import { getToken } from '@portal/auth';
import * as t from '../../i18n/zh-CN';
import { API_BASE, api } from '../../lib/api';

/** The address of a file's bytes (GET /common/file/{id}); public for attachments of published content. */
export const fileUrl = (id: number): string => API_BASE + buildPath(endpoints.fileDownload.path, { id }).path;

/** '12.3 KB' / '1.5 MB' for a size in bytes. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The upper-case extension of a file name ('PDF'), or '' without one. */
export const extensionOf = (name: string): string => (/\.([a-z0-9]+)$/i.exec(name)?.[1] ?? '').toUpperCase();

/** What the file input accepts (the extensions the server allows). */
export const ACCEPT = Object.keys(UPLOAD_TYPES)
  .map((e) => `.${e}`)
  .join(',');

/**
 * The problem with a chosen file before it is sent (type or size, as the server would say), or
 * null when it may be uploaded. The server checks the content again.
 */
export function uploadProblem(file: File, maxBytes: number = MAX_UPLOAD_BYTES): string | null {
  if (!(extensionOf(file.name).toLowerCase() in UPLOAD_TYPES)) return t.files.badType;
  if (file.size === 0) return t.files.empty;
  if (file.size > maxBytes) return t.files.tooLarge(maxBytes / 1024 / 1024);
  return null;
}

/** Uploads one file (POST /common/uploadFile) with the loading mask; rejects with the server's message. */
export function uploadFile(file: File): Promise<Attachment> {
  return api.call(endpoints.uploadFile, { file }, { loading: true });
}

/** Size of one piece of a chunked upload, bytes (below the multipart limit MAX_UPLOAD_BYTES). */
export const CHUNK_BYTES = 2 * 1024 * 1024;

/**
 * Uploads a file of up to MAX_CHUNKED_BYTES in CHUNK_BYTES pieces (POST /zfbt/user/upload/chunk),
 * resuming where an earlier attempt of the same file stopped (GET /zfbt/user/check; the file's
 * id comes from its size and modification time). Files up to MAX_UPLOAD_BYTES go in one request
 * (POST /common/uploadFile). Rejects with the server's message.
 */
export async function uploadLargeFile(file: File): Promise<Attachment> {
  if (file.size <= MAX_UPLOAD_BYTES) return uploadFile(file);
  const meta = { fileId: `f${file.size}-${file.lastModified}`, filename: file.name, totalSize: file.size, totalChunks: Math.ceil(file.size / CHUNK_BYTES) };
  let state = await api.call(endpoints.zfbtCheck, meta, { loading: true });
  for (let i = 0; i < meta.totalChunks && !state.complete; i++) {
    if (state.received.includes(i)) continue;
    state = await api.call(endpoints.zfbtUploadChunk, { ...meta, chunkIndex: i, file: file.slice(i * CHUNK_BYTES, (i + 1) * CHUNK_BYTES) }, { loading: true });
  }
  if (!state.file) throw new Error(t.files.chunksIncomplete);
  return state.file;
}

/**
 * The bytes of a file as an object URL for an in-page preview (a PDF in a frame, an image).
 * Sends the session token, so staff can preview attachments of content not yet published.
 * The caller revokes the URL.
 * @throws Error with the HTTP or API message when the file cannot be read
 */
export async function fileObjectUrl(id: number, signal?: AbortSignal): Promise<string> {
  const token = getToken();
  const res = await fetch(fileUrl(id), { headers: token ? { token } : {}, signal });
  const type = res.headers.get('content-type') ?? '';
  if (!res.ok) throw new Error(`错误: ${res.status}`);
  if (type.includes('application/json')) throw new Error(((await res.json()) as { msg?: string }).msg || t.files.previewFailed);
  return URL.createObjectURL(await res.blob());
}

/** Counts a download of a public file (POST /common/incrDownload); a failure is not the user's concern. */
export function countDownload(id: number): void {
  api.call(endpoints.incrDownload, { id }).catch(() => undefined);
}
