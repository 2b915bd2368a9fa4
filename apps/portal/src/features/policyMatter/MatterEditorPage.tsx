import { Box, Button, Field, Flex, Grid, HStack, IconButton, Input, Stack, Text, chakra } from '@chakra-ui/react';
import {
  APPLICATION_TYPES,
  APPLICATION_TYPE_LABELS,
  ApiError,
  CODE,
  HANDLING_MODES,
  HANDLING_MODE_LABELS,
  POLICY_MATTER_THEMES,
  POLICY_MATTER_THEME_LABELS,
  endpoints,
  materialInput,
  policyMatterFields,
  type Attachment,
  type PolicyMatterStaffDetail,
} from '@portal/api';
import { ArticleSkeleton, EmptyState, Note } from '@portal/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useId, useState, type ReactNode } from 'react';
import { Controller, useFieldArray, type Control, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import * as t from '../../i18n/zh-CN';
import { api, notify } from '../../lib/api';
import { AttachmentField } from '../files';
import { AlertBox, ButtonLink, FormField, formFields, optionsOf, PageFrame, QueryState, Select, SelectField, useZodForm } from '../common';
import { LazyRichTextEditor, PolicyPicker, richTextRequired, StatusBadge } from '../workbench';
import { useStaffMatter } from './queries';

const T = t.matterEditor;

/** An amount typed as text: '' for none, else a number of yuan not below 0. */
export const amountText = z
  .string()
  .trim()
  .refine((v) => v === '' || (Number.isFinite(Number(v)) && Number(v) >= 0), T.amountInvalid);
/** The amount of an {@link amountText}: null for none. */
export const toAmount = (v: string): number | null => (v.trim() === '' ? null : Number(v));

/** The form of /modifyPolicyMatterDetail: the contract's fields and messages (policyMatterFields), amounts as text. */
const formSchema = z
  .object({
    title: policyMatterFields.title,
    content: richTextRequired(t.workbench.contentRequired),
    policyId: z.number().int().positive().optional(),
    theme: policyMatterFields.theme,
    handling: policyMatterFields.handling,
    applyType: z.union([z.enum(APPLICATION_TYPES), z.literal('')]),
    conditions: richTextRequired('请填写申请条件'),
    process: richTextRequired('请填写办理流程'),
    materials: z
      .array(z.object({ name: materialInput.shape.name, required: z.boolean(), note: z.string().trim().max(200, '材料说明不能超过200个字'), templateFileId: z.number().int().nullable() }))
      .min(1, '请至少填写一项申请材料')
      .max(30, '申请材料最多30项'),
    timeLimit: policyMatterFields.timeLimit,
    standard: policyMatterFields.standard,
    amount: amountText,
    place: z.string().trim().max(200, '办理地点不能超过200个字'),
    contact: policyMatterFields.contact,
  })
  .refine((v) => v.handling === 'offline' || v.applyType !== '', { message: T.applyTypeRequired, path: ['applyType'] });
type FormValues = z.infer<typeof formSchema>;

const blankMaterial = { name: '', required: true, note: '', templateFileId: null };

function defaultsOf(m: PolicyMatterStaffDetail | undefined): FormValues {
  return {
    title: m?.title ?? '',
    content: m?.content ?? '',
    policyId: m?.relatedId ?? undefined,
    theme: m?.theme ?? 'talent',
    handling: m?.handling ?? 'online',
    applyType: m?.applyType ?? '',
    conditions: m?.conditions ?? '',
    process: m?.process ?? '',
    materials: m ? m.materials.map(({ name, required, note, templateFileId }) => ({ name, required, note, templateFileId })) : [blankMaterial],
    timeLimit: m?.timeLimit ?? '',
    standard: m?.standard ?? '',
    amount: m?.amount === null || m?.amount === undefined ? '' : String(m.amount),
    place: m?.place ?? '',
    contact: m?.contact ?? '',
  };
}

/** The look of a row of a table typed in the form (申请材料, the special page's standards): a grid from md up, a bordered box on a phone. */
export const rowGrid = { gap: '2', alignItems: 'start', p: { base: '2', md: '0' }, borderWidth: { base: '1px', md: '0' }, borderColor: 'border.muted', borderRadius: 'md' } as const;

/** A rich-text field of the editors under its label: a part of the guide (required), the content of an extra section. */
export function RichField<F extends FieldValues>({ control, name, label, initial, error, required = true }: { control: Control<F>; name: Path<F>; label: string; initial: string; error?: string | undefined; required?: boolean }) {
  const labelId = useId();
  return (
    <FormField label={label} error={error} required={required} labelId={labelId}>
      <Box w="full">
        <Controller control={control} name={name} render={({ field }) => <LazyRichTextEditor initialHtml={initial} onChange={field.onChange} labelledBy={labelId} invalid={!!error} />} />
      </Box>
    </FormField>
  );
}

/** 申请材料: name, note, required, and which attachment is its template. */
function MaterialsField({ form, files }: { form: UseFormReturn<FormValues>; files: Attachment[] }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'materials' });
  const errors = form.formState.errors;
  return (
    <Stack gap="2" data-testid="materials-field">
      {fields.map((f, i) => (
        <Grid key={f.id} templateColumns={{ base: '1fr', md: '2fr 2fr 1.5fr auto auto' }} {...rowGrid}>
          <Field.Root invalid={!!errors.materials?.[i]?.name}>
            <Input size="sm" {...form.register(`materials.${i}.name`)} aria-label={`${T.materialName} ${i + 1}`} placeholder={T.materialName} maxLength={100} />
            <Field.ErrorText>{errors.materials?.[i]?.name?.message}</Field.ErrorText>
          </Field.Root>
          <Input size="sm" {...form.register(`materials.${i}.note`)} aria-label={`${T.materialNote} ${i + 1}`} placeholder={T.materialNote} maxLength={200} />
          <Select size="sm" aria-label={`${T.materialTemplate} ${i + 1}`} field={form.register(`materials.${i}.templateFileId`, { setValueAs: (v: string) => (v ? Number(v) : null) })} placeholder={T.noTemplate} options={files.map((file) => ({ value: file.id, label: file.name }))} />
          <chakra.label display="flex" alignItems="center" gap="2" fontSize="sm" whiteSpace="nowrap" pt="1.5" cursor="pointer">
            <chakra.input type="checkbox" w="4" h="4" accentColor="brand.solid" {...form.register(`materials.${i}.required`)} />
            {T.materialRequired}
          </chakra.label>
          <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={`${t.common.remove} ${i + 1}`} disabled={fields.length === 1} onClick={() => remove(i)}>
            ×
          </IconButton>
        </Grid>
      ))}
      <Button size="sm" variant="outline" colorPalette="brand" alignSelf="flex-start" disabled={fields.length >= 30} onClick={() => append(blankMaterial)}>
        {T.addMaterial}
      </Button>
      {[errors.materials?.message, errors.materials?.root?.message].filter(Boolean).map((message) => (
        <Text key={message} color="fg.error" fontSize="sm">
          {message}
        </Text>
      ))}
    </Stack>
  );
}

