import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Note } from '@portal/ui';
import { ACTIVITY_AUDIENCE_LABELS, ACTIVITY_STATUS_LABELS, ACTIVITY_TYPE_LABELS, APPLY_STATUS_LABELS, type ActivityItem, type ActivityStatus, type ApplyStatus } from '@portal/api';
import { useSession } from '@portal/auth';
import { Link } from '@tanstack/react-router';
import * as t from '../../i18n/zh-CN';
import { notify } from '../../lib/api';
import { FactList, useConfirm } from '../common';
import { useStationMutations } from './queries';

const S = t.station;

const STATUS_COLORS: Record<ActivityStatus, string> = { draft: 'gray', published: 'green', cancelled: 'red', ended: 'gray' };
const APPLY_COLORS: Record<ApplyStatus, string> = { enrolled: 'green', waiting: 'orange', attended: 'blue', cancelled: 'gray' };

/** An activity's status badge. */
export const ActivityStatusBadge = ({ status }: { status: ActivityStatus }) => <Badge colorPalette={STATUS_COLORS[status]}>{ACTIVITY_STATUS_LABELS[status]}</Badge>;

/** A sign-up's status badge, with the waiting position. */
export const ApplyStatusBadge = ({ status, position }: { status: ApplyStatus; position: number }) => (
  <Badge colorPalette={APPLY_COLORS[status]} data-testid="apply-status">
    {status === 'waiting' && position > 0 ? t.station.position(position) : APPLY_STATUS_LABELS[status]}
  </Badge>
);

/** 'YYYY-MM-DD HH:mm' to 'HH:mm' of the same day, or the full second time: "2027-03-02 09:00 至 17:00". */
export const timeRange = (start: string, end: string) => `${start.slice(0, 16)} 至 ${end.slice(0, 10) === start.slice(0, 10) ? end.slice(11, 16) : end.slice(0, 16)}`;

/** Whether the session may sign up for an activity of this audience (the server's rule: person accounts and/or enterprises). */
function useMayJoin(a: ActivityItem): boolean {
  const userType = useSession((s) => s.userType);
  const category = useSession((s) => s.category);
  const person = userType === 3 && category === 'person';
  const ent = userType === 2;
  return a.audience === 'both' ? person || ent : a.audience === 'person' ? person : ent;
}

/**
 * What a user can do about an activity: their own sign-up (status, waiting position, check-in
 * code, 取消报名), or 立即报名 / 报名候补 while sign-up is open, or why not (not started, closed,
 * not for them, 登录后报名 for a visitor).
 */
export function SignUpBox({ a }: { a: ActivityItem }) {
  const user = useSession((s) => s.user);
  const mayJoin = useMayJoin(a);
  const { join, leave } = useStationMutations();
  const confirm = useConfirm();
  if (a.mine) {
    const mine = a.mine;
    return (
      <Stack gap="2" data-testid="my-sign-up">
        <HStack gap="2" wrap="wrap">
          <Text fontSize="sm">{S.myStatus}</Text>
          <ApplyStatusBadge status={mine.status} position={mine.position} />
          {mine.status !== 'waiting' && (
            <Text fontSize="sm">
              {S.checkCode}：<Text as="span" fontWeight="bold" letterSpacing="wider" data-testid="check-code">{mine.checkCode}</Text>
            </Text>
          )}
        </HStack>
        {mine.status === 'waiting' && <Text fontSize="xs" color="fg.muted">{S.waitingDone(mine.position)}</Text>}
        {(mine.status === 'enrolled' || mine.status === 'waiting') && a.status === 'published' && (
          <>
            <Button size="sm" variant="outline" colorPalette="red" alignSelf="flex-start" loading={leave.isPending} onClick={() => confirm.ask(S.cancelSignUpConfirm, () => leave.mutate(mine.id, { onSuccess: () => notify(S.cancelledSignUp, 'success') }))}>
              {S.cancelSignUp}
            </Button>
            {confirm.dialog}
          </>
        )}
      </Stack>
    );
  }
  if (a.signUp === 'notStarted') return <Note>{S.notStarted}</Note>;
  if (a.signUp === 'closed') return <Note>{a.status === 'cancelled' ? ACTIVITY_STATUS_LABELS.cancelled : S.closed}</Note>;
  if (!user) {
    return (
      <Button asChild size="sm" colorPalette="brand" alignSelf="flex-start">
        <Link to="/" search={{ as: a.audience === 'enterprise' ? undefined : 'person', redirect: `/registerAct?id=${a.id}` }}>{S.loginToSignUp}</Link>
      </Button>
    );
  }
  if (!mayJoin) return <Note>{S.notForYou(ACTIVITY_AUDIENCE_LABELS[a.audience])}</Note>;
  const full = a.enrolled >= a.capacity;
  return (
    <Button
      size="sm"
      colorPalette={full ? 'orange' : 'brand'}
      alignSelf="flex-start"
      loading={join.isPending}
      onClick={() =>
        join.mutate(a.id, {
          onSuccess: (r) => notify(r.status === 'waiting' ? S.waitingDone(r.position) : S.signedUp, 'success'),
        })
      }
    >
      {full ? S.signUpWaiting : S.signUp}
    </Button>
  );
}

/** The facts of an activity: time, place, organiser, audience and places (with the waiting count). */
export function ActivityFacts({ a }: { a: ActivityItem }) {
  const rows: [string, string][] = [
    [S.time, timeRange(a.startTime, a.endTime)],
    [S.place, a.place],
    [S.owner, a.ownerName],
    [S.audience, ACTIVITY_AUDIENCE_LABELS[a.audience]],
    [S.capacity, `${S.places(a.enrolled, a.capacity)}${a.waiting ? `，${S.waitingCount(a.waiting)}` : ''}`],
  ];
  return <FactList size="sm" gap="1" labelW="16" rows={rows} />;
}

/** An activity's type and status as badges. */
export function ActivityBadges({ a }: { a: ActivityItem }) {
  return (
    <HStack gap="2" wrap="wrap">
      <Badge colorPalette="brand" variant="subtle">
        {ACTIVITY_TYPE_LABELS[a.type]}
      </Badge>
      <ActivityStatusBadge status={a.status} />
    </HStack>
  );
}

/** One activity as a card of the public list (/registerAct, /rcfnz): its title links to its detail. */
export function ActivityCard({ a }: { a: ActivityItem }) {
  return (
    <Box borderWidth="1px" borderRadius="md" p="4" data-testid="activity-card" bg="white">
      <Stack gap="3">
        <ActivityBadges a={a} />
        <Link to="/registerAct" search={{ id: a.id }}>
          <Text fontWeight="semibold" color="brand.700" fontSize="md" data-testid="activity-title">
            {a.title}
          </Text>
        </Link>
        <ActivityFacts a={a} />
        <SignUpBox a={a} />
      </Stack>
    </Box>
  );
}
