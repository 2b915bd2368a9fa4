import { Button, HStack, Input, SimpleGrid, Textarea } from '@chakra-ui/react';
import { entInfoFields, type EntInfo } from '@portal/api';
import { ListSkeleton } from '@portal/ui';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { z } from 'zod';
import * as t from '../../i18n/zh-CN';
import { notify } from '../../lib/api';
import { EntFrame } from './EntFrame';
import { useEntInfo, useSaveEntInfo } from './queries';
import { useDraft } from './useDraft';
import { FormField, QueryState, useZodForm } from '../common';

const schema = z.object(entInfoFields);
type FormInput = z.input<typeof schema>;
type FormOutput = z.output<typeof schema>;

const FIELDS: { key: Exclude<keyof FormInput, 'intro'>; required: boolean; type?: string }[] = [
  { key: 'legalPerson', required: true },
  { key: 'registeredCapital', required: false, type: 'number' },
  { key: 'contactName', required: true },
  { key: 'contactPhone', required: true, type: 'tel' },
  { key: 'email', required: false, type: 'email' },
  { key: 'address', required: true },
];

/** /modifyEntInfo: the enterprise's contact details and introduction; a draft is kept as the user types. */
export function EntInfoPage() {
  const query = useEntInfo();
  return (
    <EntFrame title={t.ent.editInfo}>
      <QueryState query={query} loading={<ListSkeleton rows={6} />}>
        {(d) => <EntInfoForm info={d.info} />}
      </QueryState>
    </EntFrame>
  );
}

function EntInfoForm({ info }: { info: EntInfo }) {
  const draft = useDraft<FormInput>(`entinfo-${info.id}`);
  const save = useSaveEntInfo();
  const navigate = useNavigate();
  const form = useZodForm<typeof schema, FormInput, FormOutput>(schema, draft.initial ?? {
      address: info.address,
      legalPerson: info.legalPerson,
      contactName: info.contactName,
      contactPhone: info.contactPhone,
      email: info.email,
      registeredCapital: info.registeredCapital,
      intro: info.intro,
    });
  useEffect(() => {
    const sub = form.watch((values) => draft.save(values as FormInput));
    return () => sub.unsubscribe();
  }, [form, draft]);
  const { errors, isSubmitting } = form.formState;
  const L = t.ent.fields;
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ section: 'info', ...values });
    } catch {
      return; // the reason was shown; the draft stays
    }
    draft.clear();
    notify(t.common.saved, 'success');
    void navigate({ to: '/business' });
  });
  return (
    <form onSubmit={submit} noValidate>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {FIELDS.map((f) => (
          <FormField key={f.key} required={f.required} label={L[f.key]} error={errors[f.key]?.message}>
            <Input
              {...form.register(f.key, f.key === 'registeredCapital' ? { setValueAs: (v: string) => (v === '' || v === null ? null : v) } : undefined)}
              type={f.type ?? 'text'}
              step={f.type === 'number' ? 'any' : undefined}
            />
          </FormField>
        ))}
        <FormField gridColumn={{ md: 'span 2' }} label={L.intro} error={errors.intro?.message} hint={t.ent.introHint}>
          <Textarea {...form.register('intro')} rows={5} />
        </FormField>
      </SimpleGrid>
      <HStack justify="flex-end" mt="6" gap="3">
        <Button variant="outline" onClick={() => void navigate({ to: '/business' })}>
          {t.common.cancel}
        </Button>
        <Button type="submit" colorPalette="brand" loading={isSubmitting} px="8">
          {t.common.save}
        </Button>
      </HStack>
    </form>
  );
}