/** Whether the matter may be changed now: new, or the caller's department's draft or rejected matter. */
export const canEdit = (m: PolicyMatterStaffDetail | undefined) => !m || (m.editable && (m.status === 'draft' || m.status === 'rejected'));

/** The form itself, for a loaded (or new) matter. */
function MatterForm({ matter }: { matter: PolicyMatterStaffDetail | undefined }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<Attachment[]>(matter?.attachments ?? []);
  const form = useZodForm<typeof formSchema, FormValues, FormValues>(formSchema, defaultsOf(matter), 'onSubmit');
  const { errors, isSubmitting } = form.formState;
  const handling = form.watch('handling');
  const editable = canEdit(matter);

  const save = (submit: boolean) =>
    form.handleSubmit(async (v) => {
      const fileIds = files.map((f) => f.id);
      try {
        const saved = await api.call(
          endpoints.policyMatterSave,
          {
            id: matter?.id,
            version: matter?.version,
            ...v,
            policyId: v.policyId ?? null,
            amount: toAmount(v.amount),
            // a template whose file was removed is no template
            materials: v.materials.map((x) => ({ ...x, templateFileId: x.templateFileId !== null && fileIds.includes(x.templateFileId) ? x.templateFileId : null })),
            attachmentIds: fileIds,
            submit,
          },
          { loading: true },
        );
        notify(submit ? t.workbench.submitted : t.workbench.saved, 'success');
        await queryClient.invalidateQueries();
        if (submit) void router.navigate({ to: '/modifyPolicyMatter' });
        else void router.navigate({ to: '/modifyPolicyMatterDetail', search: { id: saved.id }, replace: true });
      } catch {
        // the API client has shown why
      }
    });

  const field = formFields(form);
  return (
    <EditorForm
      editable={editable}
      gap="5"
      testId="matter-form"
      intro={matter?.status === 'rejected' && matter.rejectReason && <AlertBox status="error" size="sm" data-testid="reject-reason" description={t.workbench.rejectedBecause(matter.rejectReason)} />}
      actions={
        <>
          {matter && (
            <ButtonLink href={`/modifyPolicyMatterDetailSpecial?id=${matter.id}`} variant="ghost" colorPalette="brand" mr="auto">{T.editSpecial}</ButtonLink>
          )}
          <ButtonLink href="/modifyPolicyMatter" variant="outline">{editable ? t.common.cancel : T.back}</ButtonLink>
          {editable && (
            <>
              <Button variant="outline" colorPalette="brand" loading={isSubmitting} onClick={() => void save(false)()}>
                {t.workbench.saveDraft}
              </Button>
              <Button colorPalette="brand" loading={isSubmitting} onClick={() => void save(true)()}>
                {t.workbench.saveAndSubmit}
              </Button>
            </>
          )}
        </>
      }
    >
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
        {field('title', T.name, <Input {...form.register('title')} maxLength={200} placeholder={T.namePlaceholder} />)}
        {field('policyId', T.policy, <Box w="full"><Controller control={form.control} name="policyId" render={({ field: f }) => <PolicyPicker value={f.value} onChange={f.onChange} invalid={!!errors.policyId} label={T.policy} emptyOption={T.noPolicy} />} /></Box>, { required: false })}
        <SelectField size="sm" label={T.theme} error={errors.theme?.message} required field={form.register('theme')} options={optionsOf(POLICY_MATTER_THEMES, POLICY_MATTER_THEME_LABELS)} />
        <Grid templateColumns="1fr 1fr" gap="3">
          <SelectField size="sm" label={T.handling} error={errors.handling?.message} required field={form.register('handling')} options={optionsOf(HANDLING_MODES, HANDLING_MODE_LABELS)} />
          <SelectField size="sm" label={T.applyType} error={errors.applyType?.message} required={handling === 'online'} field={form.register('applyType')} placeholder={T.applyTypeNone} options={optionsOf(APPLICATION_TYPES, APPLICATION_TYPE_LABELS)} />
        </Grid>
        {field('timeLimit', t.common.timeLimit, <Input {...form.register('timeLimit')} maxLength={50} placeholder={T.timeLimitPlaceholder} />)}
        {field('amount', T.amount, <Input {...form.register('amount')} inputMode="decimal" />, { required: false, hint: T.amountHint })}
        <Box gridColumn={{ md: 'span 2' }}>{field('standard', T.standard, <Input {...form.register('standard')} maxLength={500} />)}</Box>
        {field('place', T.place, <Input {...form.register('place')} maxLength={200} />, { required: false })}
        {field('contact', T.contact, <Input {...form.register('contact')} maxLength={200} />)}
      </Grid>
      <RichField control={form.control} name="content" label={T.overview} initial={matter?.content ?? ''} error={errors.content?.message} />
      <RichField control={form.control} name="conditions" label={T.conditions} initial={matter?.conditions ?? ''} error={errors.conditions?.message} />
      <FormField label={T.templates} hint={T.templatesHint}>
        <Box w="full">
          <AttachmentField files={files} onChange={setFiles} />
        </Box>
      </FormField>
      <FormField label={T.materials} required>
        <Box w="full">
          <MaterialsField form={form} files={files} />
        </Box>
      </FormField>
      <RichField control={form.control} name="process" label={T.process} initial={matter?.process ?? ''} error={errors.process?.message} />
    </EditorForm>
  );
}

