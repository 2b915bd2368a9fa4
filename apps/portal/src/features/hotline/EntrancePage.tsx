import { Button, Input, SimpleGrid, Table } from '@chakra-ui/react';
import { HOTLINE_ROLE, type CallCategory } from '@portal/api';
import { useSession } from '@portal/auth';
import { ListSkeleton } from '@portal/ui';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import * as t from '../../i18n/zh-CN';
import { notify } from '../../lib/api';
import { DataTable, FigureTile, LinkButtons, PageFrame, QueryState, RecordList, SubSection } from '../common';
import { useCallCategories, useCallCounts, useCallRatings, useHotlineMutations } from './queries';

const H = t.hotline;

/**
 * /respondCallEntrance (热线服务 for government users): the counts of the events the staff member
 * sees by status, with the overdue ones (allCallEventCount), each a link to /respondCall filtered
 * by it; the latest ratings; links to the list, the knowledge base and the public intake page
 * (群众提问页); for the hotline centre, phone intake and the categories' time limits.
 */
export function EntrancePage() {
  const roles = useSession((s) => s.user?.userType ?? []);
  const hotline = roles.includes(HOTLINE_ROLE);
  const counts = useCallCounts();
  const ratings = useCallRatings();
  return (
    <PageFrame
      title={H.entranceTitle}
      actions={
        <LinkButtons
          links={[
            { href: '/respondCall', label: H.allEvents },
            { href: '/knowledgeBank', label: t.knowledge.title },
            { href: '/respondIntellectCall', label: H.publicIntake },
            { href: '/respondCallAdd', label: H.addByPhone, solid: true, show: hotline },
          ]}
        />
      }
    >
      <QueryState query={counts} loading={<ListSkeleton rows={3} />}>
        {(c) => (
          <SimpleGrid columns={{ base: 2, md: 4, lg: 8 }} gap="3" data-testid="call-counts">
            <Stat label={H.total} value={c.total} to={{}} />
            <Stat label={H.overdue} value={c.overdue} to={{ overdue: 1 }} danger={c.overdue > 0} />
            {c.byStatus.map((s) => (
              <Stat key={s.status} label={s.label} value={s.total} note={s.overdue ? H.overdueCount(s.overdue) : undefined} to={{ status: s.status }} />
            ))}
            <Stat label={H.averageScore} value={c.averageScore ?? H.noScore} />
          </SimpleGrid>
        )}
      </QueryState>
      {hotline && <Categories />}
      <SubSection title={H.ratings} ruled={false} gap="2">
        <RecordList
          items={ratings.data?.list ?? []}
          rowKey={(r) => r.eventId}
          empty={H.noScore}
          accent={() => 'brand.400'}
          text={(r) => (
            <>
              <Link to="/respondCallDetail" search={{ id: r.eventId }}>
                {r.eventNo}
              </Link>{' '}
              · {r.categoryName} · {r.deptName} · {H.yourRating(r.score)}
            </>
          )}
          meta={(r) => r.comment}
        />
      </SubSection>
    </PageFrame>
  );
}

/** One count: a label and a big number, linking to the list filtered by it when `to` is given. */
function Stat({ label, value, note, to, danger = false }: { label: string; value: number | string; note?: string | undefined; to?: { status?: string; overdue?: 1 }; danger?: boolean }) {
  const tile = <FigureTile label={label} value={value} unit={note} color={danger ? 'red.fg' : undefined} />;
  return to ? (
    <Link to="/respondCall" search={to as never} aria-label={`${label} ${value}${note ? ` ${note}` : ''}`}>
      {tile}
    </Link>
  ) : (
    tile
  );
}

/** The categories with their time limits, editable by the hotline centre (events taken in later get the new limit). */
function Categories() {
  const categories = useCallCategories();
  return (
    <SubSection title={H.categories} ruled={false} gap="2">
      <DataTable maxW="xl" columns={[H.category, H.limitHours, '']}>
        {(categories.data ?? []).map((c) => (
          <CategoryRow key={`${c.id}-${c.limitHours}`} c={c} />
        ))}
      </DataTable>
    </SubSection>
  );
}

/** A category's row: its time limit in hours, saved by its own button. */
function CategoryRow({ c }: { c: CallCategory }) {
  const { saveCategory } = useHotlineMutations();
  const [hours, setHours] = useState(String(c.limitHours));
  return (
    <Table.Row>
      <Table.Cell>{c.name}</Table.Cell>
      <Table.Cell>
        <Input size="sm" w="24" type="number" min={1} max={2160} aria-label={`${c.name}${H.limitHours}`} value={hours} onChange={(e) => setHours(e.target.value)} />
      </Table.Cell>
      <Table.Cell>
        <Button size="xs" variant="outline" colorPalette="brand" disabled={hours === String(c.limitHours)} onClick={() => void saveCategory.mutateAsync({ id: c.id, limitHours: Number(hours) }).then(() => notify(H.limitSaved, 'success'), () => undefined)}>
          {t.common.save}
        </Button>
      </Table.Cell>
    </Table.Row>
  );
}
