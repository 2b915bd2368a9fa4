import { Button, HStack, Input, SimpleGrid, Text, Textarea } from '@chakra-ui/react';
import { DEMAND_EDUCATIONS, SALARY_RANGE_MESSAGE, demandFields, endpoints, salaryRangeOk, type DemandDetail } from '@portal/api';
import { ListSkeleton } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { z } from 'zod';
import * as t from '../../i18n/zh-CN';
import { FormField, QueryState, SelectField, useFormDraft, useZodForm } from '../common';
import { api, notify } from '../../lib/api';
import { EntFrame } from '../enterprise';
import { DEMAND_TYPES, type DemandType } from './demandTypes';
import { useDemandDetail, useDemandMutations } from './queries';

const schema = z.object(demandFields).refine(salaryRangeOk, { message: SALARY_RANGE_MESSAGE, path: ['salaryMax'] });
type FormInput = z.input<typeof schema>;
type FormOutput = z.output<typeof schema>;

const TEXT_FIELDS: { key: 'postName' | 'salaryMin' | 'salaryMax' | 'headcount' | 'workAddress' | 'contactName' | 'contactPhone'; type?: string }[] = [
  { key: 'postName' },
  { key: 'headcount', type: 'number' },
  { key: 'salaryMin', type: 'number' },
  { key: 'salaryMax', type: 'number' },
  { key: 'workAddress' },
  { key: 'contactName' },
  { key: 'contactPhone', type: 'tel' },
];

/** /entDemandAdd?type= (no id; the form starts from the chosen kind, DEMAND_TYPES) and /entDemandEdit?id=N: the job demand form; 保存草稿 or 提交审核. */
export function DemandFormPage({ id, type = 'social' }: { id?: number | undefined; type?: DemandType | undefined }) {
  const existing = useDemandDetail(id);
  const title = id === undefined ? t.demand.add : t.demand.edit;
  return (
    <EntFrame title={title}>
      {id === undefined ? (
        <DemandForm type={type} />
      ) : (
        <QueryState query={existing} loading={<ListSkeleton rows={6} />}>
          {(demand) => <DemandForm demand={demand} />}
        </QueryState>
      )}
    </EntFrame>
  );
}

function DemandForm({ demand, type = 'social' }: { demand?: DemandDetail; type?: DemandType }) {
  const addresses = useQuery({ queryKey: ['user', 'postAddress'], queryFn: () => api.call(endpoints.getPostAddress, {}) }).data ?? [];
  const m = useDemandMutations();
  const navigate = useNavigate();
  const form = useZodForm<typeof schema, FormInput, FormOutput>(schema, demand
      ? { postName: demand.postName, education: demand.education as FormInput['education'], salaryMin: demand.salaryMin, salaryMax: demand.salaryMax, headcount: demand.headcount, workAddress: demand.workAddress, description: demand.description, contactName: demand.contactName, contactPhone: demand.contactPhone }
      : { postName: '', salaryMin: '', salaryMax: '', workAddress: '', contactName: '', contactPhone: '', ...DEMAND_TYPES[type] });
  useFormDraft(form, 'demand');
  const { errors, isSubmitting } = form.formState;
  const L = t.demand.fields;
  const send = (submit: boolean) =>
    form.handleSubmit(async (values) => {
      try {
        await m.save.mutateAsync({ ...values, ...(demand ? { id: demand.id } : {}), submit });
      } catch {
        return; // shown by the API client; the form keeps what was typed
      }
      notify(submit ? t.demand.submitted : t.demand.draftSaved, 'success');
      void navigate({ to: '/entDemand' });
    });
  return (
    <form onSubmit={send(true)} noValidate>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {TEXT_FIELDS.map((f) => (
          <FormField key={f.key} required label={L[f.key]} error={errors[f.key]?.message}>
            <Input {...form.register(f.key)} type={f.type ?? 'text'} list={f.key === 'workAddress' ? 'post-addresses' : undefined} />
          </FormField>
        ))}
        <datalist id="post-addresses">
          {addresses.map((a) => (
            <option key={a} value={a} />
          ))}
        </datalist>
        <SelectField label={L.education} required error={errors.education?.message} field={form.register('education')} options={DEMAND_EDUCATIONS} />
        <FormField required gridColumn={{ md: 'span 2' }} label={L.description} error={errors.description?.message}>
          <Textarea {...form.register('description')} rows={6} placeholder={t.demand.descriptionPlaceholder} />
        </FormField>
      </SimpleGrid>
      {demand?.auditNote && demand.status === 'draft' && (
        <Text mt="4" fontSize="sm" color="orange.700">
          {t.demand.auditNote(demand.auditNote)}
        </Text>
      )}
      <HStack justify="flex-end" mt="6" gap="3">
        <Button variant="outline" onClick={() => void send(false)()} loading={isSubmitting}>
          {t.common.saveDraft}
        </Button>
        <Button type="submit" colorPalette="brand" loading={isSubmitting} px="8">
          {t.common.submitForAudit}
        </Button>
      </HStack>
    </form>
  );
}