/**
 * The form of both staff editor pages: `intro`, the note that the matter cannot be changed (unless
 * `editable`), the fields (disabled unless `editable`), then the `actions` on a row of their own.
 * Its buttons save; the form itself never submits.
 */
export function EditorForm({ editable, intro, actions, gap, testId, children }: { editable: boolean; intro?: ReactNode; actions: ReactNode; gap: string; testId?: string; children: ReactNode }) {
  return (
    <Stack as="form" gap={gap} onSubmit={(e) => e.preventDefault()} data-testid={testId}>
      {intro}
      {!editable && <AlertBox status="warning" size="sm" description={T.notEditable} />}
      <fieldset disabled={!editable} style={{ display: 'contents' }}>
        {children}
      </fieldset>
      <Flex gap="2" wrap="wrap" justify="flex-end" pt="4" borderTopWidth="1px" borderColor="border.muted">
        {actions}
      </Flex>
    </Stack>
  );
}

/** The frame of both staff editor pages: the PageFrame under 内容管理 › 政策事项管理, with the matter's status and department beside the title. */
export function EditorFrame({ title, matter, children }: { title: string; matter: PolicyMatterStaffDetail | undefined; children: ReactNode }) {
  return (
    <PageFrame
      title={title}
      crumbs={[{ label: t.workbench.crumb }, { label: t.workbench.titles.matter, to: '/modifyPolicyMatter' }, { label: title }]}
      maxW="6xl"
      actions={
        matter && (
          <HStack gap="2">
            <StatusBadge status={matter.status} />
            <Note>{matter.deptName}</Note>
          </HStack>
        )
      }
    >
      {children}
    </PageFrame>
  );
}

