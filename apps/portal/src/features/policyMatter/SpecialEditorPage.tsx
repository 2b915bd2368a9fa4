import { Box, Button, Field, Flex, Grid, Heading, IconButton, Input, Stack } from '@chakra-ui/react';
import { Note } from '@portal/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { endpoints, extraSection, standardRow, type PolicyMatterStaffDetail } from '@portal/api';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useFieldArray, useForm, type Control, type FieldErrors } from 'react-hook-form';
import { z } from 'zod';
import * as t from '../../i18n/zh-CN';
import { api, notify } from '../../lib/api';
import { richTextRequired } from '../workbench';
import { amountText, canEdit, EditorForm, RichField, rowGrid, toAmount, WithStaffMatter } from './MatterEditorPage';
import { ButtonLink, FormField } from '../common';

const T = t.matterEditor;

/** The special parts with the contract's rules (standardRow, extraSection); amounts typed as text. */
const formSchema = z.object({
  standards: z
    .array(
      z.object({
        category: standardRow.shape.category,
        condition: z.string().trim().max(300, '认定条件不能超过300个字'),
        standard: standardRow.shape.standard,
        amount: amountText,
      }),
    )
    .max(50, '标准表最多50行'),
  sections: z.array(z.object({ title: extraSection.shape.title, content: richTextRequired('请填写栏目内容') })).max(10, '附加栏目最多10个'),
});
type FormValues = z.infer<typeof formSchema>;

function StandardsField({ control, errors }: { control: Control<FormValues>; errors: FieldErrors<FormValues> }) {
  const { fields, append, remove } = useFieldArray({ control, name: 'standards' });
  const cell = (i: number, name: 'category' | 'condition' | 'standard' | 'amount', label: string, max: number) => (
    <Field.Root invalid={!!errors.standards?.[i]?.[name]}>
      <Controller control={control} name={`standards.${i}.${name}`} render={({ field }) => <Input size="sm" {...field} aria-label={`${label} ${i + 1}`} placeholder={label} maxLength={max} />} />
      <Field.ErrorText>{errors.standards?.[i]?.[name]?.message}</Field.ErrorText>
    </Field.Root>
  );
  return (
    <Stack gap="2" data-testid="standards-field">
      {fields.map((f, i) => (
        <Grid key={f.id} templateColumns={{ base: '1fr', md: '1.2fr 2fr 2fr 1fr auto' }} {...rowGrid}>
          {cell(i, 'category', T.category, 50)}
          {cell(i, 'condition', T.condition, 300)}
          {cell(i, 'standard', T.standardCol, 200)}
          {cell(i, 'amount', T.amount, 12)}
          <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={`${t.common.remove} ${i + 1}`} onClick={() => remove(i)}>
            ×
          </IconButton>
        </Grid>
      ))}
      <Button size="sm" variant="outline" colorPalette="brand" alignSelf="flex-start" disabled={fields.length >= 50} onClick={() => append({ category: '', condition: '', standard: '', amount: '' })}>
        {T.addStandard}
      </Button>
    </Stack>
  );
}

function SectionsField({ control, errors }: { control: Control<FormValues>; errors: FieldErrors<FormValues> }) {
  const { fields, append, remove } = useFieldArray({ control, name: 'sections' });
  return (
    <Stack gap="4" data-testid="sections-field">
      {fields.map((f, i) => (
        <Stack key={f.id} gap="2" p="3" borderWidth="1px" borderColor="border.muted" borderRadius="md">
          <Flex gap="2" align="start">
            <FormField label={T.sectionTitle} error={errors.sections?.[i]?.title?.message} flex="1">
              <Controller control={control} name={`sections.${i}.title`} render={({ field }) => <Input size="sm" {...field} maxLength={50} />} />
            </FormField>
            <Button size="xs" variant="ghost" colorPalette="red" mt="6" onClick={() => remove(i)}>
              {t.common.remove}
            </Button>
          </Flex>
          <RichField control={control} name={`sections.${i}.content`} label={T.sectionContent} initial={f.content} error={errors.sections?.[i]?.content?.message} required={false} />
        </Stack>
      ))}
      <Button size="sm" variant="outline" colorPalette="brand" alignSelf="flex-start" disabled={fields.length >= 10} onClick={() => append({ title: '', content: '' })}>
        {T.addSection}
      </Button>
    </Stack>
  );
}

function SpecialForm({ matter }: { matter: PolicyMatterStaffDetail }) {
  const queryClient = useQueryClient();
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      standards: matter.standards.map((r) => ({ ...r, amount: r.amount === null ? '' : String(r.amount) })),
      sections: matter.sections,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const editable = canEdit(matter);
  const save = form.handleSubmit(async (v) => {
    try {
      await api.call(endpoints.policyMatterSaveSpecial, { id: matter.id, version: matter.version, standards: v.standards.map((r) => ({ ...r, amount: toAmount(r.amount) })), sections: v.sections }, { loading: true });
      notify(t.common.saved, 'success');
      await queryClient.invalidateQueries();
    } catch {
      // the API client has shown why
    }
  });
  const parts = [
    [T.standards, <StandardsField control={form.control} errors={errors} />],
    [T.sections, <SectionsField control={form.control} errors={errors} />],
  ] as const;
  return (
    <EditorForm
      editable={editable}
      gap="6"
      intro={
        <Note>{T.specialIntro}</Note>
      }
      actions={
        <>
          <ButtonLink href={`/modifyPolicyMatterDetail?id=${matter.id}`} variant="outline">{T.editTitle}</ButtonLink>
          {editable && (
            <Button colorPalette="brand" loading={isSubmitting} onClick={() => void save()}>
              {t.common.save}
            </Button>
          )}
        </>
      }
    >
      {parts.map(([title, part]) => (
        <Box key={title}>
          <Heading as="h2" fontSize="md" color="brand.800" mb="3">
            {title}
          </Heading>
          {part}
        </Box>
      ))}
    </EditorForm>
  );
}

/**
 * /modifyPolicyMatterDetailSpecial?id=N: the special parts of a matter — a table of standards by
 * category and extra rich-text sections — saved with the same department, status and version
 * checks as any edit (POST /api/policyMatter/one/saveSpecial).
 */
export function SpecialEditorPage({ id }: { id: number | undefined }) {
  return (
    <WithStaffMatter id={id} title={T.specialTitle}>
      {(m) =>
        m ? (
          <SpecialForm key={`${m.id}:${m.version}`} matter={m} />
        ) : (
          <ButtonLink href="/modifyPolicyMatter" size="sm" colorPalette="brand">{T.back}</ButtonLink>
        )
      }
    </WithStaffMatter>
  );
}
