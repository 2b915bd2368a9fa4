import { z } from 'zod';

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

/** 'YYYY-MM-DD HH:mm:ss' in Asia/Shanghai time (DESIGN.md section 3). */
export const dateTime = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, '时间格式应为 YYYY-MM-DD HH:mm:ss');
/** 'YYYY-MM-DD' (DESIGN.md section 3). */
export const dateOnly = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD');

/** A numeric database id carried in a path or query string. */
export const idParam = z.coerce.number().int().positive().describe('编号');

/** Dictionary option (SPEC.md section 3). */
export const dictOption = z.object({ dictValue: z.string(), dictLabel: z.string() });

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