/** Loading, not found and error states of a matter the staff pages open by id; `children` once loaded. */
export function WithStaffMatter({ id, title, children }: { id: number | undefined; title: string; children: (m: PolicyMatterStaffDetail | undefined) => ReactNode }) {
  const query = useStaffMatter(id);
  if (id === undefined) return <EditorFrame title={title} matter={undefined}>{children(undefined)}</EditorFrame>;
  return (
    <EditorFrame title={title} matter={query.data}>
      {query.error instanceof ApiError && query.error.code === CODE.notFound ? (
        <EmptyState
          icon="alert"
          title={T.missingMatter}
          action={
            <ButtonLink href="/modifyPolicyMatter" size="sm" colorPalette="brand">{T.back}</ButtonLink>
          }
        />
      ) : (
        <QueryState query={query} loading={<ArticleSkeleton />}>
          {children}
        </QueryState>
      )}
    </EditorFrame>
  );
}

/**
 * /modifyPolicyMatterDetail[?id=N]: writes a new policy matter or edits one (its department's,
 * in draft or rejected): name, policy, theme, handling, application type, time limit, amount,
 * standard, place, contact, and the guide's rich-text parts, materials with templates;
 * 保存草稿 or 保存并提交审核 (the content audit of docs/content.md).
 */
export function MatterEditorPage({ id }: { id: number | undefined }) {
  const title = id === undefined ? T.newTitle : T.editTitle;
  return (
    <WithStaffMatter id={id} title={title}>
      {(m) => <MatterForm key={m ? `${m.id}:${m.version}` : 'new'} matter={m} />}
    </WithStaffMatter>
  );
}
