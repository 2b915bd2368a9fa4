import { z } from 'zod';
import { creditCodeCheckChar, isValidCreditCode, shanghaiDay, type PersonalNumberKind } from '@portal/validators';
import type { LedgerField } from './ledger';
import { identityNumber, mobileNumber, pastDate } from './schemas';

/**
 * Builders of the ledger fields registers share (issue 14): each gives the zod rule with its
 * Chinese messages, the label and the import/export cell, so a declaration names a field in one
 * line and two registers never word the same rule differently. Anything a builder does not cover
 * is written as a plain {@link LedgerField} in the declaration.
 */

/** Where a builder's field appears besides its rule: a wide form row, not a list column, masked. */
type Shown = Partial<Pick<LedgerField, 'wide' | 'list' | 'mask'>>;

/**
 * A line (or with `textarea` several lines) of text of at most `max` characters: required
 * (`请填写{label}`) unless `optional`, which stores '' when left empty.
 */
export function textField(label: string, o: { max: number; example: string; optional?: true; textarea?: true; width?: number } & Shown): LedgerField {
  const base = z.string().trim().max(o.max, `${label}不能超过${o.max}个字`);
  return {
    schema: o.optional ? base.default('') : base.min(1, `请填写${label}`),
    label,
    ...(o.textarea ? { control: 'textarea' as const } : {}),
    ...(o.wide ? { wide: o.wide } : {}),
    ...(o.list === false ? { list: false as const } : {}),
    ...(o.mask ? { mask: o.mask } : {}),
    cell: { width: o.width ?? Math.min(40, Math.max(12, o.max / 5)), rule: `不超过${o.max}个字${o.optional ? '，可不填' : ''}`, example: o.example },
  };
}

/** A person's name (2–30 characters); `mask: 'name'` shows it as 王** outside its keepers' reveal (GB/T 35273-2020 section 7.2). */
export function personNameField(label: string, example: string, mask?: Extract<PersonalNumberKind, 'name'>): LedgerField {
  return {
    schema: z.string().trim().min(1, `请填写${label}`).min(2, `${label}至少2个字`).max(30, `${label}不能超过30个字`),
    label,
    ...(mask ? { mask } : {}),
    cell: { width: 12, rule: '2至30个字', example },
  };
}

/** One of `options` (a drop-down in the form and in the import template; an equality filter when declared). */
export function choiceField<const O extends readonly [string, ...string[]]>(label: string, options: O, example: O[number] = options[0]): LedgerField & { options: O } {
  return {
    schema: z.enum(options, { message: `${label}只能是：${options.join('、')}` }),
    label,
    options,
    cell: { width: Math.max(12, ...options.map((o) => o.length * 2 + 2)), rule: `从下拉列表选择：${options.join('、')}`, example },
  };
}

/**
 * A calendar date YYYY-MM-DD, required, not after today (the server's clock): the day something
 * happened (a filing, a visit, a decision). Imports also read 2025/3/1 and 2025年3月1日.
 */
export function pastDateField(label: string, example = '2025-03-01'): LedgerField {
  return {
    schema: pastDate(label),
    label,
    control: 'date',
    cell: { width: 14, rule: '日期，如 2025-03-01、2025/3/1 或 2025年3月1日，不能晚于今天', example },
  };
}

/**
 * A calendar month YYYY-MM, required, not after the current month (Asia/Shanghai): the period a monthly report
 * covers. Also read as written in a workbook or typed: 2025/3, 2025年3月, or a date of the month
 * (a cell Excel turned into 2025-03-01).
 */
export function monthField(label: string, example = '2025-03'): LedgerField {
  return {
    schema: z.preprocess(
      (v) => {
        const m = typeof v === 'string' ? /^\s*(\d{4})\s*[-/年.]\s*(\d{1,2})\s*(?:月|[-/.]\d{1,2}日?)?\s*$/.exec(v) : null;
        return m ? `${m[1]}-${m[2]!.padStart(2, '0')}` : v;
      },
      z
        .string({ message: `请填写${label}` })
        .trim()
        .min(1, `请填写${label}`)
        .regex(/^\d{4}-(0[1-9]|1[0-2])$/, `${label}格式应为 YYYY-MM，如 ${example}`)
        .refine((v) => v >= '2000-01' && v <= shanghaiDay().slice(0, 7), `${label}不能早于2000年或晚于本月`),
    ),
    label,
    control: 'month',
    cell: { width: 12, rule: '年月，如 2025-03、2025/3 或 2025年3月，不能晚于本月', example, text: true },
  };
}

