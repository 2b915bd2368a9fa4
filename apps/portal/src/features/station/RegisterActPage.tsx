import { Badge, Box, Button, HStack, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { ACTIVITY_TYPE_LABELS, ACTIVITY_TYPES, type ActivityType } from '@portal/api';
import { useSession } from '@portal/auth';
import { EmptyState, ErrorState, ListSkeleton, PaginationBar } from '@portal/ui';
import { Link } from '@tanstack/react-router';
import { t } from '../../i18n/zh-CN';
import { errorText, notify } from '../../lib/api';
import { FilterSelect, LinkTabs, optionsOf, PageFrame, TableOrCards } from '../common';
import { ActivityCard, ActivityFacts, ActivityStatusBadge, ApplyStatusBadge, SignUpBox, timeRange } from './ActivityCard';
import { useActivities, useActivity, useMySignUps, useStationMutations } from './queries';
import { SessionDetailEnterprises } from './RecruitmentSession';

/** Search params of /registerAct: the tab, the type filter and page, an activity's id (its detail) and the venue's check-in key (from the QR code). */
export interface RegisterActSearch {
  page: number;
  limit: number;
  tab?: 'mine' | undefined;
  type?: ActivityType | undefined;
  id?: number | undefined;
  checkin?: string | undefined;
}

/**
 * /registerAct (活动报名, public): the station's published activities as cards (one column on a
 * phone) with places, waiting list and the user's own sign-up; an activity's detail (?id=);
 * 我的报名 for logged-in users (?tab=mine); and, opened from the venue's QR code
 * (?id=&checkin=), the person's own check-in.
 */
export function RegisterActPage({ search, onSearchChange }: { search: RegisterActSearch; onSearchChange: (next: Partial<RegisterActSearch>) => void }) {
  const S = t.station;
  const user = useSession((s) => s.user);
  if (search.id !== undefined) return <ActivityDetail id={search.id} checkin={search.checkin} />;
  const tabs = [
    { key: 'list', label: S.tabs.list, href: '/registerAct' },
    ...(user ? [{ key: 'mine', label: S.tabs.mine, href: '/registerAct?tab=mine' }] : []),
  ];
  return (
    <PageFrame title={S.registerTitle} crumbs={[{ label: S.homeTitle, to: '/rcfnz' }, { label: S.registerTitle }]}>
      <LinkTabs tabs={tabs} current={search.tab ?? 'list'} label={S.tabs.label} />
      {search.tab === 'mine' && user ? <MySignUps /> : <ActivityList search={search} onSearchChange={onSearchChange} />}
    </PageFrame>
  );
}

function ActivityList({ search, onSearchChange }: { search: RegisterActSearch; onSearchChange: (next: Partial<RegisterActSearch>) => void }) {
  const S = t.station;
  const query = useActivities({ page: search.page, limit: search.limit, type: search.type });
  const data = query.data;
  return (
    <Stack gap="4">
      <HStack>
        <FilterSelect w={{ base: 'full', md: '40' }} label={S.type} all={S.allTypes} value={search.type ?? ''} onChange={(v) => onSearchChange({ type: (v || undefined) as ActivityType | undefined, page: 1 })} options={optionsOf(ACTIVITY_TYPES, ACTIVITY_TYPE_LABELS)} />
      </HStack>
      {query.isPending ? (
        <ListSkeleton rows={4} />
      ) : !data ? (
        <ErrorState message={errorText(query.error)} onRetry={() => void query.refetch()} />
      ) : data.list.length === 0 ? (
        <EmptyState title={S.empty} />
      ) : (
        <>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {data.list.map((a) => (
              <ActivityCard key={a.id} a={a} />
            ))}
          </SimpleGrid>
          <PaginationBar page={search.page} limit={search.limit} total={data.total} onPageChange={(p) => onSearchChange({ page: p })} onLimitChange={(l) => onSearchChange({ limit: l, page: 1 })} />
        </>
      )}
    </Stack>
  );
}

/** 我的报名: the user's sign-ups, newest first, each linking to its activity. */
function MySignUps() {
  const S = t.station;
  const query = useMySignUps(true);
  const data = query.data;
  if (query.isPending) return <ListSkeleton rows={4} />;
  if (!data) return <ErrorState message={errorText(query.error)} onRetry={() => void query.refetch()} />;
  if (data.list.length === 0) return <EmptyState title={S.mineEmpty} />;
  const title = (r: (typeof data.list)[number]) => (
    <Link to="/registerAct" search={{ id: r.activityId }}>
      <Text as="span" color="brand.700" fontWeight="medium">
        {r.activityTitle}
      </Text>
    </Link>
  );
  return (
    <TableOrCards
      rows={data.list}
      rowKey={(r) => r.id}
      testId="my-apply"
      header={[S.title, S.time, S.place, S.status, S.checkCode, S.appliedAt].map((h) => (
        <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>
      ))}
      cells={(r) => (
        <>
          <Table.Cell>{title(r)}</Table.Cell>
          <Table.Cell whiteSpace="nowrap">{r.startTime.slice(0, 16)}</Table.Cell>
          <Table.Cell>{r.place}</Table.Cell>
          <Table.Cell>
            <HStack gap="1">
              <ApplyStatusBadge status={r.status} position={r.position} />
              {r.activityStatus !== 'published' && <ActivityStatusBadge status={r.activityStatus} />}
            </HStack>
          </Table.Cell>
          <Table.Cell>{r.status === 'cancelled' || r.status === 'waiting' ? '—' : r.checkCode}</Table.Cell>
          <Table.Cell whiteSpace="nowrap">{r.createdAt.slice(0, 16)}</Table.Cell>
        </>
      )}
      card={(r) => (
        <>
          {title(r)}
          <Text fontSize="sm" color="fg.muted">
            {r.startTime.slice(0, 16)} · {r.place}
          </Text>
          <HStack gap="2">
            <ApplyStatusBadge status={r.status} position={r.position} />
            {r.activityStatus !== 'published' && <ActivityStatusBadge status={r.activityStatus} />}
            {r.status !== 'cancelled' && r.status !== 'waiting' && (
              <Text fontSize="sm">
                {S.checkCode} {r.checkCode}
              </Text>
            )}
          </HStack>
        </>
      )}
    />
  );
}

/** One activity: its facts and content, the user's sign-up box and, opened from the venue's QR code, the check-in button. */
function ActivityDetail({ id, checkin }: { id: number; checkin?: string | undefined }) {
  const S = t.station;
  const query = useActivity(id);
  const { checkIn } = useStationMutations();
  const a = query.data;
  return (
    <PageFrame title={a?.title ?? S.detail} crumbs={[{ label: S.homeTitle, to: '/rcfnz' }, { label: S.registerTitle, to: '/registerAct' }, { label: S.detail }]} maxW="5xl">
      {query.isPending ? (
        <ListSkeleton rows={4} />
      ) : !a ? (
        <ErrorState message={errorText(query.error)} onRetry={() => void query.refetch()} />
      ) : (
        <Stack gap="5">
          <HStack gap="2" wrap="wrap">
            <Badge colorPalette="brand" variant="subtle">
              {ACTIVITY_TYPE_LABELS[a.type]}
            </Badge>
            <ActivityStatusBadge status={a.status} />
          </HStack>
          <ActivityFacts a={a} />
          <Text fontSize="sm" color="fg.muted">
            {S.signUpWindow}：{timeRange(a.signUpStart, a.signUpEnd)}
          </Text>
          {a.status === 'cancelled' && a.cancelReason && (
            <Text color="red.fg" fontSize="sm">
              {S.cancelReason}：{a.cancelReason}
            </Text>
          )}
          <Box whiteSpace="pre-wrap" lineHeight="tall">
            {a.content}
          </Box>
          {checkin && a.mine?.status === 'enrolled' && (
            <Stack gap="2" p="3" bg="brand.50" borderRadius="md">
              <Text fontSize="sm">{S.selfCheckInHint}</Text>
              <Button colorPalette="brand" alignSelf="flex-start" loading={checkIn.isPending} onClick={() => checkIn.mutate({ activityId: a.id, key: checkin }, { onSuccess: () => notify(S.checkedIn, 'success') })}>
                {S.selfCheckIn}
              </Button>
            </Stack>
          )}
          <SignUpBox a={a} />
          {a.type === 'recruitment' && a.status !== 'draft' && a.status !== 'cancelled' && <SessionDetailEnterprises id={a.id} />}
          <Button asChild variant="outline" colorPalette="brand" alignSelf="center" px="8">
            <Link to="/registerAct">{S.back}</Link>
          </Button>
        </Stack>
      )}
    </PageFrame>
  );
}
