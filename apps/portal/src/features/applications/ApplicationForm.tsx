import { Box, Button, Flex, HStack, IconButton, Input, SimpleGrid, Stack, Text, Textarea, chakra } from '@chakra-ui/react';
import { Note } from '@portal/ui';
import type { Attachment, FormField } from '@portal/api';
import { useEffect, useRef, useState } from 'react';
import { get, set, useFieldArray, useForm, type FieldErrors, type Resolver, type UseFormReturn } from 'react-hook-form';
import * as t from '../../i18n/zh-CN';
import { errorText } from '../../lib/api';
import { AlertBox, FormField as LabelledField, Select, useDict, useFormDraft } from '../common';
import { useFilterOptions } from '../demand';
import { AttachmentField } from '../files';
import { emptyRow, formProblems, toPayload, type FormContent, type FormSchema, type FormValues, type PersonRow } from './formValues';
import type { DraftState } from './useServerDraft';

export interface ApplicationFormProps {
  /** the type's name, the form's accessible name */
  title: string;
  /** the type's fields (APPLICATION_FORM_FIELDS of the contract), in form order */
  fields: readonly FormField[];
  /** the type's rules with their Chinese messages (applicationFormSchema of the contract) */
  schema: FormSchema;
  /** what the form starts from: the restored draft, the returned application, or the prefill */
  initial: FormContent;
  /** a note over the form: a restored draft, or the staff's reason for a return */
  notice?: { status: 'info' | 'warning'; text: string; testId: string } | null;
  /** called on every change (the page keeps the draft) */
  onChange: (content: FormContent) => void;
  draft: DraftState;
  /** opens the import of the people table from an xlsx (enterprise types with people) */
  onImportPeople?: () => void;
  /** sends the application with its `fields` payload; rejects when it failed (the form keeps everything and says why) */
  onSubmit: (fields: Record<string, unknown>) => Promise<unknown>;
  submitLabel?: string;
}

/** How many messages react-hook-form's nested errors hold (people cells one by one). */
function countMessages(node: unknown): number {
  if (!node || typeof node !== 'object') return 0;
  if (typeof (node as { message?: unknown }).message === 'string') return 1;
  return Object.entries(node as Record<string, unknown>).reduce((n, [k, v]) => (k === 'ref' ? n : n + countMessages(v)), 0);
}

/** The message of a field path in react-hook-form's nested errors ('people.3.idCard'), if any. */
const errorAt = (errors: FieldErrors<FormValues>, path: string): string | undefined => (get(errors, path) as { message?: string } | undefined)?.message;

const INPUT_TYPE: Partial<Record<FormField['kind'], string>> = { date: 'date', phone: 'tel' };
const MAX_LENGTH: Partial<Record<FormField['kind'], number>> = { idCard: 18, creditCode: 18, phone: 11 };

/** One input of a scalar field or a people cell: text, textarea, number, date, select, street, identity number, phone, credit code. */
function FieldInput({ field, name, form, label }: { field: FormField; name: string; form: UseFormReturn<FormValues>; label?: string }) {
  const reg = form.register(name as never);
  const streets = useFilterOptions().data?.streets;
  const dict = useDict(field.dict);
  if (field.kind === 'textarea') return <Textarea {...reg} rows={4} aria-label={label} />;
  if (field.kind === 'select' || field.kind === 'street') {
    // controlled, so a stored street shows once the streets have loaded
    const value = (form.watch(name as never) as unknown as string | undefined) ?? '';
    const listed = field.kind === 'street' ? (streets ?? []).map((s) => ({ value: s.code, label: s.name })) : (dict.options ?? (field.options ?? []).map((o) => ({ value: o, label: o })));
    // a stored value whose option was disabled since still shows, under its label
    const options = value && field.dict && !listed.some((o) => o.value === value) ? [...listed, { value, label: dict.labelOf(value) }] : listed;
    return <Select field={reg} value={value} aria-label={label} placeholder={t.common.choose} options={options} />;
  }
  return <Input {...reg} aria-label={label} type={INPUT_TYPE[field.kind] ?? 'text'} inputMode={field.kind === 'number' ? 'decimal' : field.kind === 'phone' ? 'tel' : undefined} maxLength={MAX_LENGTH[field.kind]} autoComplete="off" />;
}

/** The people of an enterprise application: one card per person with its columns, 添加人员 and 删除. */
function PeopleField({ field, form, onImport }: { field: FormField; form: UseFormReturn<FormValues>; onImport?: () => void }) {
  const T = t.applications.form;
  const columns = field.columns ?? [];
  const rows = useFieldArray({ control: form.control, name: field.key as never });
  const errors = form.formState.errors;
  return (
    <Stack gap="3" data-testid="people-field">
      {rows.fields.length === 0 && (
        <Note>{T.noPeople}</Note>
      )}
      {rows.fields.map((row, i) => (
        <Box key={row.id} borderWidth="1px" borderColor="border.muted" borderRadius="md" p="3" bg="bg.subtle" data-testid="person-row">
          <HStack justify="space-between" mb="2">
            <Text fontWeight="medium" fontSize="sm">
              {T.person(i + 1)}
            </Text>
            <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={T.removePerson(i + 1)} onClick={() => rows.remove(i)}>
              ✕
            </IconButton>
          </HStack>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
            {columns.map((c) => {
              const path = `${field.key}.${i}.${c.key}`;
              return (
                <LabelledField key={c.key} label={c.label} error={errorAt(errors, path)} required={c.required}>
                  <FieldInput field={c} name={path} form={form} label={`${T.person(i + 1)}${c.label}`} />
                </LabelledField>
              );
            })}
          </SimpleGrid>
        </Box>
      ))}
      <HStack gap="2" wrap="wrap">
        <Button size="sm" variant="outline" colorPalette="brand" onClick={() => rows.append(emptyRow(columns) as never)}>
          {T.addPerson}
        </Button>
        {onImport && (
          <Button size="sm" variant="outline" colorPalette="brand" onClick={onImport}>
            {T.importPeople}
          </Button>
        )}
      </HStack>
    </Stack>
  );
}

