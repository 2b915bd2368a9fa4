import { Badge, Button, HStack, Table, Text } from '@chakra-ui/react';
import { maskedFields, type Ledger, type LedgerField } from '@portal/api';
import { useSession } from '@portal/auth';
import { useRouterState } from '@tanstack/react-router';
import { EmptyState, ErrorState, ListSkeleton, PaginationBar } from '@portal/ui';
import { useState, type ReactNode } from 'react';
import { t } from '../../i18n/zh-CN';
import { api, errorText, notify } from '../../lib/api';
import { ConfirmDialog, ExportButtons, MaskedNumber, PageFrame, TableOrCards, type Crumb } from '../common';
import { ImportDialog } from './ImportDialog';
import { LedgerFilters } from './LedgerFilters';
import { useLedger, type LedgerItem } from './queries';
import { RecordDialog } from './RecordDialog';
import type { LedgerSearch } from './search';

type Item = LedgerItem;

/** What a list column shows of its value: a declared field, or a derived column (label only). */
type Column = Pick<LedgerField, 'label' | 'mask' | 'options' | 'control'>;

/** A ledger's list columns: its fields but those declared `list: false`, then its derived columns. */
export const listColumns = (ledger: Ledger): [string, Column][] => [
  ...Object.entries(ledger.fields).filter(([, f]) => f.list !== false),
  ...Object.entries(ledger.derived ?? {}).map(([k, d]): [string, Column] => [k, { label: d.label }]),
];

/** A field's value as a list shows it, '-' when empty. */
function shown(value: unknown): string {
  return value === null || value === undefined || value === '' ? '-' : String(value);
}

/** Where a listed record's masked number is revealed: the ledger, the record and the field. */
type Origin = { ledger: string; id: number; key: string };

/**
 * One value of a listed field: a number the server masked (fields declared `mask`) with its 显示
 * button, else the text ({@link shown}).
 */
function Value({ field, value, origin }: { field: Column; value: unknown; origin: Origin }) {
  if (field.mask && typeof value === 'string' && value) return <MaskedNumber value={value} kind={field.mask} source={origin.ledger} id={origin.id} field={origin.key} />;
  return <>{shown(value)}</>;
}

/** One cell of a listed field: drop-down values as a badge, long texts cut to one line (the whole text in the tooltip), masked numbers with their 显示 button. */
function Cell({ field, value, origin }: { field: Column; value: unknown; origin: Origin }) {
  if (field.mask) return <Value field={field} value={value} origin={origin} />;
  const text = shown(value);
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
  /** drawn above the filters, e.g. the tabs between the registers of one page (LedgerGroupPage) */
  tabs?: ReactNode;
  /** a record's operations of its own, after 修改 and 删除 (e.g. 出站 on an open stay) */
  rowActions?: (record: Item) => ReactNode;
  /** for those who oversee a register others fill (its `readers`): the list, filters and export, nothing that changes a record */
  readOnly?: boolean;
}

/**
 * The page of any ledger (issue 12): title bar with 新增记录, 导入 and 导出 where the declaration
 * offers them; the filter bar of the declared filters (kept in the URL); the records as a table on
 * a desktop and as cards on a phone, with 修改 and 删除 (where the declaration's `mayChange` allows) and `rowActions` on each; pagination; loading, empty and
 * error states; the record form (RecordDialog), the import dialog (template, progress, row errors,
 * error workbook) and a confirmation before a deletion. `readOnly` leaves out 新增, 导入 and the
 * records' operations.
 */
