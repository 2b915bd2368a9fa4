import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { ACTIVITY_TYPE_LABELS, ACTIVITY_TYPES, type ActivityType } from '@portal/api';
import { useSession } from '@portal/auth';
import { ListSkeleton, Note } from '@portal/ui';
import { Link } from '@tanstack/react-router';
import * as t from '../../i18n/zh-CN';
import { notify } from '../../lib/api';
import { ButtonLink, FilterSelect, LinkTabs, ListView, optionsOf, PageFrame, QueryState } from '../common';
import { ActivityBadges, ActivityCard, ActivityFacts, ActivityStatusBadge, ApplyStatusBadge, SignUpBox, timeRange } from './ActivityCard';
import { PagedGrid } from './PagedGrid';
import { useActivities, useActivity, useMySignUps, useStationMutations } from './queries';
import { SessionDetailEnterprises } from './RecruitmentSession';

const S = t.station;

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
  const query = useActivities({ page: search.page, limit: search.limit, type: search.type });
  return (
    <Stack gap="4">
      <FilterSelect w={{ base: 'full', md: '40' }} label={S.type} all={t.common.allTypes} value={search.type ?? ''} onChange={(v) => onSearchChange({ type: (v || undefined) as ActivityType | undefined, page: 1 })} options={optionsOf(ACTIVITY_TYPES, ACTIVITY_TYPE_LABELS)} />
      <PagedGrid query={query} empty={S.empty} paging={{ page: search.page, limit: search.limit, onPage: onSearchChange }}>
        {(a) => <ActivityCard a={a} />}
      </PagedGrid>
    </Stack>
  );
}

/** 我的报名: the user's sign-ups, newest first, each linking to its activity. */
function MySignUps() {
  const query = useMySignUps(true);
  return (
    <ListView
      query={query}
      rowKey={(r) => r.id}
      testId="my-apply"
      empty={S.mineEmpty}
      skeletonRows={4}
      columns={[
        {
          header: S.title,
          cell: (r) => (
            <Link to="/registerAct" search={{ id: r.activityId }}>
              <Text as="span" color="brand.700" fontWeight="medium">
                {r.activityTitle}
              </Text>
            </Link>
          ),
          card: 'title',
        },
        { header: S.time, cell: (r) => r.startTime.slice(0, 16), cellProps: { whiteSpace: 'nowrap' } },
        { header: S.place, cell: (r) => r.place },
        {
          header: t.common.status,
          cell: (r) => (
            <HStack gap="1">
              <ApplyStatusBadge status={r.status} position={r.position} />
              {r.activityStatus !== 'published' && <ActivityStatusBadge status={r.activityStatus} />}
            </HStack>
          ),
          card: 'badge',
        },
        { header: S.checkCode, cell: (r) => (r.status === 'cancelled' || r.status === 'waiting' ? '—' : r.checkCode) },
        { header: S.appliedAt, cell: (r) => r.createdAt.slice(0, 16), cellProps: { whiteSpace: 'nowrap' } },
      ]}
    />
  );
}

/** One activity: its facts and content, the user's sign-up box and, opened from the venue's QR code, the check-in button. */
function ActivityDetail({ id, checkin }: { id: number; checkin?: string | undefined }) {
  const query = useActivity(id);
  const { checkIn } = useStationMutations();
  return (
    <PageFrame title={query.data?.title ?? S.detail} crumbs={[{ label: S.homeTitle, to: '/rcfnz' }, { label: S.registerTitle, to: '/registerAct' }, { label: S.detail }]} maxW="5xl">
      <QueryState query={query} loading={<ListSkeleton rows={4} />}>
        {(a) => (
          <Stack gap="5">
            <ActivityBadges a={a} />
            <ActivityFacts a={a} />
            <Note>{S.signUpWindow}：{timeRange(a.signUpStart, a.signUpEnd)}</Note>
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
            <ButtonLink href="/registerAct" variant="outline" colorPalette="brand" alignSelf="center" px="8">
              {S.back}
            </ButtonLink>
          </Stack>
        )}
      </QueryState>
    </PageFrame>
  );
}
