import { Badge, Button, HStack } from '@chakra-ui/react';
import { staffLedger, type StaffRecord } from '@portal/api';
import { Link, useRouterState } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import * as t from '../../i18n/zh-CN';
import { api, notify } from '../../lib/api';
import { ButtonLink, ExportButtons, ListPage, MaskedNumber, useConfirm } from '../common';
import { ImportDialog, LedgerFilters, RecordDialog, useLedger, useLedgerSearch, type LedgerSearch } from '../ledger';
import { useStaffActions } from './queries';
import { shanghaiDay } from '@portal/validators';

export interface StaffPageProps {
  /** the URL's search params (the route's, ledgerRouteSearch; the page reads the register's filters with useLedgerSearch) */
  search: LedgerSearch;
  onSearchChange: (next: Partial<LedgerSearch>) => void;
  /** 'cards' always lays rows out as cards (/talentdataH5); 'auto' uses a table from the md breakpoint (/talentdata) */
  layout: 'auto' | 'cards';
}

/**
 * /talentdata and /talentdataH5: the enterprise's staff records (the ledger engine's `staffLedger`)
 * with the ledger's filter bar, record form, import dialog and data hooks, and the staff page's
 * own rows on a ListPage: selection for 离职登记 and deletion of several (the toolbar), the status
 * badge, leaving dates, and cards on phones (always with `layout` 'cards'). Filters and page live in the URL.
 */