/** '已自动暂存 14:03:12' and friends, beside the submit button. */
function DraftNote({ draft }: { draft: DraftState }) {
  const T = t.applications.form;
  const text = draft.kind === 'saving' ? T.draftSaving : draft.kind === 'saved' ? T.draftSaved(draft.at.toTimeString().slice(0, 8)) : draft.kind === 'error' ? T.draftFailed(draft.message) : T.draftIdle;
  return (
    <Text fontSize="sm" color={draft.kind === 'error' ? 'red.600' : 'fg.muted'} aria-live="polite" data-testid="draft-state">
      {text}
    </Text>
  );
}

/**
 * The one application form, drawn from the type's field definitions: scalar fields in two columns
 * (one on phones), the people table of enterprise types, and the attachments. Every change goes to
 * `onChange` (the page keeps the draft on the server). Required fields carry a * (explained at the
 * top: 带 * 的为必填项), in text besides the colour. 提交申请 checks required fields and the
 * type's rules, shows each message under its field and a count at the top, and focuses the first;
 * a failed submit keeps every value and attachment and says why.
 */
export function ApplicationForm({ title, fields, schema, initial, notice, onChange, draft, onImportPeople, onSubmit, submitLabel }: ApplicationFormProps) {
  const T = t.applications.form;
  const [files, setFiles] = useState<Attachment[]>(initial.attachments);
  const filesRef = useRef(files);
  filesRef.current = files;
  const resolver: Resolver<FormValues> = async (values) => {
    const problems = formProblems(fields, schema, values, filesRef.current);
    const errors: Record<string, unknown> = {};
    for (const [path, message] of Object.entries(problems)) set(errors, path, { type: 'validate', message });
    return Object.keys(problems).length ? { values: {}, errors: errors as FieldErrors<FormValues> } : { values, errors: {} };
  };
  const form = useForm<FormValues>({ resolver, defaultValues: initial.values, mode: 'onSubmit', reValidateMode: 'onChange' });
  // what was typed survives a login forced by a lost session (the server draft may not have caught the last keys)
  useFormDraft(form, title);
  const [failure, setFailure] = useState<string | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    const sub = form.watch((values) => onChangeRef.current({ values: values as FormValues, attachments: filesRef.current }));
    return () => sub.unsubscribe();
  }, [form]);

  const changeFiles = (next: Attachment[]) => {
    setFiles(next);
    filesRef.current = next;
    onChangeRef.current({ values: form.getValues(), attachments: next });
    if (form.formState.isSubmitted) void form.trigger();
  };

  const { errors, isSubmitting } = form.formState;
  const invalidCount = countMessages(errors);
  const submit = form.handleSubmit(
    async (values) => {
      setFailure(null);
      try {
        // the type's rules coerce as the server will (numbers typed as text become numbers)
        await onSubmit(schema.parse(toPayload(fields, values, filesRef.current)) as Record<string, unknown>);
      } catch (e) {
        setFailure(errorText(e) ?? T.submitFailed);
      }
    },
    () => setFailure(null),
  );

  return (
    <chakra.form onSubmit={submit} noValidate aria-label={title}>
      <Stack gap="5">
        {notice && <AlertBox status={notice.status} variant="subtle" whiteSpace="pre-wrap" data-testid={notice.testId} description={notice.text} />}
        <Note data-testid="required-note">{T.requiredNote}</Note>
        {invalidCount > 0 && <AlertBox status="error" variant="subtle" data-testid="form-invalid" description={T.invalid(invalidCount)} />}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {fields.map((f) => {
            const wide = f.kind === 'textarea' || f.kind === 'people' || f.kind === 'attachments';
            const err = errorAt(errors, f.key);
            return (
              <LabelledField key={f.key} label={f.label} error={err} hint={f.kind !== 'attachments' && !err ? f.hint : undefined} required={f.required} gridColumn={wide ? { md: 'span 2' } : undefined}>
                {f.kind === 'people' ? (
                  <PeopleField field={f} form={form} onImport={onImportPeople} />
                ) : f.kind === 'attachments' ? (
                  <AttachmentField files={files} onChange={changeFiles} large />
                ) : (
                  <FieldInput field={f} name={f.key} form={form} />
                )}
              </LabelledField>
            );
          })}
        </SimpleGrid>
        {failure && <AlertBox status="error" data-testid="submit-failed" title={T.submitFailed} description={T.submitFailedHint(failure)} />}
        <Flex direction={{ base: 'column-reverse', md: 'row' }} justify="space-between" align={{ base: 'stretch', md: 'center' }} gap="3" pt="4" borderTopWidth="1px" borderColor="border.muted">
          <DraftNote draft={draft} />
          <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText={T.submitting} px="10" w={{ base: 'full', md: 'auto' }}>
            {submitLabel ?? t.common.submitApplication}
          </Button>
        </Flex>
      </Stack>
    </chakra.form>
  );
}

export type { FormContent, PersonRow };
