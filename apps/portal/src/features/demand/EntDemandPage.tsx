import { Badge, Button, HStack, Text } from '@chakra-ui/react';
import { DEMAND_STATUSES, DEMAND_STATUS_LABELS, type DemandItem } from '@portal/api';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { t } from '../../i18n/zh-CN';
import { notify } from '../../lib/api';
import { FilterSelect, ListView, optionsOf } from '../common';
import { EntFrame } from '../enterprise';
import { EntResponses } from '../demandResponse';
import { salaryText } from './JobRows';
import { useDemandMutations, useOwnList } from './queries';
import type { OwnDemandSearch } from './search';

const STATUS_COLORS = { draft: 'gray', pending: 'orange', on: 'green', off: 'gray', hidden: 'red' } as const;

/** The status badge of a demand. */
export const DemandStatusBadge = ({ d }: { d: Pick<DemandItem, 'status'> }) => <Badge colorPalette={STATUS_COLORS[d.status]}>{DEMAND_STATUS_LABELS[d.status]}</Badge>;

/** The status filter of both lists of demands (the enterprise's own, the staff's audit): a new status starts again on page 1. */
export const DemandStatusFilter = ({ status, onSearchChange }: { status: OwnDemandSearch['status']; onSearchChange: (next: Partial<OwnDemandSearch>) => void }) => (
  <FilterSelect w="36" label={t.common.status} all={t.common.allStatuses} value={status ?? ''} onChange={(v) => onSearchChange({ status: (v || undefined) as OwnDemandSearch['status'], page: 1 })} options={optionsOf(DEMAND_STATUSES, DEMAND_STATUS_LABELS)} />
);

/** /entDemand: the enterprise's job demands with status filter and the actions each status allows, and below them the resumes received for all its jobs. */
export function EntDemandPage({ search, onSearchChange }: { search: OwnDemandSearch; onSearchChange: (next: Partial<OwnDemandSearch>) => void }) {
  const query = useOwnList(search);
  const m = useDemandMutations();
  const data = query.data;
  const C = t.demand.columns;
  const act = (p: Promise<unknown>, message: string) => void p.then(() => notify(message, 'success'), () => undefined);
  const actions = (d: DemandItem): ReactNode => (
    <HStack gap="1" justify="flex-end" wrap="wrap">
      <Button asChild size="xs" variant="ghost" colorPalette="brand">
        <Link to="/entDemandDetail" search={{ id: d.id }}>
          {t.common.view}
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
            {t.common.submitForAudit}
          </Button>
          <Button size="xs" variant="ghost" colorPalette="red" onClick={() => act(m.del.mutateAsync(d.id), t.common.removed)}>
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
          <DemandStatusFilter status={search.status} onSearchChange={onSearchChange} />
          <Button asChild size="sm" colorPalette="brand">
            <Link to="/entDemandAddType">{t.demand.add}</Link>
          </Button>
        </HStack>
      }
    >
      <ListView
        query={query}
        rowKey={(d) => d.id}
        testId="own-demand"
        empty={{ title: t.demand.ownEmpty, action: <Button asChild size="sm" colorPalette="brand"><Link to="/entDemandAddType">{t.demand.add}</Link></Button> }}
        paging={{ page: search.page, limit: search.limit, onPage: onSearchChange }}
        columns={[
          { header: C[0]!, cell: (d) => d.postName, cellProps: { fontWeight: 'medium' }, card: 'title' },
          { header: C[1]!, cell: salaryText },
          { header: C[2]!, cell: (d) => d.education },
          { header: C[3]!, cell: (d) => d.headcount },
          { header: C[4]!, cell: (d) => <DemandStatusBadge d={d} />, card: 'badge' },
          { header: C[5]!, cell: (d) => d.updatedAt.slice(0, 16) },
          { header: t.common.actions, cell: actions, cellProps: { textAlign: 'end' }, card: 'actions' },
        ]}
      />
      <EntResponses />
    </EntFrame>
  );
}
