import { z } from 'zod';
import { defineEndpoint } from '../contract';
import { fileField, recordId, attachment, exportCall, byId } from '../schemas';

/**
 * What may be uploaded through POST /common/uploadFile, by extension, with the content type the
 * server checks the bytes against; at most {@link MAX_UPLOAD_BYTES}. Preview is offered only for
 * pdf, png, jpeg and jpg (SPEC.md section 5); the rest are downloaded.
 */
export const UPLOAD_TYPES = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  wps: 'application/vnd.ms-works',
  txt: 'text/plain',
  csv: 'text/csv',
  zip: 'application/zip',
} as const;
export type UploadExtension = keyof typeof UPLOAD_TYPES;

/** Largest upload: 5 MiB, the server's limit for every multipart file. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export const uploadFile = defineEndpoint({
  method: 'POST',
  path: '/common/uploadFile',
  body: 'multipart',
  access: 'user',
  tag: 'common',
  summary: '上传文件（pdf、图片、Office 与 WPS 文档、文本、zip，最大5MB；类型按文件内容核对）',
  input: z.object({ file: fileField('请选择要上传的文件') }),
  output: attachment,
});

export const incrDownload = defineEndpoint({
  method: 'POST',
  operationLog: false,
  path: '/common/incrDownload',
  body: 'json',
  access: 'public',
  tag: 'common',
  summary: '记录一次文件下载（公开数据与报告的下载次数）',
  input: z.object({ id: recordId.describe('文件编号') }),
  output: z.object({ downloadCount: z.number().int() }),
});

export const fileDownload = defineEndpoint({
  ...exportCall,
  path: '/common/file/{id}',
  access: 'public',
  tag: 'common',
  summary: '文件内容：已发布内容的附件人人可取；其他文件须是上传者本人或政府工作人员',
  input: byId,
});
