import { z } from 'zod';
import { isValidIdCard, isValidMobile, shanghaiDay } from '@portal/validators';

/** Page sizes a list offers (SPEC.md section 9). */
export const PAGE_SIZES = [10, 20, 30, 50] as const;
export const DEFAULT_PAGE = 1;
export const DEFAULT_LIMIT = 20;

/**
 * `page` (1-based, default 1) and `limit` (one of 10, 20, 30, 50; default 20), DESIGN.md section 3.
 * Query strings carry them as text, so they are coerced.
 */
export const pagination = {
  page: z.coerce.number().int().min(1).max(100000).default(DEFAULT_PAGE).describe('页码，从1开始'),
  limit: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), { message: '每页条数只能是10、20、30或50' })
    .default(DEFAULT_LIMIT)
    .describe('每页条数: 10, 20, 30, 50'),
};

/** A page of a list: `{ list, total }` (DESIGN.md section 3). */
export const pageOf = <T extends z.ZodType>(item: T) => z.object({ list: z.array(item), total: z.number().int() });

/**
 * Whether 'YYYY-MM-DD' names a day of the real calendar (2025-02-30 and 2025-13-01 do not):
 * PostgreSQL refuses such dates, so the contract refuses them first (issue 11).
 */
export function isCalendarDate(v: string): boolean {
  const d = new Date(`${v.slice(0, 10)}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v.slice(0, 10);
}

/** 'YYYY-MM-DD HH:mm:ss' in Asia/Shanghai time (DESIGN.md section 3), a real day and time of day. */
export const dateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, '时间格式应为 YYYY-MM-DD HH:mm:ss')
  .refine((v) => isCalendarDate(v) && Number(v.slice(11, 13)) < 24 && Number(v.slice(14, 16)) < 60 && Number(v.slice(17, 19)) < 60, '不是有效的时间');
/** 'YYYY-MM-DD' (DESIGN.md section 3), a day of the real calendar; a field with a label takes {@link calendarDay} or {@link pastDate}. */
export const dateOnly = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD')
  .refine(isCalendarDate, '不是有效日期');

/**
 * A required 'YYYY-MM-DD' named `label`, a day of the real calendar, with labelled messages for forms
 * and import rows: '请填写<label>', '<label>格式应为 YYYY-MM-DD', '<label>不是有效日期'.
 */
export const calendarDay = (label: string) => labelledDay(label).refine(isCalendarDate, `${label}不是有效日期`);

/**
 * As {@link calendarDay}, and not after today in Asia/Shanghai (the day something happened: an entry,
 * an exit, a visit, a decision): '<label>不是有效日期或晚于今天'.
 */
export const pastDate = (label: string) => labelledDay(label).refine((v) => isCalendarDate(v) && v <= shanghaiDay(), `${label}不是有效日期或晚于今天`);

const labelledDay = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `请填写${label}`)
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}格式应为 YYYY-MM-DD`);

/**
 * A required line of text named `label`, trimmed, of `min` (default 1) to `max` characters, with the
 * messages of the forms: '请填写<label>' (empty or shorter than `min`), '<label>不能超过<max>个字'.
 */
export const requiredText = (label: string, max: number, min = 1) => z.string().trim().min(min, `请填写${label}`).max(max, `${label}不能超过${max}个字`);

/** The largest value of a PostgreSQL `integer` (int4) column: every id and version column of the schema is one. */
export const INT4_MAX = 2_147_483_647;
const ID_RANGE = '编号超出范围';

/** A numeric database id carried in a path or query string (text, coerced): 1 to {@link INT4_MAX}. */
export const idParam = z.coerce.number({ message: '编号应为数字' }).int('编号应为正整数').positive('编号应为正整数').max(INT4_MAX, ID_RANGE).describe('编号');

/** The input of a call about one record: its numeric `id` ({@link idParam}) in the path, the query or the body. */
export const byId = z.object({ id: idParam });

/** A numeric database id in a JSON body: 1 to {@link INT4_MAX}. */
export const recordId = z.number().int().positive().max(INT4_MAX, ID_RANGE);

/** A row version for optimistic locking (JSON number or text, coerced): 1 to {@link INT4_MAX}. */
export const rowVersion = z.coerce.number().int().positive().max(INT4_MAX, '版本号超出范围').describe('调用方看到的版本号（乐观锁）');

/**
 * A numeric id of a `bigserial` column (staff records, messages) in a JSON body: 1 to
 * Number.MAX_SAFE_INTEGER (zod's integer range), which such a column holds.
 */
export const bigRecordId = z.number().int().positive();

/**
 * Ids written as a comma list in a path or query ('3,5,8'): each checked by `id` ({@link recordId}
 * by default, {@link bigRecordId} for a bigserial column), duplicates dropped, at most `max` of
 * them. Answers the ids as numbers.
 */
export const idListParam = (max: number, id: z.ZodNumber = recordId) =>
  z
    .string()
    .regex(/^\d{1,16}(,\d{1,16})*$/, '编号应为逗号分隔的数字')
    .transform((s) => [...new Set(s.split(',').map(Number))])
    .refine((a) => a.every((n) => id.safeParse(n).success), ID_RANGE)
    .refine((a) => a.length <= max, `一次最多${max}条`);

/** How deep a request's objects and arrays may nest (deeper input is refused before any schema runs). */
export const MAX_INPUT_DEPTH = 32;

/** C0 control characters other than tab, line feed and carriage return (NUL among them). */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

/**
 * The rules every input of every endpoint follows, whatever its schema: no string holds a C0
 * control character except tab, CR and LF (PostgreSQL cannot store NUL in text; the others have no
 * place in a form), and objects and arrays nest at most {@link MAX_INPUT_DEPTH} deep. Walks plain
 * objects and arrays (files' bytes are not walked). Answers the 4001 message naming the field
 * ('参数错误：name 不能包含控制字符'), or null when the value passes.
 */
export function sharedInputProblem(value: unknown, path: string[] = []): string | null {
  const field = () => path.join('.') || '请求参数';
  if (typeof value === 'string') return CONTROL_CHARS.test(value) ? `参数错误：${field()} 不能包含控制字符` : null;
  if (typeof value !== 'object' || value === null || ArrayBuffer.isView(value)) return null;
  if (path.length >= MAX_INPUT_DEPTH) return `参数错误：${field()} 嵌套层级过深`;
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  for (const [key, v] of entries) {
    const problem = CONTROL_CHARS.test(key) ? `参数错误：${field()} 字段名不能包含控制字符` : sharedInputProblem(v, [...path, key]);
    if (problem) return problem;
  }
  return null;
}

/** Dictionary option (SPEC.md section 3). */
export const dictOption = z.object({ dictValue: z.string(), dictLabel: z.string() });
/** Longest dictValue and dictLabel of a dictionary option (characters; /sysDict, issue 18). */
export const DICT_VALUE_MAX = 30;
export const DICT_LABEL_MAX = 30;

/** Empty object, for calls that take or give nothing. */
export const empty = z.object({});

/**
 * A file of a multipart call once the server has read it (the browser sends a File or Blob).
 * `data` holds the bytes; the server checks size and content before keeping it.
 */
export interface ReceivedFile {
  filename: string;
  mimetype: string;
  data: Uint8Array;
}

const isReceivedFile = (v: unknown): v is ReceivedFile =>
  typeof v === 'object' && v !== null && typeof (v as ReceivedFile).filename === 'string' && (v as ReceivedFile).data instanceof Uint8Array;

/** A file field of a multipart call: a Blob/File from the client, a {@link ReceivedFile} on the server. */
export const fileField = (message = '请上传文件') => z.custom<Blob | ReceivedFile>((v) => (typeof Blob !== 'undefined' && v instanceof Blob) || isReceivedFile(v), { message });

/**
 * The parts every export call shares (DESIGN.md section 3: a GET answered by the file under its
 * Content-Disposition filename, so the envelope's `data` is unused): spread first into its
 * defineEndpoint, which gives the path, access, tag, summary and input.
 */
export const exportCall = { method: 'GET', body: 'export', output: z.null() } as const;

/**
 * The parts of a call that imports one Excel workbook: a POST of multipart/form-data whose one
 * field `file` is the workbook ('请选择要导入的 Excel 文件' when missing); spread first into its
 * defineEndpoint, which gives the path, access, tag, summary and the answer.
 */
export const workbookImport = { method: 'POST', body: 'multipart', input: z.object({ file: fileField('请选择要导入的 Excel 文件') }) } as const;

/** One rejected row of an import: 1-based worksheet row, the column's header and the reason. */
export const importProblem = z.object({ row: z.number().int(), column: z.string(), reason: z.string() });
export type ImportProblem = z.infer<typeof importProblem>;

/** A mainland identity number (GB 11643-1999: 18 characters, real birth date, check digit), trimmed, a final x upper-cased. */
export const identityNumber = z
  .string()
  .trim()
  .toUpperCase()
  .refine((v) => v.length === 18 && isValidIdCard(v), '身份证号码应为18位，且出生日期和校验位正确');

/** A mainland mobile number (11 digits, isValidMobile), trimmed. */
export const mobileNumber = z.string().trim().refine(isValidMobile, '手机号码应为11位大陆手机号');

/** An uploaded file as lists and details show it. Its bytes are at GET /common/file/{id}. */
export const attachment = z.object({
  id: z.number().int(),
  name: z.string(),
  /** bytes */
  size: z.number().int(),
  mimeType: z.string(),
  /** pdf, png, jpeg, jpg: shown in the page; others are downloaded */
  previewable: z.boolean(),
  downloadCount: z.number().int(),
});
export type Attachment = z.infer<typeof attachment>;

/**
 * What an import answers: rows read, new and updated records (same identity number in this
 * enterprise), the rejected rows, and when there are any, an error workbook (base64 xlsx: the
 * rejected rows as written plus a 错误原因 column) to correct and import again.
 */
export const importResult = z.object({
  total: z.number().int(),
  inserted: z.number().int(),
  updated: z.number().int(),
  problems: z.array(importProblem),
  errorWorkbook: z.string().nullable().describe('base64 编码的 xlsx；无错误时为 null'),
});
export type ImportResult = z.infer<typeof importResult>;

/** The portal page a reveal or an export is made on, as its path ('/talentdata'), for the access log. */
export const viewedOnPage = z
  .string({ message: '请提供所在页面' })
  .trim()
  .min(1, '请提供所在页面')
  .max(200, '页面地址不能超过200个字符')
  .regex(/^\/[\w\-/.~%]*$/, '页面地址应为站内路径，如 /talentdata')
  .describe('查看所在页面的路径，如 /talentdata');

/**
 * The export parameter that asks for full identity and mobile numbers instead of masked ones
 * (`true` or `1`); only users whose role may reveal the numbers get them (else 4003, logged), and
 * each such export is logged with its page.
 */
export const fullNumbersParams = {
  fullNumbers: z.union([z.boolean(), z.stringbool()]).optional().describe('true：导出完整身份证号和手机号（记入个人信息查看记录）'),
  page: viewedOnPage.optional().describe('导出所在页面的路径（导出完整号码时记入查看记录）'),
};

/** A year as a query or form parameter, 2000–2100. */
export const yearParam = z.coerce.number({ message: '年度应为数字' }).int('年度应为整数').min(2000, '年度不能早于2000年').max(2100, '年度不能晚于2100年').describe('年度');
