import { Badge, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { DEMAND_STATUSES, DEMAND_STATUS_LABELS, type DemandItem } from '@portal/api';
import { EmptyState, ErrorState, ListSkeleton, PaginationBar } from '@portal/ui';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { t } from '../../i18n/zh-CN';
import { errorText, notify } from '../../lib/api';
import { FilterSelect, optionsOf } from '../common';
import { EntFrame } from '../enterprise';
import { EntResponses } from '../demandResponse';
import { salaryText } from './JobRows';
import { useDemandMutations, useOwnList } from './queries';
import type { OwnDemandSearch } from './search';

const STATUS_COLORS = { draft: 'gray', pending: 'orange', on: 'green', off: 'gray', hidden: 'red' } as const;

/** The status badge of a demand. */
export const DemandStatusBadge = ({ d }: { d: Pick<DemandItem, 'status'> }) => <Badge colorPalette={STATUS_COLORS[d.status]}>{DEMAND_STATUS_LABELS[d.status]}</Badge>;

/** /entDemand: the enterprise's job demands with status filter and the actions each status allows, and below them the resumes received for all its jobs. */
export function EntDemandPage({ search, onSearchChange }: { search: OwnDemandSearch; onSearchChange: (next: Partial<OwnDemandSearch>) => void }) {
  const query = useOwnList(search);
  const m = useDemandMutations();
  const data = query.data;
  const act = (p: Promise<unknown>, message: string) => void p.then(() => notify(message, 'success'), () => undefined);
  const actions = (d: DemandItem): ReactNode => (
    <HStack gap="1" justify="flex-end" wrap="wrap">
      <Button asChild size="xs" variant="ghost" colorPalette="brand">
        <Link to="/entDemandDetail" search={{ id: d.id }}>
          {t.demand.view}
        </Link>
      </Button>
      {(d.status === 'draft' || d.status === 'off') && (
        <>
          <Button asChild size="xs" variant="ghost" colorPalette="brand">
            <Link to="/entDemandEdit" search={{ id: d.id }}>
              {t.common.edit}
            </Link>
          </Button>
          <Button size="xs" variant="ghost" colorPalette="brand" onClick={() => act(m.shelves.mutateAsync({ id: d.id, on: true }), t.demand.submitted)}>
            {t.demand.submit}
          </Button>
          <Button size="xs" variant="ghost" colorPalette="red" onClick={() => act(m.del.mutateAsync(d.id), t.demand.deleted)}>
            {t.common.remove}
          </Button>
        </>
      )}
      {d.status === 'on' && (
        <Button size="xs" variant="ghost" onClick={() => act(m.shelves.mutateAsync({ id: d.id, on: false }), t.demand.takenOff)}>
          {t.demand.shelveOff}
        </Button>
      )}
    </HStack>
  );
  return (
    <EntFrame
      title={t.demand.ownTitle}
      subtitle={data && <Text fontSize="sm" color="fg.muted">{t.demand.jobTotal(data.total)}</Text>}
      actions={
        <HStack gap="2">
          <FilterSelect w="36" label={t.demand.statusFilter} all={t.demand.allStatuses} value={search.status ?? ''} onChange={(status) => onSearchChange({ status: (status || undefined) as OwnDemandSearch['status'], page: 1 })} options={optionsOf(DEMAND_STATUSES, DEMAND_STATUS_LABELS)} />
          <Button asChild size="sm" colorPalette="brand">
            <Link to="/entDemandAddType">{t.demand.add}</Link>
          </Button>
        </HStack>
      }
    >
      {query.isPending ? (
        <ListSkeleton rows={6} />
      ) : !data ? (
        <ErrorState message={errorText(query.error)} onRetry={() => void query.refetch()} />
      ) : data.list.length === 0 ? (
        <EmptyState title={t.demand.ownEmpty} action={<Button asChild size="sm" colorPalette="brand"><Link to="/entDemandAddType">{t.demand.add}</Link></Button>} />
      ) : (
        <>
          <Table.Root size="sm" display={{ base: 'none', md: 'table' }}>
            <Table.Header>
              <Table.Row bg="bg.muted">
                {t.demand.columns.map((c) => (
                  <Table.ColumnHeader key={c}>{c}</Table.ColumnHeader>
                ))}
                <Table.ColumnHeader textAlign="end">{t.common.actions}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.list.map((d) => (
                <Table.Row key={d.id} data-testid="own-demand-row">
                  <Table.Cell fontWeight="medium">{d.postName}</Table.Cell>
                  <Table.Cell>{salaryText(d)}</Table.Cell>
                  <Table.Cell>{d.education}</Table.Cell>
                  <Table.Cell>{d.headcount}</Table.Cell>
                  <Table.Cell>
                    <DemandStatusBadge d={d} />
                  </Table.Cell>
                  <Table.Cell>{d.updatedAt.slice(0, 16)}</Table.Cell>
                  <Table.Cell>{actions(d)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          <Stack gap="3" display={{ base: 'flex', md: 'none' }}>
            {data.list.map((d) => (
              <Stack key={d.id} borderWidth="1px" borderRadius="md" p="3" gap="1">
                <HStack justify="space-between">
                  <Text fontWeight="semibold">{d.postName}</Text>
                  <DemandStatusBadge d={d} />
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  {salaryText(d)} · {d.education} · {t.demand.headcount(d.headcount)}
                </Text>
                {actions(d)}
              </Stack>
            ))}
          </Stack>
          <PaginationBar page={search.page} limit={search.limit} total={data.total} onPageChange={(p) => onSearchChange({ page: p })} onLimitChange={(l) => onSearchChange({ limit: l, page: 1 })} />
        </>
      )}
      <EntResponses />
    </EntFrame>
  );
}
