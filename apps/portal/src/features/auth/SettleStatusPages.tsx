import { Badge, Box, Button, DataList, HStack, Stack, Text } from '@chakra-ui/react';
import { endpoints, type SettleApplication } from '@portal/api';
import { useSession } from '@portal/auth';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { t } from '../../i18n/zh-CN';
import { api } from '../../lib/api';
import { AuthLayout } from './AuthLayout';
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
          <DataList.Root orientation="horizontal" size="md">
            <DataList.Item>
              <DataList.ItemLabel>{t.account.settled.number}</DataList.ItemLabel>
              <DataList.ItemValue data-testid="application-id">{id}</DataList.ItemValue>
            </DataList.Item>
            {username && (
              <DataList.Item>
                <DataList.ItemLabel>{t.account.settled.account}</DataList.ItemLabel>
                <DataList.ItemValue data-testid="application-username">{username}</DataList.ItemValue>
              </DataList.Item>
            )}
          </DataList.Root>
        )}
        <Text fontSize="sm" color="fg.muted">
          {t.account.settled.next}
        </Text>
        <Button asChild colorPalette="brand" size="lg">
          <Link to="/">{t.account.settled.toLogin}</Link>
        </Button>
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

  if (!user) {
    return (
      <AuthLayout title={t.account.status.title}>
        <Stack gap="4">
          <Text>{t.account.status.loginFirst}</Text>
          <Button asChild colorPalette="brand">
            <Link to="/">{t.account.toLogin}</Link>
          </Button>
        </Stack>
      </AuthLayout>
    );
  }
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
            <DataList.Root orientation="horizontal" size="sm">
              <DataList.Item>
                <DataList.ItemLabel>{t.account.fields.creditCode}</DataList.ItemLabel>
                <DataList.ItemValue>{app.creditCode}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>{t.account.status.submittedAt}</DataList.ItemLabel>
                <DataList.ItemValue>{app.submittedAt}</DataList.ItemValue>
              </DataList.Item>
              {app.note && (
                <DataList.Item>
                  <DataList.ItemLabel>{t.account.status.note}</DataList.ItemLabel>
                  <DataList.ItemValue>{app.note}</DataList.ItemValue>
                </DataList.Item>
              )}
            </DataList.Root>
            <Text fontSize="sm" color="fg.muted" mt="3">
              {app.status === 'awaiting_check' ? t.account.status.waiting : t.account.status.refusedHint}
            </Text>
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
                <Button asChild colorPalette="brand" size="lg" flex="1">
                  <Link to="/settledEnt">{t.account.status.applyAgain}</Link>
                </Button>
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
