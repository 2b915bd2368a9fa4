import { Button, SimpleGrid, chakra } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { DEPT_PROFILE_FIELDS, endpoints } from '@portal/api';
import { ListSkeleton } from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import * as t from '../../i18n/zh-CN';
import { api, notify } from '../../lib/api';
import { PageFrame, QueryState } from '../common';
import { LedgerFieldInput } from '../ledger';

const KEY = ['user', 'deptData', 'profile'] as const;
const schema = z.object(Object.fromEntries(Object.entries(DEPT_PROFILE_FIELDS).map(([k, f]) => [k, f.schema])));

/**
 * /modifyGovernment 部门信息: the caller's department's leader, data-collection contact, phones,
 * e-mail, address and duties (issue 13), checked as typed, saved with the version read (someone
 * else's save in between: 4009, and what was typed stays).
 */
export function ProfilePage() {
  const qc = useQueryClient();
  const query = useQuery({ queryKey: KEY, queryFn: ({ signal }) => api.call(endpoints.deptProfileGet, {}, { signal }) });
  const data = query.data;
  const values = useMemo(() => data?.values ?? {}, [data]);
  const form = useForm<Record<string, unknown>>({ resolver: zodResolver(schema as never), mode: 'onTouched', values });
  const save = useMutation({
    mutationFn: (v: Record<string, unknown>) => api.call(endpoints.deptProfileSave, { version: data!.version, values: v as never }),
    onSuccess: (saved) => qc.setQueryData(KEY, saved),
  });
  const T = t.deptData;
  return (
    <PageFrame
      title={t.nav.titles.modifyGovernment}
      subtitle={data && `${data.deptName}${data.updatedAt ? ` · ${T.updatedBy(data.updatedBy || '-', data.updatedAt)}` : ''}`}
    >
      <QueryState query={query} loading={<ListSkeleton rows={6} />}>
        {() => (
          <chakra.form noValidate onSubmit={(e) => void form.handleSubmit((v) => save.mutateAsync(v).then(() => notify(T.profileSaved, 'success'), () => undefined))(e)}>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              {Object.entries(DEPT_PROFILE_FIELDS).map(([name, field]) => (
                <LedgerFieldInput key={name} name={name} field={field} form={form} />
              ))}
            </SimpleGrid>
            <Button type="submit" mt="5" colorPalette="brand" loading={save.isPending}>
              {t.common.save}
            </Button>
          </chakra.form>
        )}
      </QueryState>
    </PageFrame>
  );
}
