import { Field, Input, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { endpoints, type KnowledgeDetail } from '@portal/api';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { t } from '../../i18n/zh-CN';
import { notify } from '../../lib/api';
import { FormDialog, submitForm } from '../common';
import { RichTextEditor, richTextRequired } from '../workbench';
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
  const form = useForm<Values>({
    resolver: zodResolver(schema) as never,
    mode: 'onTouched',
    defaultValues: item
      ? { question: item.question, answer: item.answer, category: item.category, keywords: item.keywords, sourcePolicy: item.sourcePolicy, validFrom: item.validFrom, validTo: item.validTo ?? '' }
      : { question: '', answer: '', category: '', keywords: '', sourcePolicy: '', validFrom: shanghaiDay(), validTo: '' },
  });
  const e = form.formState.errors;
  const field = (name: 'question' | 'category' | 'keywords' | 'sourcePolicy', label: string, required = false, max = 200) => (
    <Field.Root invalid={Boolean(e[name])} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input maxLength={max} {...form.register(name)} />
      <Field.ErrorText>{e[name]?.message}</Field.ErrorText>
    </Field.Root>
  );
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
        {field('question', K.question, true)}
        <Field.Root invalid={Boolean(e.answer)} required>
          <Field.Label id="knowledge-answer-label">
            {K.answer}
            <Field.RequiredIndicator />
          </Field.Label>
          <RichTextEditor initialHtml={form.getValues('answer') ?? ''} onChange={(html) => form.setValue('answer', html, { shouldValidate: form.formState.isSubmitted })} labelledBy="knowledge-answer-label" invalid={Boolean(e.answer)} />
          <Field.ErrorText>{e.answer?.message}</Field.ErrorText>
        </Field.Root>
        {field('category', K.category, true, 20)}
        {field('keywords', K.keywords, false, 100)}
        {field('sourcePolicy', K.source)}
        <Stack direction={{ base: 'column', md: 'row' }} gap="4">
          <Field.Root invalid={Boolean(e.validFrom)} required>
            <Field.Label>
              {K.validFrom}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input type="date" {...form.register('validFrom')} />
            <Field.ErrorText>{e.validFrom?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root>
            <Field.Label>{K.validTo}</Field.Label>
            <Input type="date" {...form.register('validTo')} />
          </Field.Root>
        </Stack>
      </Stack>
    </FormDialog>
  );
}
