import { Spinner, Stack, Text } from '@chakra-ui/react';
import { endpoints } from '@portal/api';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import * as t from '../../i18n/zh-CN';
import { api } from '../../lib/api';
import { AuthLayout } from './AuthLayout';
import { messageOf } from './serverErrors';
import { completeLogin } from './session';
import { ButtonLink } from '../common';

/**
 * /LoginAction?token=T&redirect=/path: takes over a login made elsewhere (a link from another
 * system of the bureau, or the bigscreen) by checking the token with GET /api/second/user/info,
 * then lands like any login (session.ts). An expired token answers 2003, which the API client
 * turns into '请先登录' and the login page.
 */
export function LoginActionPage({ token, redirectTo }: { token?: string | undefined; redirectTo?: string | undefined }) {
  const navigate = useNavigate();
  const check = useQuery({
    queryKey: ['loginAction', token],
    queryFn: ({ signal }) => api.call(endpoints.currentUser, {}, { signal, token: token! }),
    enabled: Boolean(token),
    retry: false,
    gcTime: 0,
  });
  useEffect(() => {
    if (check.data) void navigate({ href: completeLogin(check.data, redirectTo), replace: true });
  }, [check.data, navigate, redirectTo]);

  const problem = !token ? t.account.loginAction.noToken : check.isError ? messageOf(check.error) : null;
  return (
    <AuthLayout title={t.account.loginAction.title}>
      {problem ? (
        <Stack gap="4" role="alert">
          <Text>{problem}</Text>
          <ButtonLink href="/" colorPalette="brand">{t.account.toLogin}</ButtonLink>
        </Stack>
      ) : (
        <Stack direction="row" gap="3" align="center" aria-busy="true">
          <Spinner color="brand.600" />
          <Text>{t.account.loginAction.checking}</Text>
        </Stack>
      )}
    </AuthLayout>
  );
}
