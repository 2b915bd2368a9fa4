import { Badge, Box, Button, Card, Flex, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { staffLedger, type StaffRecord } from '@portal/api';
import { EmptyState, ErrorState, ListSkeleton, PaginationBar } from '@portal/ui';
import { Link, useRouterState } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { t } from '../../i18n/zh-CN';
import { api, errorText, notify } from '../../lib/api';
import { ConfirmDialog, ExportButtons, MaskedNumber, SelectBox } from '../common';
import { EntFrame } from '../enterprise';
import { ImportDialog, LedgerFilters, RecordDialog, useLedger, type LedgerSearch } from '../ledger';
import { useStaffActions } from './queries';
import { shanghaiDay } from '@portal/validators';

export interface StaffPageProps {
  /** the URL's search params (`ledgerSearchSchema(staffLedger)`) */
  search: LedgerSearch;
  onSearchChange: (next: Partial<LedgerSearch>) => void;
  /** 'cards' always lays rows out as cards (/talentdataH5); 'auto' uses a table from the md breakpoint (/talentdata) */
  layout: 'auto' | 'cards';
}

const StatusBadge = ({ r }: { r: StaffRecord }) =>
  r.leftOn ? (
    <Badge colorPalette="gray">{t.staff.leftOn(r.leftOn)}</Badge>
  ) : (
    <Badge colorPalette="green">{t.staff.active}</Badge>
  );

/**
 * /talentdata and /talentdataH5: the enterprise's staff records (the ledger engine's `staffLedger`)
 * with the ledger's filter bar, record form, import dialog and data hooks, and the staff page's
 * own rows: selection for 离职登记 and deletion of several, the status badge, leaving dates, and
 * cards on phones. Filters and page live in the URL.
 */
export function StaffPage({ search, onSearchChange, layout }: StaffPageProps) {
  const { query, save, remove, importFile } = useLedger<StaffRecord>(staffLedger, search);
  const { setLeft } = useStaffActions();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [editing, setEditing] = useState<StaffRecord | null | undefined>(undefined);
  const [importing, setImporting] = useState(false);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [confirm, setConfirm] = useState<{ text: string; run: () => void } | null>(null);
  const data = query.data;
  const rows = data?.list ?? [];
  const pageIds = rows.map((r) => r.id);
  const chosen = pageIds.filter((id) => selected.has(id));

  const toggle = (id: number, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const askRemove = (ids: number[], label: string) =>
    setConfirm({
      text: t.staff.confirmRemove(label),
      run: () =>
        void remove.mutateAsync(ids).then(({ removed }) => {
          notify(t.staff.removed(removed), 'success');
          setSelected(new Set());
        }, () => undefined),
    });
  const askLeft = (ids: number[], label: string) =>
    setConfirm({
      text: t.staff.confirmLeft(label, shanghaiDay()),
      run: () => void setLeft.mutateAsync({ ids, leftOn: shanghaiDay() }).then(() => notify(t.staff.marked, 'success'), () => undefined),
    });
  const rejoin = (r: StaffRecord) => void setLeft.mutateAsync({ ids: [r.id], leftOn: null }).then(() => notify(t.staff.rejoined(r.name), 'success'), () => undefined);

  const actions = (r: StaffRecord): ReactNode => (
    <HStack gap="1" justify="flex-end">
      <Button size="xs" variant="ghost" colorPalette="brand" onClick={() => setEditing(r)} aria-label={`${t.staff.edit} ${r.name}`}>
        {t.staff.edit}
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
      <Button size="xs" variant="ghost" colorPalette="red" onClick={() => askRemove([r.id], r.name)} aria-label={`${t.staff.remove} ${r.name}`}>
        {t.staff.remove}
      </Button>
    </HStack>
  );

  const cards = (
    <Stack gap="3" display={layout === 'auto' ? { base: 'flex', md: 'none' } : 'flex'}>
      {rows.map((r) => (
        <Card.Root key={r.id} size="sm" data-testid="staff-row">
          <Card.Body gap="1">
            <Flex justify="space-between" align="center">
              <HStack as="label" gap="2" cursor="pointer">
                <SelectBox checked={selected.has(r.id)} onChange={(on) => toggle(r.id, on)} label={`${t.staff.select} ${r.name}`} />
                <Text fontWeight="semibold" fontSize="md">
                  {r.name}
                </Text>
              </HStack>
              <StatusBadge r={r} />
            </Flex>
            <Text fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums">
              <MaskedNumber value={r.idCard} kind="idCard" source={staffLedger.name} id={r.id} field="idCard" />
            </Text>
            <Text fontSize="sm">
              {r.sex} · {r.age ?? '-'}岁 · {r.education} · {r.position || t.staff.noPosition}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              <MaskedNumber value={r.phone} kind="mobile" source={staffLedger.name} id={r.id} field="phone" /> · {t.staff.entryOn(r.entryDate)}
            </Text>
            {actions(r)}
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );

  const table = layout === 'auto' && (
    <Box display={{ base: 'none', md: 'block' }} overflowX="auto" tabIndex={0}>
      <Table.Root size="sm" interactive>
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader w="8">
              <SelectBox
                checked={chosen.length > 0 && chosen.length === pageIds.length}
                indeterminate={chosen.length > 0 && chosen.length < pageIds.length}
                onChange={(on) => setSelected(on ? new Set(pageIds) : new Set())}
                label={t.staff.selectPage}
              />
            </Table.ColumnHeader>
            {t.staff.columns.map((c) => (
              <Table.ColumnHeader key={c}>{c}</Table.ColumnHeader>
            ))}
            <Table.ColumnHeader textAlign="end">{t.staff.actions}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((r) => (
            <Table.Row key={r.id} data-testid="staff-row">
              <Table.Cell>
                <SelectBox checked={selected.has(r.id)} onChange={(on) => toggle(r.id, on)} label={`${t.staff.select} ${r.name}`} />
              </Table.Cell>
              <Table.Cell fontWeight="medium">{r.name}</Table.Cell>
              <Table.Cell fontVariantNumeric="tabular-nums">
                <MaskedNumber value={r.idCard} kind="idCard" source={staffLedger.name} id={r.id} field="idCard" />
              </Table.Cell>
              <Table.Cell>{r.sex}</Table.Cell>
              <Table.Cell>{r.age ?? '-'}</Table.Cell>
              <Table.Cell>{r.education}</Table.Cell>
              <Table.Cell>{r.position || '-'}</Table.Cell>
              <Table.Cell fontVariantNumeric="tabular-nums">
                <MaskedNumber value={r.phone} kind="mobile" source={staffLedger.name} id={r.id} field="phone" />
              </Table.Cell>
              <Table.Cell fontVariantNumeric="tabular-nums">{r.entryDate}</Table.Cell>
              <Table.Cell>
                <StatusBadge r={r} />
              </Table.Cell>
              <Table.Cell>{actions(r)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );

  const filtered = Boolean(search.keyword || search.education || search.status);
  let body: ReactNode;
  if (query.isPending) body = <ListSkeleton rows={8} />;
  else if (query.isError && !data) body = <ErrorState message={errorText(query.error)} onRetry={() => void query.refetch()} />;
  else if (rows.length === 0)
    body = (
      <EmptyState
        title={filtered ? t.staff.emptyFiltered : t.staff.empty}
        description={filtered ? undefined : t.staff.emptyHint}
        action={
          !filtered && (
            <Button size="sm" colorPalette="brand" onClick={() => setImporting(true)}>
              {t.staff.importButton}
            </Button>
          )
        }
      />
    );
  else
    body = (
      <Box aria-busy={query.isFetching} opacity={query.isPlaceholderData ? 0.55 : 1} transition="opacity 0.2s" data-testid="staff-list">
        {table}
        {cards}
      </Box>
    );

  return (
    <EntFrame
      title={t.staff.title}
      subtitle={
        data && (
          <Text fontSize="sm" color="fg.muted" data-testid="staff-total">
            {t.staff.total(data.total)}
          </Text>
        )
      }
      actions={
        <HStack gap="2" wrap="wrap">
          <Button size="sm" colorPalette="brand" onClick={() => setEditing(null)}>
            {t.staff.add}
          </Button>
          <Button size="sm" colorPalette="brand" variant="outline" onClick={() => setImporting(true)}>
            {t.staff.importButton}
          </Button>
          <Button asChild size="sm" colorPalette="brand" variant="outline">
            <Link to="/identificationH5">{t.staff.byIdCard}</Link>
          </Button>
          <ExportButtons onExport={(full) => void api.download(staffLedger.endpoints.export, { keyword: search.keyword, education: search.education, status: search.status, ...(full ? { fullNumbers: true, page: pathname } : {}) }).catch(() => undefined)} />
          <Button size="sm" variant="outline" disabled={chosen.length === 0} onClick={() => askLeft(chosen, t.staff.selectedCount(chosen.length))}>
            {t.staff.markLeft}
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" disabled={chosen.length === 0} onClick={() => askRemove(chosen, t.staff.selectedCount(chosen.length))}>
            {t.staff.removeSelected(chosen.length)}
          </Button>
          <Button asChild size="sm" variant="ghost" colorPalette="brand">
            <Link to={layout === 'cards' ? '/talentdata' : '/talentdataH5'} search={search}>
              {layout === 'cards' ? t.staff.desktopView : t.staff.phoneView}
            </Link>
          </Button>
        </HStack>
      }
    >
      <LedgerFilters ledger={staffLedger} search={search} onSearchChange={onSearchChange} />
      {body}
      {data && data.total > 0 && (
        <PaginationBar page={search.page} limit={search.limit} total={data.total} onPageChange={(p) => onSearchChange({ page: p })} onLimitChange={(l) => onSearchChange({ limit: l, page: 1 })} />
      )}
      <RecordDialog
        ledger={staffLedger}
        open={editing !== undefined}
        record={editing ?? null}
        title={editing ? t.staff.editTitle : t.staff.addTitle}
        onClose={() => setEditing(undefined)}
        onSave={(values) => save.mutateAsync(values).then(() => notify(t.staff.saved, 'success'))}
      />
      <ImportDialog open={importing} onClose={() => setImporting(false)} onImport={(file, onProgress) => importFile.mutateAsync({ file, onProgress })} />
      <ConfirmDialog
        open={confirm !== null}
        message={confirm?.text}
        onClose={() => setConfirm(null)}
        onConfirm={() => {
          confirm?.run();
          setConfirm(null);
        }}
      />
    </EntFrame>
  );
}
