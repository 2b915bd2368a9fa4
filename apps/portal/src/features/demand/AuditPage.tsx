import { Button, HStack, Input, Table, Text, chakra } from '@chakra-ui/react';
import { DEMAND_STATUSES, DEMAND_STATUS_LABELS, endpoints } from '@portal/api';
import { EmptyState, ErrorState, ListSkeleton, PaginationBar } from '@portal/ui';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { t } from '../../i18n/zh-CN';
import { api, errorText, notify } from '../../lib/api';
import { FilterSelect, optionsOf, PageFrame } from '../common';
import { ImportDialog } from '../ledger';
import { DemandStatusBadge } from './EntDemandPage';
import { salaryText } from './JobRows';
import { useAuditList, useDemandMutations } from './queries';
import type { OwnDemandSearch } from './search';

/** /modifyDemand (government staff): every job demand, pending first; approve, send back or hide the selected ones; import enterprise demands from an xlsx (importQyxq). */
export function AuditPage({ search, onSearchChange }: { search: OwnDemandSearch; onSearchChange: (next: Partial<OwnDemandSearch>) => void }) {
  const query = useAuditList(search);
  const m = useDemandMutations();
  const [selected, setSelected] = useState<number[]>([]);
  const [note, setNote] = useState('');
  const [importing, setImporting] = useState(false);
  const data = query.data;
  const run = (action: 'approve' | 'reject' | 'hide') =>
    void m.audit.mutateAsync({ ids: selected, action, note }).then(({ updated }) => {
      notify(t.demand.audited(updated), 'success');
      setSelected([]);
      setNote('');
    }, () => undefined);
  return (
    <PageFrame
      title={t.demand.auditTitle}
      subtitle={data && <Text fontSize="sm" color="fg.muted">{t.demand.jobTotal(data.total)}</Text>}
      actions={
        <HStack gap="2">
          <Button size="sm" variant="outline" colorPalette="brand" onClick={() => setImporting(true)}>
            {t.demand.importButton}
          </Button>
          <FilterSelect w="36" label={t.demand.statusFilter} all={t.demand.allStatuses} value={search.status ?? ''} onChange={(status) => onSearchChange({ status: (status || undefined) as OwnDemandSearch['status'], page: 1 })} options={optionsOf(DEMAND_STATUSES, DEMAND_STATUS_LABELS)} />
        </HStack>
      }
    >
      <HStack gap="2" wrap="wrap">
        <Input aria-label={t.demand.auditNoteLabel} placeholder={t.demand.auditNoteLabel} value={note} onChange={(e) => setNote(e.target.value)} size="sm" maxW="72" maxLength={200} />
        <Button size="sm" colorPalette="brand" disabled={selected.length === 0} onClick={() => run('approve')}>
          {t.demand.approve(selected.length)}
        </Button>
        <Button size="sm" variant="outline" disabled={selected.length === 0} onClick={() => run('reject')}>
          {t.demand.reject}
        </Button>
        <Button size="sm" variant="outline" colorPalette="red" disabled={selected.length === 0} onClick={() => run('hide')}>
          {t.demand.hide}
        </Button>
      </HStack>
      {query.isPending ? (
        <ListSkeleton rows={8} />
      ) : !data ? (
        <ErrorState message={errorText(query.error)} onRetry={() => void query.refetch()} />
      ) : data.list.length === 0 ? (
        <EmptyState />
      ) : (
        <>
          <chakra.div overflowX="auto" tabIndex={0}>
            <Table.Root size="sm" minW="760px">
              <Table.Header>
                <Table.Row bg="bg.muted">
                  <Table.ColumnHeader w="8" />
                  {t.demand.auditColumns.map((c) => (
                    <Table.ColumnHeader key={c}>{c}</Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {data.list.map((d) => (
                  <Table.Row key={d.id} data-testid="audit-row">
                    <Table.Cell>
                      <input type="checkbox" aria-label={`${t.staff.select} ${d.postName}（${d.entName}）`} checked={selected.includes(d.id)} onChange={(e) => setSelected((s) => (e.target.checked ? [...s, d.id] : s.filter((x) => x !== d.id)))} />
                    </Table.Cell>
                    <Table.Cell>
                      <Link to="/entDemandDetail" search={{ id: d.id }}>
                        <Text as="span" color="brand.700" fontWeight="medium">
                          {d.postName}
                        </Text>
                      </Link>
                    </Table.Cell>
                    <Table.Cell>{d.entName}</Table.Cell>
                    <Table.Cell>{salaryText(d)}</Table.Cell>
                    <Table.Cell>{d.streetName}</Table.Cell>
                    <Table.Cell>
                      <DemandStatusBadge d={d} />
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{d.updatedAt.slice(0, 16)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </chakra.div>
          <PaginationBar page={search.page} limit={search.limit} total={data.total} onPageChange={(p) => onSearchChange({ page: p })} onLimitChange={(l) => onSearchChange({ limit: l, page: 1 })} />
        </>
      )}
      <ImportDialog
        open={importing}
        onClose={() => setImporting(false)}
        texts={{ ...t.staff.import, ...t.demand.importTexts }}
        onTemplate={() => api.download(endpoints.templateDownload, { name: 'demand' })}
        onImport={(file, onProgress) => m.importQyxq.mutateAsync({ file, onProgress })}
      />
    </PageFrame>
  );
}
