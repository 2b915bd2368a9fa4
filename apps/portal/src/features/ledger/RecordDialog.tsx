import { Input, SimpleGrid, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { endpoints, isRequiredField, maskedFields, type Ledger, type LedgerField } from '@portal/api';
import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import * as t from '../../i18n/zh-CN';
import { api } from '../../lib/api';
import { FormDialog, FormField, Select, submitForm } from '../common';

type Values = Record<string, unknown>;

/** One field of a form of declared fields (a ledger record, a department module), by its declared control: a line, several lines, a date, a month or a drop-down of its options; its label, unit, required mark and error. */
export function LedgerFieldInput({ name, field, form }: { name: string; field: LedgerField; form: UseFormReturn<Values, unknown, Values> }) {
  const error = form.formState.errors[name]?.message;
  const required = isRequiredField(field);
  const control = field.control ?? (field.options ? 'select' : 'text');
  const reg = form.register(name);
  return (
    <FormField label={<>{field.label}{field.unit && `（${field.unit}）`}{!required && t.ledger.optional}</>} required={required} error={typeof error === 'string' ? error : undefined} gridColumn={field.wide ? { md: 'span 2' } : undefined}>
      {control === 'select' ? (
        <Select field={reg} options={field.options!} />
      ) : control === 'textarea' ? (
        <Textarea {...reg} rows={3} />
      ) : (
        <Input {...reg} type={control === 'date' || control === 'month' ? control : 'text'} autoComplete="off" />
      )}
    </FormField>
  );
}

export interface RecordDialogProps {
  ledger: Ledger;
  /** the record to change, or null for a new one */
  record: Values | null;
  /** the dialog's title when not 新增 / 修改 and the ledger's title, e.g. 新增人员 */
  title?: string;
  open: boolean;
  onClose: () => void;
  /** saves the parsed values (with the record's id when changing); rejects when the server refused (the dialog keeps what was typed) */
  onSave: (values: Values) => Promise<unknown>;
}

/**
 * The whole numbers of a listed record's masked fields, for its 修改 form: the list answers them
 * masked (issue 24), so opening the form reveals them through the server, which logs each reveal
 * with the page; nothing is asked for a new record or a ledger without masked fields, and nothing
 * is kept after the form closes.
 */
function useWholeNumbers(ledger: Ledger, record: Values | null, open: boolean) {
  const page = useRouterState({ select: (s) => s.location.pathname });
  const masked = maskedFields(ledger);
  const id = record ? Number(record.id) : 0;
  return useQuery({
    queryKey: ['user', 'reveal', ledger.name, id],
    enabled: open && record !== null && masked.length > 0,
    queryFn: async () =>
      Object.fromEntries(await Promise.all(masked.map(async ([field]) => [field, (await api.call(endpoints.revealNumber, { source: ledger.name, id, field, page })).value] as const))) as Values,
    gcTime: 0,
    staleTime: 0,
  });
}

/**
 * 新增 / 修改 a ledger record: one field per declaration field (wide ones last, across the row),
 * checked with the contract's own schema (`ledger.record`) as the user leaves each field, so the
 * messages are the server's. A record to change comes with its masked numbers made whole
 * ({@link useWholeNumbers}).
 */
export function RecordDialog({ ledger, record, title: titled, open, onClose, onSave }: RecordDialogProps) {
  const entries = useMemo(() => Object.entries(ledger.fields).sort(([, a], [, b]) => Number(Boolean(a.wide)) - Number(Boolean(b.wide))), [ledger]);
  const whole = useWholeNumbers(ledger, record, open).data;
  const values = useMemo<Values>(
    () => Object.fromEntries(Object.entries(ledger.fields).map(([k, f]) => [k, record ? (whole?.[k] ?? record[k]) : ((ledger.defaults as Values)[k] ?? (f.options ? f.options[0] : ''))])),
    [ledger, record, whole],
  );
  const form = useForm<Values, unknown, Values>({ resolver: zodResolver(ledger.record as never), mode: 'onTouched', values });
  const title = titled ?? (record ? t.ledger.editTitle(ledger.title) : t.ledger.addTitle(ledger.title));
  return (
    <FormDialog open={open} title={title} onClose={onClose} onSubmit={submitForm(form, (v) => onSave(record ? { ...v, id: record.id } : v))}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {entries.map(([name, field]) => (
          <LedgerFieldInput key={name} name={name} field={field} form={form} />
        ))}
      </SimpleGrid>
    </FormDialog>
  );
}
