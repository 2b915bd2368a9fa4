import { Box, Button, Input, Stack, Textarea } from '@chakra-ui/react';
import { DialogFrame } from '@portal/ui';
import { endpoints, noticeFields, type Attachment, type ContentKind } from '@portal/api';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import * as t from '../../i18n/zh-CN';
import { api } from '../../lib/api';
import { FormField, Select, useZodForm } from '../common';
import { AttachmentField } from '../files';
import type { DraftInput, StaffDetail } from './doors';
import { LazyRichTextEditor } from './LazyRichTextEditor';

/** Rich text with something readable in it (text or an image), as the server's cleanRichText requires; `message` otherwise. */
export const richTextRequired = (message: string) => z.string().refine((html) => html.replace(/<[^>]*>/g, '').trim() !== '' || /<img\s/i.test(html), message);

/** The editor's fields, with the contract's rules and messages (noticeFields of @portal/api). */
const formSchema = z.object({
  title: noticeFields.title,
  summary: noticeFields.summary.unwrap(),
  content: richTextRequired(t.workbench.contentRequired),
  relatedId: z.number().int().positive().optional(),
});
type FormValues = z.infer<typeof formSchema>;

/** Published policies to choose from (for an interpretation, or the policy a matter belongs to), found by keyword. */
export function PolicyPicker({ value, onChange, invalid, label = t.workbench.policy, emptyOption = t.workbench.choosePolicy }: { value: number | undefined; onChange: (id: number | undefined) => void; invalid: boolean; label?: string; emptyOption?: string }) {
  const [keyword, setKeyword] = useState('');
  const policies = useQuery({
    queryKey: ['notice', 'list', 'policyPicker', keyword],
    queryFn: ({ signal }) => api.call(endpoints.noticeList, { category: 'policy', page: 1, limit: 50, keyword: keyword || undefined }, { signal }),
    staleTime: 60_000,
  });
  const options = policies.data?.list ?? [];
  return (
    <Stack gap="2">
      <Input size="sm" type="search" aria-label={t.workbench.searchPolicy} placeholder={t.workbench.searchPolicy} value={keyword} onChange={(e) => setKeyword(e.target.value)} />
      <Select
        size="sm"
        invalid={invalid}
        aria-label={label}
        value={value ?? ''}
        onChange={(v) => onChange(v ? Number(v) : undefined)}
        placeholder={policies.isPending ? t.workbench.loadingPolicies : emptyOption}
        options={[...(value !== undefined && !options.some((p) => p.id === value) ? [{ value, label: t.workbench.currentPolicy(value) }] : []), ...options.map((p) => ({ value: p.id, label: `${p.title}（${p.publishTime.slice(0, 10)}）` }))]}
      />
    </Stack>
  );
}

export interface EditorDialogProps {
  kind: ContentKind;
  /** the item being edited, or null for a new one */
  item: StaffDetail | null;
  open: boolean;
  onClose: () => void;
  onSave: (draft: DraftInput) => Promise<unknown>;
}

/**
 * Writes or edits one item: title, summary (public data and reports), the policy it explains
 * (interpretations), the rich-text body and attachments; 保存草稿 or 保存并提交审核.
 */
export function EditorDialog({ kind, item, open, onClose, onSave }: EditorDialogProps) {
  const labelId = useId();
  const [files, setFiles] = useState<Attachment[]>(item?.attachments ?? []);
  const form = useZodForm<typeof formSchema, FormValues, FormValues>(formSchema, { title: item?.title ?? '', summary: item?.summary ?? '', content: item?.content ?? '', relatedId: item?.relatedId ?? undefined }, 'onSubmit');
  const { errors, isSubmitting } = form.formState;
  const save = (submit: boolean) =>
    form.handleSubmit(async (v) => {
      if (kind === 'explain' && !v.relatedId) {
        form.setError('relatedId', { message: t.workbench.policyRequired });
        return;
      }
      await onSave({ id: item?.id, version: item?.version, title: v.title, summary: v.summary, content: v.content, relatedId: v.relatedId, attachmentIds: files.map((f) => f.id), submit }).then(onClose, () => undefined);
    });
  const withSummary = kind === 'data' || kind === 'report' || kind === 'stationService' || kind === 'stationNews';
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      title={item ? t.workbench.editTitle : t.workbench.newTitle(t.workbench.kinds[kind])}
      size={{ base: 'full', md: 'xl' }}
      scrollBehavior="inside"
      closeOnInteractOutside={false}
      closeLabel={t.common.cancel}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t.common.cancel}
          </Button>
          <Button variant="outline" colorPalette="brand" loading={isSubmitting} onClick={save(false)}>
            {t.common.saveDraft}
          </Button>
          <Button colorPalette="brand" loading={isSubmitting} onClick={save(true)}>
            {t.workbench.saveAndSubmit}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        {item?.status === 'rejected' && item.rejectReason && (
          <Box bg="red.50" borderLeftWidth="4px" borderColor="red.500" px="3" py="2" fontSize="sm" data-testid="reject-reason">
            {t.workbench.rejectedBecause(item.rejectReason)}
          </Box>
        )}
        <FormField required label={t.common.title} error={errors.title?.message}>
          <Input {...form.register('title')} maxLength={200} placeholder={t.workbench.titlePlaceholder} />
        </FormField>
        {kind === 'explain' && (
          <FormField required label={t.workbench.policy} error={errors.relatedId?.message}>
            <Controller control={form.control} name="relatedId" render={({ field }) => <PolicyPicker value={field.value} onChange={field.onChange} invalid={!!errors.relatedId} />} />
          </FormField>
        )}
        {withSummary && (
          <FormField label={t.workbench.summary} error={errors.summary?.message}>
            <Textarea {...form.register('summary')} maxLength={500} rows={3} placeholder={t.workbench.summaryPlaceholder} />
          </FormField>
        )}
        <FormField required label={t.workbench.content} labelId={labelId} error={errors.content?.message}>
          <Box w="full">
            <Controller control={form.control} name="content" render={({ field }) => <LazyRichTextEditor initialHtml={item?.content ?? ''} onChange={field.onChange} labelledBy={labelId} invalid={!!errors.content} />} />
          </Box>
        </FormField>
        <FormField label={t.files.title}>
          <Box w="full">
            <AttachmentField files={files} onChange={setFiles} />
          </Box>
        </FormField>
      </Stack>
    </DialogFrame>
  );
}
