import { Badge, Button, Field, HStack, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { DICT_STATUS_LABELS, DICT_TYPE_LABELS, DICT_TYPES, endpoints, type DictItem, type DictType } from '@portal/api';
import { EmptyState, ErrorState, ListSkeleton } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { t } from '../../i18n/zh-CN';
import { errorText, notify } from '../../lib/api';
import { FormDialog, PageFrame, TableOrCards, TextField, submitForm } from '../common';
import { dictListOptions, useAdminMutations } from './queries';

const D = t.admin.dict;
const dictForm = endpoints.dictSave.input.omit({ id: true, dictType: true });
type DictFormValues = { dictValue: string; dictLabel: string; sort: string; remark: string };

/** 新增 / 修改 an option: a new one takes its value, an existing one keeps it (records store it). */
function DictDialog({ dictType, item, nextSort, onClose }: { dictType: DictType; item: DictItem | null; nextSort: number; onClose: () => void }) {
  const m = useAdminMutations();
  const form = useForm<DictFormValues>({
    resolver: zodResolver(dictForm as never),
    mode: 'onTouched',
    defaultValues: { dictValue: item?.dictValue ?? '', dictLabel: item?.dictLabel ?? '', sort: String(item?.sort ?? nextSort), remark: item?.remark ?? '' },
  });
  return (
    <FormDialog
      open
      title={item ? D.editTitle(item.dictLabel) : D.addTitle(DICT_TYPE_LABELS[dictType])}
      onClose={onClose}
      onSubmit={submitForm(form, (v) =>
        m.saveDict.mutateAsync({ ...(v as unknown as { dictValue: string; dictLabel: string; sort: number; remark: string }), dictType, ...(item ? { id: item.id, dictValue: item.dictValue } : {}) }).then(() => notify(D.saved, 'success')),
      )}
    >
      <Stack gap="4">
        {item ? (
          <Field.Root>
            <Field.Label>{D.value}</Field.Label>
            <Text data-testid="dict-value">{item.dictValue}</Text>
            <Field.HelperText>{D.valueFixed}</Field.HelperText>
          </Field.Root>
        ) : (
          <TextField form={form} name="dictValue" label={D.value} hint={D.valueHint} />
        )}
        <TextField form={form} name="dictLabel" label={D.label} hint={D.labelHint} />
        <TextField form={form} name="sort" label={D.sort} hint={D.sortHint} />
        <TextField form={form} name="remark" label={D.remark} required={false} />
      </Stack>
    </FormDialog>
  );
}

/**
 * /sysDict (administrators, 系统管理 › 数据字典; issue 18 "Dictionaries"): choose a type, see its
 * options (disabled ones too) by sort, rename a label, add an option, disable or enable one. The
 * forms and imports that read a type (docs/administration.md) follow at the next call.
 */
export function SysDictPage() {
  const [dictType, setDictType] = useState<DictType>(DICT_TYPES[0]);
  const query = useQuery(dictListOptions(dictType));
  const m = useAdminMutations();
  const [editing, setEditing] = useState<DictItem | 'new' | null>(null);
  const items = query.data;
  const able = (item: DictItem) => {
    const status = item.status === 'enabled' ? 'disabled' : 'enabled';
    void m.ableDict
      .mutateAsync({ id: item.id, status })
      .then(() => notify(D.statusChanged(item.dictLabel, DICT_STATUS_LABELS[status]), 'success'))
      .catch(() => undefined);
  };
  const status = (item: DictItem) => <Badge colorPalette={item.status === 'enabled' ? 'green' : 'gray'}>{DICT_STATUS_LABELS[item.status]}</Badge>;
  const actions = (item: DictItem) => (
    <>
      <Button size="xs" minH="8" variant="ghost" onClick={() => setEditing(item)} aria-label={D.editTitle(item.dictLabel)}>
        {D.edit}
      </Button>
      <Button size="xs" minH="8" variant="ghost" colorPalette={item.status === 'enabled' ? 'red' : 'green'} onClick={() => able(item)} aria-label={`${item.status === 'enabled' ? D.disable : D.enable}“${item.dictLabel}”`}>
        {item.status === 'enabled' ? D.disable : D.enable}
      </Button>
    </>
  );
  return (
    <PageFrame title={t.nav.titles.sysDict}>
      <Stack gap="3">
        <HStack gap="3" flexWrap="wrap" justify="space-between">
          <Field.Root w={{ base: 'full', sm: '64' }}>
            <Field.Label>{D.type}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={dictType} onChange={(e) => setDictType(e.target.value as DictType)} bg="white">
                {DICT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {DICT_TYPE_LABELS[type]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Button colorPalette="brand" alignSelf="end" onClick={() => setEditing('new')} disabled={!items}>
            {D.add}
          </Button>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {D.hint}
        </Text>
        {query.isPending ? (
          <ListSkeleton rows={5} />
        ) : !items ? (
          <ErrorState message={errorText(query.error)} onRetry={() => void query.refetch()} />
        ) : items.length === 0 ? (
          <EmptyState />
        ) : (
          <TableOrCards
            rows={items}
            rowKey={(item) => item.id}
            testId="dict"
            header={D.columns.map((c) => (
              <Table.ColumnHeader key={c}>{c}</Table.ColumnHeader>
            ))}
            cells={(item) => (
              <>
                <Table.Cell fontWeight="medium">{item.dictLabel}</Table.Cell>
                <Table.Cell wordBreak="break-all">{item.dictValue}</Table.Cell>
                <Table.Cell>{item.sort}</Table.Cell>
                <Table.Cell>{status(item)}</Table.Cell>
                <Table.Cell fontSize="sm" color="fg.muted">
                  {item.remark}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{actions(item)}</Table.Cell>
              </>
            )}
            card={(item) => (
              <Stack gap="1">
                <HStack justify="space-between">
                  <Text fontWeight="medium">{item.dictLabel}</Text>
                  {status(item)}
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  {D.valueSort(item.dictValue, item.sort)}
                  {item.remark && `；${item.remark}`}
                </Text>
                <HStack gap="2">{actions(item)}</HStack>
              </Stack>
            )}
          />
        )}
      </Stack>
      {editing && <DictDialog dictType={dictType} item={editing === 'new' ? null : editing} nextSort={(items?.at(-1)?.sort ?? 0) + 10} onClose={() => setEditing(null)} />}
    </PageFrame>
  );
}
