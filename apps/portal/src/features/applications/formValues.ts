import type { Attachment, FormField } from '@portal/api';

/** One row of a people table as typed: every column as text. */
export type PersonRow = Record<string, string>;

/** What the form holds: scalar fields as typed text, the people table as rows of text. */
export type FormValues = Record<string, string | PersonRow[]>;

/** A form's values and its uploaded attachments: what a draft and a submit carry. */
export interface FormContent {
  values: FormValues;
  attachments: Attachment[];
}

const asText = (v: unknown): string => (v === null || v === undefined ? '' : typeof v === 'object' ? '' : String(v));

/** An empty people row of the given columns. */
export const emptyRow = (columns: readonly FormField[]): PersonRow => Object.fromEntries(columns.map((c) => [c.key, '']));

/**
 * The form's starting values from stored fields (a draft, a returned application or the prefill):
 * scalars as text, people rows column by column; missing fields empty.
 */
export function toFormValues(fields: readonly FormField[], stored: Record<string, unknown>): FormValues {
  const out: FormValues = {};
  for (const f of fields) {
    if (f.kind === 'attachments') continue;
    if (f.kind === 'people') {
      const rows = Array.isArray(stored[f.key]) ? (stored[f.key] as Record<string, unknown>[]) : [];
      out[f.key] = rows.map((r) => Object.fromEntries((f.columns ?? []).map((c) => [c.key, asText(r?.[c.key])])));
    } else out[f.key] = asText(stored[f.key]);
  }
  return out;
}

/** Text trimmed, or undefined when empty (an optional field left blank is absent). */
const present = (v: string | undefined): string | undefined => (v === undefined || v.trim() === '' ? undefined : v);

/**
 * What is sent as `fields` (fill, save): blank scalars left out, people rows with their blank
 * cells left out, and the attachment ids. The contract's rules coerce numbers.
 */
export function toPayload(fields: readonly FormField[], values: FormValues, attachments: readonly Attachment[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    if (f.kind === 'attachments') out[f.key] = attachments.map((a) => a.id);
    else if (f.kind === 'people') out[f.key] = ((values[f.key] as PersonRow[] | undefined) ?? []).map((r) => Object.fromEntries(Object.entries(r).filter(([, v]) => present(v) !== undefined)));
    else {
      const v = present(values[f.key] as string | undefined);
      if (v !== undefined) out[f.key] = v;
    }
  }
  return out;
}

/** The draft as stored (temporary storage keeps text as typed, blanks included). */
export function toDraft(fields: readonly FormField[], values: FormValues, attachments: readonly Attachment[]): Record<string, string | number[] | PersonRow[]> {
  const out: Record<string, string | number[] | PersonRow[]> = {};
  for (const f of fields) out[f.key] = f.kind === 'attachments' ? attachments.map((a) => a.id) : (values[f.key] ?? '');
  return out;
}

/** '请选择…' for choices, '请填写…' otherwise: the message of a required field left blank. */
export const missingMessage = (f: FormField): string => (f.kind === 'select' || f.kind === 'street' ? `请选择${f.label}` : `请填写${f.label}`);

/** The rules of a type's form (applicationFormSchema of the contract), as the form uses them. */
export interface FormSchema {
  safeParse: (v: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
  parse: (v: unknown) => unknown;
}

/**
 * The problems of a form before it is sent, by field path ('idCard', 'people.3.idCard', 'people',
 * 'attachmentIds'): required fields left blank first ('请填写姓名'), then the type's rules (the
 * contract's schema, the same the server applies, so its 4001 and the form say the same).
 */
export function formProblems(fields: readonly FormField[], schema: FormSchema, values: FormValues, attachments: readonly Attachment[]): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const f of fields) {
    if (f.kind === 'people') {
      ((values[f.key] as PersonRow[] | undefined) ?? []).forEach((row, i) => {
        for (const c of f.columns ?? []) if (c.required && present(row[c.key]) === undefined) problems[`${f.key}.${i}.${c.key}`] = missingMessage(c);
      });
    } else if (f.kind !== 'attachments' && f.required && present(values[f.key] as string | undefined) === undefined) problems[f.key] = missingMessage(f);
  }
  const parsed = schema.safeParse(toPayload(fields, values, attachments));
  for (const issue of parsed.success ? [] : (parsed.error?.issues ?? [])) {
    const path = issue.path.map(String).join('.');
    const key = path || fields[0]?.key || '';
    if (!(key in problems) && !Object.keys(problems).some((p) => key.startsWith(`${p}.`))) problems[key] = issue.message;
  }
  return problems;
}
