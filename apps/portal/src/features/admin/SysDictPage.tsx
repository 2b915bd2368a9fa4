import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Note } from '@portal/ui';
import { DICT_STATUS_LABELS, DICT_TYPE_LABELS, DICT_TYPES, endpoints, type DictItem, type DictType } from '@portal/api';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import * as t from '../../i18n/zh-CN';
import { notify } from '../../lib/api';
import { FormDialog, FormField, ListPage, optionsOf, SelectField, submitForm, TextField, useZodForm } from '../common';
import { dictListOptions, useAdminMutations } from './queries';

const D = t.admin.dict;
const dictForm = endpoints.dictSave.input.omit({ id: true, dictType: true });
type DictFormValues = { dictValue: string; dictLabel: string; sort: string; remark: string };

/** 新增 / 修改 an option: a new one takes its value, an existing one keeps it (records store it). */
function DictDialog({ dictType, item, nextSort, onClose }: { dictType: DictType; item: DictItem | null; nextSort: number; onClose: () => void }) {
  const m = useAdminMutations();
  const form = useZodForm<typeof dictForm, DictFormValues, DictFormValues>(dictForm, { dictValue: item?.dictValue ?? '', dictLabel: item?.dictLabel ?? '', sort: String(item?.sort ?? nextSort), remark: item?.remark ?? '' });
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
          <FormField label={D.value} hint={D.valueFixed}>
            <Text data-testid="dict-value">{item.dictValue}</Text>
          </FormField>
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
  const [label, value, sort, status, remark, actions] = D.columns;
  return (
    <ListPage
      title={t.nav.titles.sysDict}
      toolbar={
        <Stack gap="3">
          <HStack gap="3" flexWrap="wrap" justify="space-between">
            <Box w={{ base: 'full', sm: '64' }}>
              <SelectField label={D.type} value={dictType} onChange={(v) => setDictType(v as DictType)} options={optionsOf(DICT_TYPES, DICT_TYPE_LABELS)} fieldProps={{ bg: 'white' }} />
            </Box>
            <Button colorPalette="brand" alignSelf="end" onClick={() => setEditing('new')} disabled={!items}>
              {D.add}
            </Button>
          </HStack>
          <Note>{D.hint}</Note>
        </Stack>
      }
      query={query}
      rowKey={(item) => item.id}
      testId="dict"
      skeletonRows={5}
      columns={[
        { header: label, cell: (item) => item.dictLabel, cellProps: { fontWeight: 'medium' }, card: 'title' },
        { header: value, cell: (item) => item.dictValue, cellProps: { wordBreak: 'break-all' } },
        { header: sort, cell: (item) => item.sort },
        { header: status, cell: (item) => <Badge colorPalette={item.status === 'enabled' ? 'green' : 'gray'}>{DICT_STATUS_LABELS[item.status]}</Badge>, card: 'badge' },
        { header: remark, cell: (item) => item.remark, cellProps: { fontSize: 'sm', color: 'fg.muted' } },
        {
          header: actions,
          cell: (item) => (
            <HStack gap="0">
              <Button size="xs" minH="8" variant="ghost" onClick={() => setEditing(item)} aria-label={D.editTitle(item.dictLabel)}>
                {t.common.update}
              </Button>
              <Button size="xs" minH="8" variant="ghost" colorPalette={item.status === 'enabled' ? 'red' : 'green'} onClick={() => able(item)} aria-label={`${item.status === 'enabled' ? t.common.disable : t.common.enable}“${item.dictLabel}”`}>
                {item.status === 'enabled' ? t.common.disable : t.common.enable}
              </Button>
            </HStack>
          ),
          cellProps: { whiteSpace: 'nowrap' },
          card: 'actions',
        },
      ]}
    >
      {editing && <DictDialog dictType={dictType} item={editing === 'new' ? null : editing} nextSort={(items?.at(-1)?.sort ?? 0) + 10} onClose={() => setEditing(null)} />}
    </ListPage>
  );
}