export function LedgerPage({ ledger, search, onSearchChange, crumbs, tabs, rowActions, readOnly = false }: LedgerPageProps) {
  const e = ledger.endpoints;
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const { query, save, remove, importFile } = useLedger(ledger, search);
  const [editing, setEditing] = useState<Item | 'new' | null>(null);
  const [removing, setRemoving] = useState<Item | null>(null);
  const [importing, setImporting] = useState(false);
  const listed = listColumns(ledger);
  const [firstKey, firstField] = listed[0]!;
  const data = query.data;
  const T = t.ledger;

  // the declaration's rule of which records this user changes (ledger.mayChange; the server asks it too)
  const user = useSession((s) => s.user);
  const changes = (r: Item) => !ledger.mayChange || (user !== null && ledger.mayChange(r, { deptName: user.deptName, roles: user.userType }) === undefined);
  const actions = (r: Item) =>
    readOnly ? null : (
        <HStack gap="1">
          {changes(r) && (
            <>
              <Button size="xs" variant="ghost" colorPalette="brand" onClick={() => setEditing(r)}>
                {T.edit}
              </Button>
              <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setRemoving(r)}>
                {t.common.remove}
              </Button>
            </>
          )}
          {rowActions?.(r)}
        </HStack>
    );
  let body: ReactNode;
  if (query.isPending) body = <ListSkeleton rows={8} />;
  else if (!data) body = <ErrorState message={errorText(query.error)} onRetry={() => void query.refetch()} />;
  else if (data.list.length === 0) body = <EmptyState title={T.empty(ledger.title)} description={T.emptyHint} />;
  else
    body = (
      <>
        <TableOrCards
          rows={data.list}
          rowKey={(r) => r.id}
          testId="ledger"
          header={
            <>
              {listed.map(([k, f]) => (
                <Table.ColumnHeader key={k}>{f.label}</Table.ColumnHeader>
              ))}
              <Table.ColumnHeader>{T.enteredBy}</Table.ColumnHeader>
              {!readOnly && <Table.ColumnHeader>{t.common.actions}</Table.ColumnHeader>}
            </>
          }
          cells={(r) => (
            <>
              {listed.map(([k, f]) => (
                <Table.Cell key={k}>
                  <Cell field={f} value={r[k]} origin={{ ledger: ledger.name, id: r.id, key: k }} />
                </Table.Cell>
              ))}
              <Table.Cell>{r.userName || '-'}</Table.Cell>
              {!readOnly && <Table.Cell>{actions(r)}</Table.Cell>}
            </>
          )}
          card={(r) => (
            <>
              <Text fontWeight="semibold">
                <Value field={firstField} value={r[firstKey]} origin={{ ledger: ledger.name, id: r.id, key: firstKey }} />
              </Text>
              {listed.slice(1).map(([k, f]) => (
                <Text key={k} fontSize="sm">
                  <Text as="span" color="fg.muted">
                    {f.label}：
                  </Text>
                  <Value field={f} value={r[k]} origin={{ ledger: ledger.name, id: r.id, key: k }} />
                </Text>
              ))}
              <HStack justify="space-between" fontSize="xs" color="fg.muted">
                <Text>
                  {T.enteredBy}：{r.userName || '-'}
                </Text>
                {actions(r)}
              </HStack>
            </>
          )}
        />
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
          {!readOnly && (
            <Button size="sm" colorPalette="brand" onClick={() => setEditing('new')}>
              {T.add}
            </Button>
          )}
          {e.import && !readOnly && (
            <Button size="sm" variant="outline" colorPalette="brand" onClick={() => setImporting(true)}>
              {t.common.import}
            </Button>
          )}
          {e.export && (
            <ExportButtons
              full={maskedFields(ledger).length > 0}
              onExport={(full) => void api.download(e.export!, { ...search, page: undefined, limit: undefined, ...(full ? { fullNumbers: true, page: pathname } : {}) }).catch(() => undefined)}
            />
          )}
        </HStack>
      }
    >
      {tabs}
      <LedgerFilters ledger={ledger} search={search} onSearchChange={onSearchChange} />
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
          void remove.mutateAsync([id]).then(() => notify(T.removed, 'success'), () => undefined);
        }}
      />
      {e.import && (
        <ImportDialog
          open={importing}
          onClose={() => setImporting(false)}
          texts={{ title: T.importTitle(ledger.title), hint: T.importHint(Boolean(ledger.key?.length)), summary: T.importSummary, errorFileName: T.errorFileName(ledger.title) }}
          {...(e.template ? { onTemplate: () => api.download(e.template!, {}) } : {})}
          onImport={(file, onProgress) => importFile.mutateAsync({ file, onProgress })}
        />
      )}
    </PageFrame>
  );
}
