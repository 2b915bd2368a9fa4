import { Badge, Button, HStack } from '@chakra-ui/react';
import { DEMAND_STATUSES, DEMAND_STATUS_LABELS, DEMAND_WORKFLOW, type DemandItem } from '@portal/api';
import type { ReactNode } from 'react';
import * as t from '../../i18n/zh-CN';
import { notify } from '../../lib/api';
import { ButtonLink, FilterSelect, ListView, optionsOf, WorkflowActions } from '../common';
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
  const addButton = (
    <ButtonLink href="/entDemandAddType" size="sm" colorPalette="brand">
      {t.demand.add}
    </ButtonLink>
  );
  const actions = (d: DemandItem): ReactNode => (
    <HStack gap="1" justify="flex-end">
      <ButtonLink href={`/entDemandDetail?id=${d.id}`} size="xs" variant="ghost" colorPalette="brand">
        {t.common.view}
      </ButtonLink>
      <WorkflowActions
        table={DEMAND_WORKFLOW}
        status={d.status}
        editableIn={['draft', 'off']}
        edit={
          <ButtonLink href={`/entDemandEdit?id=${d.id}`} size="xs" variant="ghost" colorPalette="brand">
            {t.common.edit}
          </ButtonLink>
        }
        actions={{
          submit: { run: () => m.shelves.mutateAsync({ id: d.id, on: true }), done: t.demand.submitted, variant: 'ghost' },
          shelveOff: { run: () => m.shelves.mutateAsync({ id: d.id, on: false }), done: t.demand.takenOff, variant: 'ghost', palette: 'gray' },
        }}
      >
        {(d.status === 'draft' || d.status === 'off') && (
          <Button size="xs" variant="ghost" colorPalette="red" onClick={() => void m.del.mutateAsync(d.id).then(() => notify(t.common.removed, 'success'), () => undefined)}>
            {t.common.remove}
          </Button>
        )}
      </WorkflowActions>
    </HStack>
  );
  return (
    <EntFrame
      title={t.demand.ownTitle}
      subtitle={data && t.demand.jobTotal(data.total)}
      actions={
        <HStack gap="2">
          <DemandStatusFilter status={search.status} onSearchChange={onSearchChange} />
          {addButton}
        </HStack>
      }
    >
      <ListView
        query={query}
        rowKey={(d) => d.id}
        testId="own-demand"
        empty={{ title: t.demand.ownEmpty, action: addButton }}
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