export function StaffPage({ search: routeSearch, onSearchChange, layout }: StaffPageProps) {
  const search = useLedgerSearch(staffLedger, routeSearch);
  const { query, save, remove, importFile } = useLedger<StaffRecord>(staffLedger, search);
  const { setLeft } = useStaffActions();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [editing, setEditing] = useState<StaffRecord | null | undefined>(undefined);
  const [importing, setImporting] = useState(false);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const confirm = useConfirm();
  const data = query.data;
  const chosen = (data?.list ?? []).map((r) => r.id).filter((id) => selected.has(id));

  const askRemove = (ids: number[], label: string) =>
    confirm.ask(t.staff.confirmRemove(label), () =>
      void remove.mutateAsync(ids).then(({ removed }) => {
        notify(t.staff.removed(removed), 'success');
        setSelected(new Set());
      }, () => undefined),
    );
  const askLeft = (ids: number[], label: string) =>
    confirm.ask(t.staff.confirmLeft(label, shanghaiDay()), () => void setLeft.mutateAsync({ ids, leftOn: shanghaiDay() }).then(() => notify(t.staff.marked, 'success'), () => undefined));
  const rejoin = (r: StaffRecord) => void setLeft.mutateAsync({ ids: [r.id], leftOn: null }).then(() => notify(t.staff.rejoined(r.name), 'success'), () => undefined);

  const actions = (r: StaffRecord): ReactNode => (
    <HStack gap="1" justify="flex-end">
      <Button size="xs" variant="ghost" colorPalette="brand" onClick={() => setEditing(r)} aria-label={`${t.common.edit} ${r.name}`}>
        {t.common.edit}
      </Button>
      {r.leftOn ? (
        <Button size="xs" variant="ghost" onClick={() => rejoin(r)}>
          {t.staff.rejoin}
        </Button>
      ) : (
        <Button size="xs" variant="ghost" onClick={() => askLeft([r.id], r.name)}>
          {t.staff.markLeft}
        </Button>
      )}
      <Button size="xs" variant="ghost" colorPalette="red" onClick={() => askRemove([r.id], r.name)} aria-label={`${t.common.remove} ${r.name}`}>
        {t.common.remove}
      </Button>
    </HStack>
  );
  const masked = (r: StaffRecord, field: 'idCard' | 'phone') => <MaskedNumber value={r[field]} kind={field === 'idCard' ? 'idCard' : 'mobile'} source={staffLedger.name} id={r.id} field={field} />;
  const C = t.staff.columns;
  const nums = { fontVariantNumeric: 'tabular-nums' } as const;
  const filtered = Boolean(search.keyword || search.education || search.status);

  return (
    <ListPage
      title={t.staff.title}
      crumbs={[{ label: t.menu.myEnterprise, to: '/business' }, { label: t.staff.title }]}
      subtitle={data && t.staff.total(data.total)}
      subtitleTestId="staff-total"
      actions={
        <HStack gap="2" wrap="wrap">
          <Button size="sm" colorPalette="brand" onClick={() => setEditing(null)}>
            {t.staff.add}
          </Button>
          <Button size="sm" colorPalette="brand" variant="outline" onClick={() => setImporting(true)}>
            {t.staff.importButton}
          </Button>
          <ButtonLink href="/identificationH5" size="sm" colorPalette="brand" variant="outline">
            {t.staff.byIdCard}
          </ButtonLink>
          <ExportButtons onExport={(full) => void api.download(staffLedger.endpoints.export, { keyword: search.keyword, education: search.education, status: search.status, ...(full ? { fullNumbers: true, page: pathname } : {}) }).catch(() => undefined)} />
          <Button asChild size="sm" variant="ghost" colorPalette="brand">
            <Link to={layout === 'cards' ? '/talentdata' : '/talentdataH5'} search={search}>
              {layout === 'cards' ? t.staff.desktopView : t.staff.phoneView}
            </Link>
          </Button>
        </HStack>
      }
      filters={<LedgerFilters ledger={staffLedger} search={search} onSearchChange={onSearchChange} />}
      toolbar={
        <HStack gap="2" wrap="wrap">
          <Button size="sm" variant="outline" disabled={chosen.length === 0} onClick={() => askLeft(chosen, t.staff.selectedCount(chosen.length))}>
            {t.staff.markLeft}
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" disabled={chosen.length === 0} onClick={() => askRemove(chosen, t.staff.selectedCount(chosen.length))}>
            {t.staff.removeSelected(chosen.length)}
          </Button>
        </HStack>
      }
      query={query}
      rowKey={(r) => r.id}
      testId="staff"
      layout={layout}
      tableProps={{ interactive: true }}
      skeletonRows={8}
      selection={{ selected, onChange: setSelected, label: (r) => `${t.staff.select} ${r.name}`, pageLabel: t.staff.selectPage }}
      paging={{ page: search.page, limit: search.limit, onPage: onSearchChange }}
      empty={{
        title: filtered ? t.staff.emptyFiltered : t.staff.empty,
        description: filtered ? undefined : t.staff.emptyHint,
        action: !filtered && (
          <Button size="sm" colorPalette="brand" onClick={() => setImporting(true)}>
            {t.staff.importButton}
          </Button>
        ),
      }}
      columns={[
        { header: C[0], cell: (r) => r.name, cellProps: { fontWeight: 'medium' }, card: 'title' },
        { header: C[1], cell: (r) => masked(r, 'idCard'), cellProps: nums },
        { header: C[2], cell: (r) => r.sex },
        { header: C[3], cell: (r) => r.age ?? '-' },
        { header: C[4], cell: (r) => r.education },
        { header: C[5], cell: (r) => r.position || '-' },
        { header: C[6], cell: (r) => masked(r, 'phone'), cellProps: nums },
        { header: C[7], cell: (r) => r.entryDate, cellProps: nums },
        { header: C[8], cell: (r) => (r.leftOn ? <Badge colorPalette="gray">{t.staff.leftOn(r.leftOn)}</Badge> : <Badge colorPalette="green">{t.staff.active}</Badge>), card: 'badge' },
        { header: t.common.actions, cell: actions, cellProps: { textAlign: 'end' }, card: 'actions' },
      ]}
    >
      <RecordDialog
        ledger={staffLedger}
        open={editing !== undefined}
        record={editing ?? null}
        title={editing ? t.staff.editTitle : t.staff.add}
        onClose={() => setEditing(undefined)}
        onSave={(values) => save.mutateAsync(values).then(() => notify(t.staff.saved, 'success'))}
      />
      <ImportDialog open={importing} onClose={() => setImporting(false)} onImport={(file, onProgress) => importFile.mutateAsync({ file, onProgress })} />
      {confirm.dialog}
    </ListPage>
  );
}
