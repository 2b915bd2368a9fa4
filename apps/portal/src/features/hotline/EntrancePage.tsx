import { Box, Button, Heading, Input, SimpleGrid, Stack, Table, Text, chakra } from '@chakra-ui/react';
import { HOTLINE_ROLE, type CallCategory } from '@portal/api';
import { useSession } from '@portal/auth';
import { ListSkeleton } from '@portal/ui';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { t } from '../../i18n/zh-CN';
import { notify } from '../../lib/api';
import { LinkButtons, PageFrame, QueryState } from '../common';
import { useCallCategories, useCallCounts, useCallRatings, useHotlineMutations } from './queries';

/**
 * /respondCallEntrance (热线服务 for government users): the counts of the events the staff member
 * sees by status, with the overdue ones (allCallEventCount), each a link to /respondCall filtered
 * by it; the latest ratings; links to the list, the knowledge base and the public intake page
 * (群众提问页); for the hotline centre, phone intake and the categories' time limits.
 */
export function EntrancePage() {
  const H = t.hotline;
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
      <Box>
        <Heading size="sm" mb="2">
          {H.ratings}
        </Heading>
        {(ratings.data?.list ?? []).length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {H.noScore}
          </Text>
        ) : (
          <Stack gap="2">
            {ratings.data!.list.map((r) => (
              <Box key={r.eventId} borderLeftWidth="3px" borderColor="brand.400" pl="3">
                <Text fontSize="sm">
                  <Link to="/respondCallDetail" search={{ id: r.eventId }}>
                    {r.eventNo}
                  </Link>{' '}
                  · {r.categoryName} · {r.deptName} · {H.yourRating(r.score)}
                </Text>
                {r.comment && (
                  <Text fontSize="sm" color="fg.muted">
                    {r.comment}
                  </Text>
                )}
              </Box>
            ))}
          </Stack>
        )}
      </Box>
    </PageFrame>
  );
}

/** One count: a label and a big number, linking to the list filtered by it when `to` is given. */
function Stat({ label, value, note, to, danger = false }: { label: string; value: number | string; note?: string | undefined; to?: { status?: string; overdue?: 1 }; danger?: boolean }) {
  const body = (
    <Box borderWidth="1px" borderRadius="lg" p="3" bg={danger ? 'red.subtle' : 'bg.subtle'} h="full">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="2xl" fontWeight="bold" color={danger ? 'red.fg' : 'brand.700'}>
        {value}
      </Text>
      {note && (
        <Text fontSize="xs" color="red.fg">
          {note}
        </Text>
      )}
    </Box>
  );
  return to ? (
    <Link to="/respondCall" search={to as never} aria-label={`${label} ${value}${note ? ` ${note}` : ''}`}>
      {body}
    </Link>
  ) : (
    body
  );
}

/** The categories with their time limits, editable by the hotline centre (events taken in later get the new limit). */
function Categories() {
  const H = t.hotline;
  const categories = useCallCategories();
  return (
    <Box>
      <Heading size="sm" mb="2">
        {H.categories}
      </Heading>
      <chakra.div overflowX="auto" tabIndex={0}>
        <Table.Root size="sm" maxW="xl">
          <Table.Header>
            <Table.Row bg="bg.muted">
              <Table.ColumnHeader>{H.category}</Table.ColumnHeader>
              <Table.ColumnHeader>{H.limitHours}</Table.ColumnHeader>
              <Table.ColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {(categories.data ?? []).map((c) => (
              <CategoryRow key={`${c.id}-${c.limitHours}`} c={c} />
            ))}
          </Table.Body>
        </Table.Root>
      </chakra.div>
    </Box>
  );
}

function CategoryRow({ c }: { c: CallCategory }) {
  const H = t.hotline;
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
          {H.saveLimit}
        </Button>
      </Table.Cell>
    </Table.Row>
  );
}
