import { Badge, Button, Dialog, Field, Flex, HStack, Input, NativeSelect, Portal, SimpleGrid, Stack, Table, Text, Textarea, chakra } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { endpoints, TRACK_SERVICE_TYPES, trackRecordFields, type InputOf, type TrackRecordItem } from '@portal/api';
import { maskIdCard } from '@portal/validators';
import { EmptyState, ErrorState, ListSkeleton, PaginationBar } from '@portal/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { t } from '../../i18n/zh-CN';
import { api, errorText, notify } from '../../lib/api';
import { EntFrame } from '../enterprise/EntFrame';
import { ImportDialog } from '../staff/ImportDialog';
import type { TrackSearch } from './search';
import { ConfirmDialog } from '../workbench/ConfirmDialog';


const keys = { all: ['user', 'trackRecord'] as const };
const formSchema = z.object(trackRecordFields);
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

/**
 * /track-service (跟踪服务记录, government staff): the employment services given to people,
 * searchable by name or identity number, service type and date range; add, change and delete
 * records; import them from the workbook template, with the rows that failed and why.
 */
export function TrackServicePage({ search, onSearchChange }: { search: TrackSearch; onSearchChange: (next: Partial<TrackSearch>) => void }) {
  const qc = useQueryClient();
  const input: InputOf<typeof endpoints.trackRecordPageList> = search;
  const query = useQuery({ queryKey: [...keys.all, 'list', input], queryFn: ({ signal }) => api.call(endpoints.trackRecordPageList, input, { signal }), placeholderData: keepPreviousData });
  const refresh = () => qc.invalidateQueries({ queryKey: keys.all });
  const save = useMutation({ mutationFn: (v: FormOutput & { id?: number }) => api.call(endpoints.trackRecordAddUpd, v), onSuccess: refresh });
  const remove = useMutation({ mutationFn: (id: number) => api.call(endpoints.trackRecordDelete, { id }), onSuccess: refresh });
  const importRecords = useMutation({ mutationFn: (file: File) => api.call(endpoints.importServiceRecords, { file }), onSuccess: refresh });
  const [editing, setEditing] = useState<TrackRecordItem | 'new' | null>(null);
  const [removing, setRemoving] = useState<TrackRecordItem | null>(null);
  const [importing, setImporting] = useState(false);
  const [draft, setDraft] = useState({ keyword: search.keyword ?? '', beginTime: search.beginTime ?? '', endTime: search.endTime ?? '' });
  const T = t.trackService;
  const data = query.data;
  const actions = (r: TrackRecordItem) => (
    <HStack gap="1">
      <Button size="xs" variant="ghost" colorPalette="brand" onClick={() => setEditing(r)}>
        {T.edit}
      </Button>
      <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setRemoving(r)}>
        {T.remove}
      </Button>
    </HStack>
  );
  return (
    <EntFrame
      title={T.title}
      parent={{ label: t.notice.breadcrumbHome, to: '/Home' }}
      subtitle={data && <Text fontSize="sm" color="fg.muted" data-testid="track-total">{T.total(data.total)}</Text>}
      actions={
        <HStack gap="2">
          <Button size="sm" colorPalette="brand" onClick={() => setEditing('new')}>
            {T.add}
          </Button>
          <Button size="sm" variant="outline" colorPalette="brand" onClick={() => setImporting(true)}>
            {T.import}
          </Button>
        </HStack>
      }
    >
      <chakra.form
        display="flex"
        flexWrap="wrap"
        gap="2"
        alignItems="center"
        onSubmit={(e) => {
          e.preventDefault();
          onSearchChange({ keyword: draft.keyword.trim() || undefined, beginTime: draft.beginTime || undefined, endTime: draft.endTime || undefined, page: 1 });
        }}
      >
        <Input size="sm" w={{ base: 'full', sm: '52' }} aria-label={T.keyword} placeholder={T.keyword} value={draft.keyword} maxLength={50} onChange={(e) => setDraft({ ...draft, keyword: e.target.value })} />
        <NativeSelect.Root size="sm" w={{ base: 'full', sm: '36' }}>
          <NativeSelect.Field aria-label={T.serviceType} value={search.serviceType ?? ''} onChange={(e) => onSearchChange({ serviceType: (e.target.value || undefined) as TrackSearch['serviceType'], page: 1 })}>
            <option value="">{T.allTypes}</option>
            {TRACK_SERVICE_TYPES.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <HStack gap="1" w={{ base: 'full', sm: 'auto' }}>
          <Input size="sm" type="date" flex="1" aria-label={T.from} value={draft.beginTime} onChange={(e) => setDraft({ ...draft, beginTime: e.target.value })} />
          <Text fontSize="sm">{T.to}</Text>
          <Input size="sm" type="date" flex="1" aria-label={T.to} value={draft.endTime} onChange={(e) => setDraft({ ...draft, endTime: e.target.value })} />
        </HStack>
        <Button size="sm" type="submit" colorPalette="brand" variant="outline">
          {T.search}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            setDraft({ keyword: '', beginTime: '', endTime: '' });
            onSearchChange({ keyword: undefined, serviceType: undefined, beginTime: undefined, endTime: undefined, page: 1 });
          }}
        >
          {T.reset}
        </Button>
      </chakra.form>
      {query.isPending ? (
        <ListSkeleton rows={8} />
      ) : !data ? (
        <ErrorState message={errorText(query.error)} onRetry={() => void query.refetch()} />
      ) : data.list.length === 0 ? (
        <EmptyState title={T.empty} description={T.emptyHint} />
      ) : (
        <>
          <chakra.div overflowX="auto" display={{ base: 'none', md: 'block' }}>
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row bg="bg.muted">
                  {T.columns.map((c) => (
                    <Table.ColumnHeader key={c}>{c}</Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {data.list.map((r) => (
                  <Table.Row key={r.id} data-testid="track-record-row">
                    <Table.Cell whiteSpace="nowrap">{r.name}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{maskIdCard(r.idCard)}</Table.Cell>
                    <Table.Cell>{r.phone}</Table.Cell>
                    <Table.Cell>
                      <Badge variant="surface" colorPalette="brand">
                        {r.serviceType}
                      </Badge>
                    </Table.Cell>
                    <Table.Cell maxW="72" truncate title={r.content}>
                      {r.content}
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{r.serviceDate}</Table.Cell>
                    <Table.Cell>{r.result || '-'}</Table.Cell>
                    <Table.Cell>{r.userName || '-'}</Table.Cell>
                    <Table.Cell>{actions(r)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </chakra.div>
          <Stack gap="2" display={{ base: 'flex', md: 'none' }}>
            {data.list.map((r) => (
              <Stack key={r.id} borderWidth="1px" borderRadius="md" p="3" gap="1" data-testid="track-record-card">
                <HStack justify="space-between">
                  <Text fontWeight="semibold">
                    {r.name} <Text as="span" fontWeight="normal" color="fg.muted" fontSize="sm">{r.phone}</Text>
                  </Text>
                  <Badge variant="surface" colorPalette="brand">
                    {r.serviceType}
                  </Badge>
                </HStack>
                <Text fontSize="sm">{r.content}</Text>
                <Flex justify="space-between" align="center" fontSize="xs" color="fg.muted">
                  <Text>
                    {r.serviceDate} · {r.result || '-'} · {r.userName}
                  </Text>
                  {actions(r)}
                </Flex>
              </Stack>
            ))}
          </Stack>
          <PaginationBar page={search.page} limit={search.limit} total={data.total} onPageChange={(p) => onSearchChange({ page: p })} onLimitChange={(l) => onSearchChange({ limit: l, page: 1 })} />
        </>
      )}
      <RecordDialog
        record={editing === 'new' ? null : editing}
        open={editing !== null}
        onClose={() => setEditing(null)}
        onSave={(v) => save.mutateAsync(v).then(() => notify(T.saved, 'success'))}
      />
      <ConfirmDialog
        text={removing ? T.removeConfirm(removing.name) : null}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          const id = removing!.id;
          setRemoving(null);
          void remove.mutateAsync(id).then(() => notify(T.removed, 'success'), () => undefined);
        }}
      />
      <ImportDialog
        open={importing}
        onClose={() => setImporting(false)}
        texts={{ ...t.staff.import, ...T.importTexts }}
        onTemplate={() => api.download(endpoints.trackRecordTemplate, {})}
        onImport={async (file) => ({ ...(await importRecords.mutateAsync(file)), updated: 0 })}
      />
    </EntFrame>
  );
}

/** 新增 / 修改跟踪服务记录: the fields checked with the contract's `trackRecordFields` as the user leaves each one. */
function RecordDialog({ record, open, onClose, onSave }: { record: TrackRecordItem | null; open: boolean; onClose: () => void; onSave: (v: FormOutput & { id?: number }) => Promise<unknown> }) {
  const values = useMemo<FormInput>(
    () =>
      record
        ? { name: record.name, idCard: record.idCard, phone: record.phone, serviceType: record.serviceType, content: record.content, serviceDate: record.serviceDate, result: record.result }
        : { name: '', idCard: '', phone: '', serviceType: '岗位推荐', content: '', serviceDate: '', result: '' },
    [record],
  );
  const form = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(formSchema), mode: 'onTouched', values });
  const { errors, isSubmitting } = form.formState;
  const F = t.trackService.form;
  const submit = form.handleSubmit(async (v) => {
    try {
      await onSave(record ? { ...v, id: record.id } : v);
      onClose();
    } catch {
      // the API client showed why; the dialog keeps what was typed
    }
  });
  const text = (key: 'name' | 'idCard' | 'phone' | 'serviceDate', type = 'text') => (
    <Field.Root invalid={Boolean(errors[key])} required>
      <Field.Label>
        {F[key]}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input {...form.register(key)} type={type} autoComplete="off" />
      <Field.ErrorText>{errors[key]?.message}</Field.ErrorText>
    </Field.Root>
  );
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} size="lg" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-label={record ? F.editTitle : F.addTitle}>
            <form onSubmit={submit} noValidate style={{ display: 'contents' }}>
              <Dialog.Header>
                <Dialog.Title>{record ? F.editTitle : F.addTitle}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                  {text('name')}
                  {text('idCard')}
                  {text('phone')}
                  <Field.Root invalid={Boolean(errors.serviceType)} required>
                    <Field.Label>
                      {F.serviceType}
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field {...form.register('serviceType')}>
                        {TRACK_SERVICE_TYPES.map((s) => (
                          <option key={s}>{s}</option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                    <Field.ErrorText>{errors.serviceType?.message}</Field.ErrorText>
                  </Field.Root>
                  {text('serviceDate', 'date')}
                  <Field.Root invalid={Boolean(errors.result)}>
                    <Field.Label>{F.result}</Field.Label>
                    <Input {...form.register('result')} autoComplete="off" />
                    <Field.ErrorText>{errors.result?.message}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root invalid={Boolean(errors.content)} required gridColumn={{ md: 'span 2' }}>
                    <Field.Label>
                      {F.content}
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <Textarea {...form.register('content')} rows={3} />
                    <Field.ErrorText>{errors.content?.message}</Field.ErrorText>
                  </Field.Root>
                </SimpleGrid>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  {F.cancel}
                </Button>
                <Button type="submit" colorPalette="brand" loading={isSubmitting}>
                  {F.save}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
