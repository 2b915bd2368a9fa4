import { Badge, Button, HStack, Text } from '@chakra-ui/react';
import { maskedFields, type Ledger, type LedgerField } from '@portal/api';
import { useSession } from '@portal/auth';
import { useRouterState } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import * as t from '../../i18n/zh-CN';
import { api, notify } from '../../lib/api';
import { ExportButtons, ListPage, MaskedNumber, useConfirm, type Crumb, type ListColumn } from '../common';
import { ImportDialog } from './ImportDialog';
import { LedgerFilters } from './LedgerFilters';
import { useLedger, type LedgerItem } from './queries';
import { RecordDialog } from './RecordDialog';
import { useLedgerSearch, type LedgerSearch } from './search';

type Item = LedgerItem;

/** What a list column shows of its value: a declared field, or a derived column (label only). */
type Column = Pick<LedgerField, 'label' | 'mask' | 'options' | 'control'>;

/** A ledger's list columns: its fields but those declared `list: false`, then its derived columns. */
const listColumns = (ledger: Ledger): [string, Column][] => [
  ...Object.entries(ledger.fields).filter(([, f]) => f.list !== false),
  ...Object.entries(ledger.derived ?? {}).map(([k, d]): [string, Column] => [k, { label: d.label }]),
];

/** Where a listed record's masked number is revealed: the ledger, the record and the field. */
type Origin = { ledger: string; id: number; key: string };

/** One value of a listed field ('-' when empty): a number the server masked (fields declared `mask`) with its 显示 button, drop-down values as a badge, long texts cut to one line (the whole text in the tooltip). */
function Cell({ field, value, origin }: { field: Column; value: unknown; origin: Origin }) {
  if (field.mask && typeof value === 'string' && value) return <MaskedNumber value={value} kind={field.mask} source={origin.ledger} id={origin.id} field={origin.key} />;
  const text = value === null || value === undefined || value === '' ? '-' : String(value);
  if (field.options && text !== '-')
    return (
      <Badge variant="surface" colorPalette="brand">
        {text}
      </Badge>
    );
  if (field.control === 'textarea')
    return (
      <Text as="span" display="block" maxW="72" truncate title={text}>
        {text}
      </Text>
    );
  return <>{text}</>;
}

export interface LedgerPageProps {
  /** the register's declaration (libs/api `defineLedger`) */
  ledger: Ledger;
  /** the URL's search params (the route's, ledgerRouteSearch: the page reads its filters with useLedgerSearch) */
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
export function LedgerPage({ ledger, search: routeSearch, onSearchChange, crumbs, tabs, rowActions, readOnly = false }: LedgerPageProps) {
  const search = useLedgerSearch(ledger, routeSearch);
  const e = ledger.endpoints;
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const { query, save, remove, importFile } = useLedger(ledger, search);
  const [editing, setEditing] = useState<Item | 'new' | null>(null);
  const confirm = useConfirm();
  const [importing, setImporting] = useState(false);
  const listed = listColumns(ledger);
  const firstKey = listed[0]![0];
  const data = query.data;
  const T = t.ledger;

  // the declaration's rule of which records this user changes (ledger.mayChange; the server asks it too)
  const user = useSession((s) => s.user);
  const changes = (r: Item) => !ledger.mayChange || (user !== null && ledger.mayChange(r, { deptName: user.deptName, roles: user.userType }) === undefined);
  const columns: ListColumn<Item>[] = [
    ...listed.map(([k, f], i): ListColumn<Item> => ({
      header: f.label,
      cell: (r) => <Cell field={f} value={r[k]} origin={{ ledger: ledger.name, id: r.id, key: k }} />,
      cellProps: f.control === 'textarea' ? {} : { whiteSpace: 'nowrap' },
      card: i === 0 ? 'title' : 'line',
    })),
    { header: T.enteredBy, cell: (r) => r.userName || '-' },
  ];
  if (!readOnly)
    columns.push({
      header: t.common.actions,
      card: 'actions',
      cell: (r) => (
        <HStack gap="1">
          {changes(r) && (
            <>
              <Button size="xs" variant="ghost" colorPalette="brand" onClick={() => setEditing(r)}>
                {t.common.update}
              </Button>
              <Button size="xs" variant="ghost" colorPalette="red" onClick={() => confirm.ask(T.removeConfirm(ledger.title, String(r[firstKey])), () => void remove.mutateAsync([r.id]).then(() => notify(t.common.removed, 'success'), () => undefined))}>
                {t.common.remove}
              </Button>
            </>
          )}
          {rowActions?.(r)}
        </HStack>
      ),
    });

  return (
    <ListPage
      title={ledger.title}
      {...(crumbs ? { crumbs } : {})}
      subtitle={data && T.total(data.total)}
      subtitleTestId="ledger-total"
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
      filters={
        <>
          {tabs}
          <LedgerFilters ledger={ledger} search={search} onSearchChange={onSearchChange} />
        </>
      }
      query={query}
      columns={columns}
      rowKey={(r) => r.id}
      testId="ledger"
      empty={{ title: T.empty(ledger.title), description: T.emptyHint }}
      skeletonRows={8}
      paging={{ page: search.page, limit: search.limit, onPage: onSearchChange }}
    >
      <RecordDialog
        ledger={ledger}
        record={editing === 'new' ? null : editing}
        open={editing !== null}
        onClose={() => setEditing(null)}
        onSave={(v) => save.mutateAsync(v).then(() => notify(t.common.saved, 'success'))}
      />
      {confirm.dialog}
      {e.import && (
        <ImportDialog
          open={importing}
          onClose={() => setImporting(false)}
          texts={{ title: T.importTitle(ledger.title), hint: T.importHint(Boolean(ledger.key?.length)), summary: T.importSummary, errorFileName: T.errorFileName(ledger.title) }}
          {...(e.template ? { onTemplate: () => api.download(e.template!, {}) } : {})}
          onImport={(file, onProgress) => importFile.mutateAsync({ file, onProgress })}
        />
      )}
    </ListPage>
  );
}
