import { CODE, MAX_UPLOAD_BYTES } from '@portal/api';

/**
 * A failure a handler reports to the caller: answered as the envelope `{ code, msg, data: null }`
 * with HTTP 200 (DESIGN.md section 3). `msg` is Chinese and shown to the user as is.
 */
export class Fail extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'Fail';
  }
}

export const notLoggedIn = () => new Fail(CODE.notLoggedIn, '请先登录');
export const forbidden = (msg = '暂无权限') => new Fail(CODE.forbidden, msg);
export const notFound = (msg = '记录不存在') => new Fail(CODE.notFound, msg);
export const invalid = (msg: string) => new Fail(CODE.invalidInput, msg);
export const conflict = (msg: string) => new Fail(CODE.conflict, msg);

/** Fastify's own request errors (bad JSON, wrong content type, too large) as 4001 with a Chinese message. */
export const REQUEST_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: '请求体不是有效的JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: '请求体为空',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '不支持的请求内容类型',
  FST_ERR_CTP_BODY_TOO_LARGE: '请求内容过大',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '请求内容长度错误',
  FST_REQ_FILE_TOO_LARGE: `上传的文件不能超过${MAX_UPLOAD_BYTES / 1024 / 1024}MB`,
  FST_FILES_LIMIT: '上传的文件过多',
  FST_FIELDS_LIMIT: '表单字段过多',
  FST_PARTS_LIMIT: '上传的内容过多',
  FST_PROTO_VIOLATION: '表单字段名不正确',
  FST_INVALID_MULTIPART_CONTENT_TYPE: '请求不是有效的multipart表单',
  FST_INVALID_JSON_FIELD_ERROR: '表单字段不是有效的JSON',
  FST_MP_PREMATURE_CLOSE: '上传的内容不完整',
  FST_ERR_BAD_URL: '请求路径不正确',
  FST_ERR_MAX_PARAM_LENGTH: '请求路径过长',
};

/**
 * The envelope's code and message for a thrown error (app.ts's error handler, and the operation
 * log's result): a Fail as it is; Fastify's request errors and a body that is not JSON 4001;
 * anything else 5000 服务器内部错误.
 */
export function failureOf(error: unknown): { code: number; msg: string } {
  if (error instanceof Fail) return { code: error.code, msg: error.message };
  const known = error && typeof error === 'object' && 'code' in error && typeof error.code === 'string' ? REQUEST_ERRORS[error.code] : undefined;
  if (known) return { code: CODE.invalidInput, msg: known };
  if (error instanceof SyntaxError) return { code: CODE.invalidInput, msg: '请求体不是有效的JSON' };
  return { code: CODE.serverError, msg: '服务器内部错误' };
}
