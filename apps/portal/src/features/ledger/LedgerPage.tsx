import { Badge, Button, HStack, Input, Stack, Table, Text, chakra } from '@chakra-ui/react';
import type { Ledger, LedgerField } from '@portal/api';
import { maskIdCard, maskMobile } from '@portal/validators';
import { EmptyState, ErrorState, ListSkeleton, PaginationBar } from '@portal/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { t } from '../../i18n/zh-CN';
import { api, errorText, notify } from '../../lib/api';
import { ConfirmDialog, FilterBar, FilterSelect, PageFrame, type Crumb } from '../common';
import { ImportDialog } from './ImportDialog';
import { RecordDialog } from './RecordDialog';
import type { LedgerSearch } from './search';

/** A record as listed: the declared fields, id, 录入人 and the time of the last change. */
type Item = Record<string, unknown> & { id: number; userName: string };

/** A field's value as a list shows it: masked where declared (GB/T 35273-2020 display limits), '-' when empty. */
function shown(field: LedgerField, value: unknown): string {
  const text = value === null || value === undefined || value === '' ? '-' : String(value);
  if (text === '-' || !field.mask) return text;
  return field.mask === 'idCard' ? maskIdCard(text) : maskMobile(text);
}

/** One cell of a listed field: drop-down values as a badge, long texts cut to one line (the whole text in the tooltip). */
function Cell({ field, value }: { field: LedgerField; value: unknown }) {
  const text = shown(field, value);
  if (field.options && text !== '-')
    return (
      <Badge variant="surface" colorPalette="brand">
        {text}
      </Badge>
    );
  if (field.control === 'textarea')
    return (
      <Text maxW="72" truncate title={text}>
        {text}
      </Text>
    );
  return <Text whiteSpace="nowrap">{text}</Text>;
}

export interface LedgerPageProps {
  /** the register's declaration (libs/api `defineLedger`) */
  ledger: Ledger;
  /** the URL's search params (ledgerSearchSchema) */
  search: LedgerSearch;
  onSearchChange: (next: Partial<LedgerSearch>) => void;
  /** the breadcrumb after 首页; by default just the title */
  crumbs?: Crumb[];
}

/**
 * The page of any ledger (issue 12): title bar with 新增记录, 导入 and 导出 where the declaration
 * offers them; the filter bar of the declared filters (kept in the URL); the records as a table on
 * a desktop and as cards on a phone, with 修改 and 删除 on each; pagination; loading, empty and
 * error states; the record form (RecordDialog), the import dialog (template, progress, row errors,
 * error workbook) and a confirmation before a deletion.
 */
