import { Stack } from '@chakra-ui/react';
import { endpoints, type KnowledgeDetail } from '@portal/api';
import { z } from 'zod';
import * as t from '../../i18n/zh-CN';
import { notify } from '../../lib/api';
import { FormDialog, FormField, submitForm, TextField, useZodForm } from '../common';
import { LazyRichTextEditor, richTextRequired } from '../workbench';
import { useKnowledgeMutations } from './queries';
import { shanghaiDay } from '@portal/validators';

const schema = endpoints.knowledgeSave.input.omit({ id: true, version: true, answer: true, validTo: true }).extend({ answer: richTextRequired('请填写答案'), validTo: z.string() });
type Values = z.input<typeof schema>;

/**
 * A new knowledge item or a draft's changes: question, answer (rich text, sanitised by the server
 * as notices are), category, keywords, source policy and validity dates. Mount it per item.
 */
export function KnowledgeEditor({ item, onClose }: { item: KnowledgeDetail | null; onClose: () => void }) {
  const K = t.knowledge;
  const { save } = useKnowledgeMutations();
  const form = useZodForm<typeof schema, Values, Values>(schema, item
      ? { question: item.question, answer: item.answer, category: item.category, keywords: item.keywords, sourcePolicy: item.sourcePolicy, validFrom: item.validFrom, validTo: item.validTo ?? '' }
      : { question: '', answer: '', category: '', keywords: '', sourcePolicy: '', validFrom: shanghaiDay(), validTo: '' });
  const e = form.formState.errors;
  return (
    <FormDialog
      open
      size="xl"
      title={item ? K.edit : K.add}
      onClose={onClose}
      onSubmit={submitForm(form, async (v) => {
        await save.mutateAsync({ ...(item ? { id: item.id, version: item.version } : {}), ...v, validTo: v.validTo || null } as never);
        notify(t.common.saved, 'success');
        onClose();
      })}
    >
      <Stack gap="4">
        <TextField form={form} name="question" label={K.question} maxLength={200} />
        <FormField required label={K.answer} labelId="knowledge-answer-label" error={e.answer?.message}>
          <LazyRichTextEditor initialHtml={form.getValues('answer') ?? ''} onChange={(html) => form.setValue('answer', html, { shouldValidate: form.formState.isSubmitted })} labelledBy="knowledge-answer-label" invalid={Boolean(e.answer)} />
        </FormField>
        <TextField form={form} name="category" label={K.category} maxLength={20} />
        <TextField form={form} name="keywords" label={K.keywords} maxLength={100} required={false} />
        <TextField form={form} name="sourcePolicy" label={K.source} maxLength={200} required={false} />
        <Stack direction={{ base: 'column', md: 'row' }} gap="4">
          <TextField form={form} name="validFrom" label={K.validFrom} type="date" />
          <TextField form={form} name="validTo" label={K.validTo} type="date" required={false} />
        </Stack>
      </Stack>
    </FormDialog>
  );
}