/** A blank form field or workbook cell: nothing typed (a figure is never taken as 0 unless written). */
const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * A number a user must write, with the field's rules (`.int()`, `.min()`, ...) applied by `rules`:
 * blank is refused with `请填写{label}` (never read as 0), text that is no number with
 * `{label}应为数字`.
 */
const requiredNumber = (label: string, rules: (n: z.ZodCoercedNumber) => z.ZodType<number>) =>
  z.preprocess(
    (v) => (isBlank(v) ? undefined : v),
    z
      .any()
      .refine((v) => v !== undefined, `请填写${label}`)
      .pipe(rules(z.coerce.number({ message: `${label}应为数字` }))),
  );

/** A whole number from `min` (default 0) to `max`, e.g. people concerned (unit 人) or a year. */
export function countField(label: string, o: { max: number; min?: number; unit?: string; example: string }): LedgerField {
  const min = o.min ?? 0;
  return {
    schema: requiredNumber(label, (n) =>
      n
        .int(`${label}应为整数`)
        .min(min, min === 0 ? `${label}不能为负数` : `${label}不能小于${min}`)
        .max(o.max, `${label}不能超过${o.max}`),
    ),
    label,
    ...(o.unit ? { unit: o.unit } : {}),
    cell: { width: 12, rule: `${min}至${o.max}的整数`, example: o.example },
  };
}

/** An amount of at most two decimals from 0 to `max`, in `unit` (default 万元, the bureau's unit for sums of money). */
export function amountField(label: string, o: { max: number; unit?: string; example: string }): LedgerField {
  const unit = o.unit ?? '万元';
  return {
    schema: requiredNumber(label, (n) =>
      n
        .min(0, `${label}不能为负数`)
        .max(o.max, `${label}不能超过${o.max}${unit}`)
        .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, `${label}最多保留两位小数`),
    ),
    label,
    unit,
    cell: { width: 12, rule: `0至${o.max}，最多两位小数，单位${unit}`, example: o.example },
  };
}

/** A share in per cent from 0 to 100 with at most two decimals (unit %). */
export function percentField(label: string, example: string): LedgerField {
  return { ...amountField(label, { max: 100, unit: '%', example }), cell: { width: 12, rule: '0至100，最多两位小数，单位%', example } };
}

/** A unified social credit code (GB 32100-2015: 18 characters and its check character), upper-cased. */
export function creditCodeField(label = '统一社会信用代码'): LedgerField {
  return {
    schema: z.string().trim().toUpperCase().min(1, `请填写${label}`).refine(isValidCreditCode, `${label}应为18位且校验位正确`),
    label,
    cell: { width: 22, rule: '18位，校验位须正确（GB 32100-2015）。请保持该列为文本格式', example: CREDIT_CODE_EXAMPLE, text: true },
  };
}

/** A valid credit code for templates: the first 17 characters of a Guangzhou company and its check character. */
const CREDIT_CODE_EXAMPLE = `91440115MA5D2K3L0${creditCodeCheckChar('91440115MA5D2K3L0')}`;

/** A mainland mobile number (11 digits), kept as text in workbooks; masked 138****8000 unless revealed (issue 24). */
export function mobileField(label = '联系电话'): LedgerField {
  return { schema: mobileNumber, label, mask: 'mobile', cell: { width: 16, rule: '11位大陆手机号码', example: '13800138000', text: true } };
}

/** A resident identity number (GB 11643-1999: birth date and check digit), kept as text in workbooks; masked 440106********1234 unless revealed (issue 24). */
export function idCardField(label = '身份证号码'): LedgerField {
  return {
    schema: identityNumber,
    label,
    mask: 'idCard',
    cell: { width: 24, rule: '18位居民身份证号码，出生日期与校验位须正确。请保持该列为文本格式', example: '440106199001011235', text: true },
  };
}