export function LedgerPage({ ledger, search, onSearchChange, crumbs }: LedgerPageProps) {
  const qc = useQueryClient();
  const e = ledger.endpoints;
  const keys = ['user', 'ledger', ledger.name] as const;
  const query = useQuery({ queryKey: [...keys, search], queryFn: ({ signal }) => api.call(e.page, search, { signal }) as Promise<{ list: Item[]; total: number }>, placeholderData: keepPreviousData });
  const refresh = () => qc.invalidateQueries({ queryKey: keys });
  const save = useMutation({ mutationFn: (v: Record<string, unknown>) => api.call(e.save, v), onSuccess: refresh });
  const remove = useMutation({ mutationFn: (id: number) => api.call(e.remove, { [/\{(\w+)\}/.exec(e.remove.path)![1]!]: String(id) }), onSuccess: refresh });
  const [editing, setEditing] = useState<Item | 'new' | null>(null);
  const [removing, setRemoving] = useState<Item | null>(null);
  const [importing, setImporting] = useState(false);
  const { keyword, equals = [], dateRange } = ledger.filters;
  const text = (v: unknown) => (v === undefined ? '' : String(v));
  const draftOf = (s: LedgerSearch) => ({ keyword: text(s.keyword), from: dateRange ? text(s[dateRange.from]) : '', to: dateRange ? text(s[dateRange.to]) : '' });
  const [draft, setDraft] = useState(() => draftOf(search));
  const listed = Object.entries(ledger.fields).filter(([, f]) => f.list !== false);
  const [firstKey, firstField] = listed[0]!;
  const data = query.data;
  const T = t.ledger;
  const filtersOff = { keyword: undefined, ...Object.fromEntries(equals.map((k) => [k, undefined])), ...(dateRange ? { [dateRange.from]: undefined, [dateRange.to]: undefined } : {}) };

  const actions = (r: Item) => (
    <HStack gap="1">
      <Button size="xs" variant="ghost" colorPalette="brand" onClick={() => setEditing(r)}>
        {T.edit}
      </Button>
      <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setRemoving(r)}>
        {t.common.remove}
      </Button>
    </HStack>
  );
  let body: ReactNode;
  if (query.isPending) body = <ListSkeleton rows={8} />;
  else if (!data) body = <ErrorState message={errorText(query.error)} onRetry={() => void query.refetch()} />;
  else if (data.list.length === 0) body = <EmptyState title={T.empty(ledger.title)} description={T.emptyHint} />;
  else
    body = (
      <>
        <chakra.div overflowX="auto" display={{ base: 'none', md: 'block' }}>
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row bg="bg.muted">
                {listed.map(([k, f]) => (
                  <Table.ColumnHeader key={k}>{f.label}</Table.ColumnHeader>
                ))}
                <Table.ColumnHeader>{T.enteredBy}</Table.ColumnHeader>
                <Table.ColumnHeader>{t.common.actions}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.list.map((r) => (
                <Table.Row key={r.id} data-testid="ledger-row">
                  {listed.map(([k, f]) => (
                    <Table.Cell key={k}>
                      <Cell field={f} value={r[k]} />
                    </Table.Cell>
                  ))}
                  <Table.Cell>{r.userName || '-'}</Table.Cell>
                  <Table.Cell>{actions(r)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </chakra.div>
        <Stack gap="2" display={{ base: 'flex', md: 'none' }}>
          {data.list.map((r) => (
            <Stack key={r.id} borderWidth="1px" borderRadius="md" p="3" gap="1" data-testid="ledger-card">
              <Text fontWeight="semibold">{shown(firstField, r[firstKey])}</Text>
              {listed.slice(1).map(([k, f]) => (
                <Text key={k} fontSize="sm">
                  <Text as="span" color="fg.muted">
                    {f.label}：
                  </Text>
                  {shown(f, r[k])}
                </Text>
              ))}
              <HStack justify="space-between" fontSize="xs" color="fg.muted">
                <Text>
                  {T.enteredBy}：{r.userName || '-'}
                </Text>
                {actions(r)}
              </HStack>
            </Stack>
          ))}
        </Stack>
        <PaginationBar page={search.page} limit={search.limit} total={data.total} onPageChange={(p) => onSearchChange({ page: p })} onLimitChange={(l) => onSearchChange({ limit: l, page: 1 })} />
      </>
    );

  return (
    <PageFrame
      title={ledger.title}
      {...(crumbs ? { crumbs } : {})}
      subtitle={
        data && (
          <Text fontSize="sm" color="fg.muted" data-testid="ledger-total">
            {T.total(data.total)}
          </Text>
        )
      }
      actions={
        <HStack gap="2" wrap="wrap">
          <Button size="sm" colorPalette="brand" onClick={() => setEditing('new')}>
            {T.add}
          </Button>
          {e.import && (
            <Button size="sm" variant="outline" colorPalette="brand" onClick={() => setImporting(true)}>
              {t.common.import}
            </Button>
          )}
          {e.export && (
            <Button size="sm" variant="outline" colorPalette="brand" onClick={() => void api.download(e.export!, { ...search, page: undefined, limit: undefined })}>
              {t.common.export}
            </Button>
          )}
        </HStack>
      }
    >
      <FilterBar
        onSearch={() =>
          onSearchChange({
            keyword: draft.keyword.trim() || undefined,
            ...(dateRange ? { [dateRange.from]: draft.from || undefined, [dateRange.to]: draft.to || undefined } : {}),
            page: 1,
          })
        }
        onReset={() => {
          setDraft({ keyword: '', from: '', to: '' });
          onSearchChange({ ...filtersOff, page: 1 });
        }}
      >
        {keyword && (
          <Input size="sm" w={{ base: 'full', sm: '52' }} aria-label={keyword.label} placeholder={keyword.label} value={draft.keyword} maxLength={50} onChange={(ev) => setDraft({ ...draft, keyword: ev.target.value })} />
        )}
        {equals.map((k) => (
          <FilterSelect
            key={k}
            w={{ base: 'full', sm: '36' }}
            label={ledger.fields[k]!.label}
            all={T.all(ledger.fields[k]!.label)}
            options={ledger.fields[k]!.options!.map((v) => ({ value: v, label: v }))}
            value={text(search[k])}
            onChange={(v) => onSearchChange({ [k]: v || undefined, page: 1 })}
          />
        ))}
        {dateRange && (
          <HStack gap="1" w={{ base: 'full', sm: 'auto' }}>
            <Input size="sm" type="date" flex="1" aria-label={T.from(ledger.fields[dateRange.field]!.label)} value={draft.from} onChange={(ev) => setDraft({ ...draft, from: ev.target.value })} />
            <Text fontSize="sm">{T.to}</Text>
            <Input size="sm" type="date" flex="1" aria-label={T.to} value={draft.to} onChange={(ev) => setDraft({ ...draft, to: ev.target.value })} />
          </HStack>
        )}
      </FilterBar>
      {body}
      <RecordDialog
        ledger={ledger}
        record={editing === 'new' ? null : editing}
        open={editing !== null}
        onClose={() => setEditing(null)}
        onSave={(v) => save.mutateAsync(v).then(() => notify(T.saved, 'success'))}
      />
      <ConfirmDialog
        open={removing !== null}
        message={removing ? T.removeConfirm(ledger.title, String(removing[firstKey])) : null}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          const id = removing!.id;
          setRemoving(null);
          void remove.mutateAsync(id).then(() => notify(T.removed, 'success'), () => undefined);
        }}
      />
      {e.import && (
        <ImportDialog
          open={importing}
          onClose={() => setImporting(false)}
          texts={{ ...t.staff.import, title: T.importTitle(ledger.title), hint: T.importHint(Boolean(ledger.key?.length)), summary: T.importSummary, errorFileName: T.errorFileName(ledger.title) }}
          {...(e.template ? { onTemplate: () => api.download(e.template!, {}) } : {})}
          onImport={(file, onProgress) => api.call(e.import!, { file }, { onUploadProgress: onProgress }).then((r) => { void refresh(); return r as never; })}
        />
      )}
    </PageFrame>
  );
}
