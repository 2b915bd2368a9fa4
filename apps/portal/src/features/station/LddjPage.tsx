import { Button, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { EDUCATION_LEVELS, resumeFields, type JobSeeker } from '@portal/api';
import { ListSkeleton } from '@portal/ui';
import { z } from 'zod';
import * as t from '../../i18n/zh-CN';
import { notify } from '../../lib/api';
import { formFields, PageFrame, QueryState, SelectField, type SelectOption, useZodForm } from '../common';
import { useJobCategories, useMyResume, useSeekerMutations, useStreets, useWorkTypes } from './queries';

const S = t.station;

const schema = z.object(resumeFields);
type FormIn = Record<keyof typeof resumeFields, string>;

/**
 * /rcfnzLddj (劳动力登记, individuals, built for a phone): the person registers as a job seeker
 * (name, phone, street, education, skills, category and kind of work wanted) through the H5
 * resume calls, or changes the registration; the street's employment post then suggests jobs.
 */
export function LddjPage() {
  const mine = useMyResume();
  return (
    <PageFrame title={S.lddjTitle} crumbs={[{ label: S.homeTitle, to: '/rcfnz' }, { label: S.lddjTitle }]} maxW="3xl" subtitle={S.lddjIntro}>
      <QueryState query={mine} loading={<ListSkeleton rows={4} />}>
        {(current) => <ResumeForm key={current?.id ?? 'new'} current={current} />}
      </QueryState>
    </PageFrame>
  );
}

function ResumeForm({ current }: { current: JobSeeker | null }) {
  const streets = useStreets();
  const categories = useJobCategories();
  const workTypes = useWorkTypes();
  const { register } = useSeekerMutations();
  const form = useZodForm<typeof schema, FormIn, z.infer<typeof schema>>(schema, current ? { name: current.name, phone: current.phone, streetCode: current.streetCode, education: current.education, skills: current.skills, category: current.category, workType: current.workType } : { name: '', phone: '', streetCode: '', education: '', skills: '', category: '', workType: '' });
  const errors = form.formState.errors;
  const field = formFields(form);
  const select = (key: 'streetCode' | 'education' | 'category' | 'workType', label: string, options: readonly SelectOption[]) => <SelectField label={label} required error={errors[key]?.message} field={form.register(key)} placeholder={t.common.choose} options={options} />;
  const submit = form.handleSubmit((v) => register.mutate({ ...v, update: current !== null }, { onSuccess: () => notify(current ? S.lddjUpdated : S.lddjSaved, 'success') }));
  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <Stack gap="4">
        {current && (
          <Text fontSize="sm" color="green.fg" data-testid="lddj-done">
            {S.lddjDone}
          </Text>
        )}
        {field('name', t.common.name, <Input maxLength={30} autoComplete="name" {...form.register('name')} />)}
        {field('phone', t.common.phone, <Input inputMode="tel" maxLength={11} autoComplete="tel" {...form.register('phone')} />)}
        {select('streetCode', t.common.streetOf, (streets.data?.streets ?? []).map((s) => ({ value: s.code, label: s.name })))}
        {select('education', S.education, EDUCATION_LEVELS)}
        {field('skills', S.skills, <Textarea rows={2} maxLength={200} {...form.register('skills')} />, { hint: S.skillsHint })}
        {select('category', S.category, categories.data ?? [])}
        {select('workType', S.workType, workTypes.data ?? [])}
        <Button type="submit" colorPalette="brand" size="lg" w={{ base: 'full', md: 'auto' }} alignSelf={{ md: 'flex-start' }} px="10" loading={register.isPending}>
          {current ? S.update : S.register}
        </Button>
      </Stack>
    </form>
  );
}
