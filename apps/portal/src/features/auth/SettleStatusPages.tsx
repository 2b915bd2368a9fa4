import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Note } from '@portal/ui';
import { endpoints, type SettleApplication } from '@portal/api';
import { useSession } from '@portal/auth';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import * as t from '../../i18n/zh-CN';
import { api } from '../../lib/api';
import { ButtonLink, FactList } from '../common';
import { AuthLayout, AuthStepNotNeeded } from './AuthLayout';
import { refreshSessionUser } from './session';
import { useLogout } from './useLogout';

/**
 * /settledSuccess?id=N&username=X: the settle-in application was sent; it says what happens next
 * and with which account the enterprise can log in to follow it.
 */
export function SettledSuccessPage({ id, username }: { id?: number | undefined; username?: string | undefined }) {
  return (
    <AuthLayout title={t.account.settled.title}>
      <Stack gap="5" data-testid="settled-success">
        <Text>{t.account.settled.text}</Text>
        {id !== undefined && (
          <FactList
            size="md"
            rows={[
              [t.common.applyNo, <span data-testid="application-id">{id}</span>],
              ...(username ? [[t.account.settled.account, <span data-testid="application-username">{username}</span>] as const] : []),
            ]}
          />
        )}
        <Note>{t.account.settled.next}</Note>
        <ButtonLink href="/" colorPalette="brand" size="lg">{t.account.settled.toLogin}</ButtonLink>
      </Stack>
    </AuthLayout>
  );
}

const STATUS_PALETTE: Record<SettleApplication['status'], string> = { awaiting_check: 'orange', agree: 'green', refused: 'red', against: 'red' };

/**
 * /loginStatus: where an enterprise account stands. A pending account (its settle-in application
 * not approved yet) sees its application and status, refreshed from GET /api/second/user/info; a
 * refused one may apply again; an approved one goes on to /Home. Visitors are asked to log in.
 */
export function LoginStatusPage() {
  const user = useSession((s) => s.user);
  const navigate = useNavigate();
  const logout = useLogout();
  const current = useQuery({
    queryKey: ['user', 'loginStatus', user?.token],
    queryFn: ({ signal }) => api.call(endpoints.currentUser, {}, { signal }),
    enabled: user !== null,
    staleTime: 0,
  });
  const result = current.data;
  useEffect(() => {
    if (result) refreshSessionUser(result);
  }, [result]);

  if (!user) return <AuthStepNotNeeded title={t.account.status.title} text={t.account.status.loginFirst} loggedIn={false} loginTo="/" />;
  const app = result?.account.application ?? null;
  const active = result?.account.status === 'active';
  return (
    <AuthLayout title={t.account.status.title} intro={t.account.status.intro(user.name || user.userName)}>
      <Stack gap="5" aria-busy={current.isPending} data-testid="login-status">
        {active ? (
          <Text>{t.account.status.active}</Text>
        ) : app ? (
          <Box borderWidth="1px" borderColor="border" borderRadius="md" p="4">
            <HStack justify="space-between" mb="3" gap="3" wrap="wrap">
              <Text fontWeight="bold">{app.entName}</Text>
              <Badge colorPalette={STATUS_PALETTE[app.status]} size="lg" data-testid="application-status">
                {t.account.status.labels[app.status]}
              </Badge>
            </HStack>
            <FactList size="sm" rows={[[t.common.creditCode, app.creditCode], [t.common.submittedAt, app.submittedAt], ...(app.note ? [[t.common.auditComment, app.note] as const] : [])]} />
            <Note mt="3">{app.status === 'awaiting_check' ? t.account.status.waiting : t.account.status.refusedHint}</Note>
          </Box>
        ) : (
          current.isSuccess && <Text>{t.account.status.none}</Text>
        )}
        <HStack gap="3">
          {active ? (
            <Button colorPalette="brand" size="lg" flex="1" onClick={() => void navigate({ to: '/Home' })}>
              {t.account.enterHome}
            </Button>
          ) : (
            <>
              {app && app.status !== 'awaiting_check' && (
                <ButtonLink href="/settledEnt" colorPalette="brand" size="lg" flex="1">{t.account.status.applyAgain}</ButtonLink>
              )}
              <Button variant="outline" size="lg" flex="1" onClick={() => void current.refetch()} loading={current.isFetching}>
                {t.account.status.refresh}
              </Button>
            </>
          )}
          <Button variant="ghost" size="lg" onClick={() => void logout('/')}>
            {t.account.logout}
          </Button>
        </HStack>
      </Stack>
    </AuthLayout>
  );
}
