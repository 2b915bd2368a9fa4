import { z } from 'zod';
import { defineEndpoint } from '../contract';
import { DICT_LABEL_MAX, DICT_VALUE_MAX, dateTime, dictOption, recordId } from '../schemas';
import { EDUCATION_LEVELS, MARITAL_STATUSES, APPLICATION_TYPE_LABELS, DICT_TYPES, type DictType, ENTERPRISE_TYPES, ADMIN_PERMISSION } from '../vocabulary';

/**
 * Dictionaries (issue 18 "Dictionaries", SPEC.md section 3 dictOption {dictValue, dictLabel}): the
 * one place where the option lists of forms and imports are kept, by type. Records store the
 * `dictValue`, so it never changes once created; administrators rename labels, reorder, add and
 * disable options (a disabled option leaves the forms but still names old records).
 * docs/administration.md "数据字典" lists the types and who reads them.
 */

/**
 * The options each type starts with, read from the constants the code already keeps (the seed
 * writes them; street and industrySection come from the district's reference data, seed/demo.ts).
 * Values are what records store today: the education, marital status and enterprise type texts,
 * the application type codes.
 */
export const DICT_SEEDS: Partial<Record<DictType, readonly { dictValue: string; dictLabel: string }[]>> = {
  education: EDUCATION_LEVELS.map((v) => ({ dictValue: v, dictLabel: v })),
  maritalStatus: MARITAL_STATUSES.map((v) => ({ dictValue: v, dictLabel: v })),
  enterpriseType: ENTERPRISE_TYPES.map((v) => ({ dictValue: v, dictLabel: v })),
  applicationType: Object.entries(APPLICATION_TYPE_LABELS).map(([dictValue, dictLabel]) => ({ dictValue, dictLabel })),
};

/** Option status: `enabled` offered by forms and imports, `disabled` kept only to name old records. */
export const DICT_STATUSES = ['enabled', 'disabled'] as const;
export type DictStatus = (typeof DICT_STATUSES)[number];
export const DICT_STATUS_LABELS: Record<DictStatus, string> = { enabled: '启用', disabled: '停用' };

const dictType = z.enum(DICT_TYPES, { message: '未知的字典类型' });

/** One option as administrators keep it. */
export const dictItem = z.object({
  id: z.number().int(),
  dictType: z.enum(DICT_TYPES),
  dictValue: z.string(),
  dictLabel: z.string(),
  sort: z.number().int(),
  status: z.enum(DICT_STATUSES),
  remark: z.string(),
  updatedAt: dateTime.nullable(),
});
export type DictItem = z.infer<typeof dictItem>;

/** A public option; `disabled` only when asked for with `withDisabled` (to name old records). */
export const publicDictOption = dictOption.extend({ disabled: z.boolean().optional() });
export type PublicDictOption = z.infer<typeof publicDictOption>;

export const dictData = defineEndpoint({
  method: 'GET',
  path: '/api/common/dict/{dictType}',
  body: 'query',
  access: 'public',
  tag: 'common',
  summary: '数据字典：某类型的启用选项 {dictValue, dictLabel}，按排序；withDisabled=1 时也返回停用选项（disabled 为 true），用于显示旧记录的名称',
  input: z.object({
    dictType,
    withDisabled: z.literal('1', { message: 'withDisabled 只能是 1' }).optional(),
  }),
  output: z.array(publicDictOption),
});

export const dictList = defineEndpoint({
  method: 'GET',
  path: '/api/center/dict/list',
  body: 'query',
  access: 'gov',
  permission: ADMIN_PERMISSION,
  tag: 'center',
  summary: '数据字典管理：某类型的全部选项（含停用），按排序',
  input: z.object({ dictType }),
  output: z.array(dictItem),
});

const label = z
  .string({ message: '请填写字典标签' })
  .trim()
  .min(1, '请填写字典标签')
  .max(DICT_LABEL_MAX, `字典标签不能超过${DICT_LABEL_MAX}个字`);

export const dictSave = defineEndpoint({
  method: 'POST',
  path: '/api/center/dict/save',
  body: 'json',
  access: 'gov',
  permission: ADMIN_PERMISSION,
  tag: 'center',
  summary: '新增（无 id）或修改一个字典选项：字典值创建后不能修改（记录保存的是它），标签在同一类型内不能重复；保存后 /api/common/dict 即时生效',
  input: z.object({
    id: recordId.optional(),
    dictType,
    dictValue: z
      .string({ message: '请填写字典值' })
      .trim()
      .min(1, '请填写字典值')
      .max(DICT_VALUE_MAX, `字典值不能超过${DICT_VALUE_MAX}个字符`),
    dictLabel: label,
    sort: z.coerce.number({ message: '排序应为数字' }).int('排序应为整数').min(0, '排序应在0到999之间').max(999, '排序应在0到999之间'),
    remark: z.string().trim().max(200, '备注不能超过200个字').default(''),
  }),
  output: dictItem,
});

export const dictAble = defineEndpoint({
  method: 'POST',
  path: '/api/center/dict/able',
  body: 'json',
  access: 'gov',
  permission: ADMIN_PERMISSION,
  tag: 'center',
  summary: '启用或停用一个字典选项（不删除：旧记录仍显示它的名称）',
  input: z.object({ id: recordId, status: z.enum(DICT_STATUSES, { message: '状态只能是启用或停用' }) }),
  output: dictItem,
});
