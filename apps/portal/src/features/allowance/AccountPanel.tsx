import { Box, Button, Card, Field, Flex, HStack, Image, Input, Stack, Text, chakra } from '@chakra-ui/react';
import { Note } from '@portal/ui';
import { endpoints, type QrState } from '@portal/api';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import * as t from '../../i18n/zh-CN';
import { api, notify } from '../../lib/api';
import { accountOptions, loginInfoOptions, useAreaAuditMutations } from './queries';

const A = t.allowance.account;

/** How often the QR login status is asked while a code is shown, in ms. */
export const QR_POLL_MS = 2000;

/** The QR login: a code from the external system, polled until confirmed (then the login info is pushed) or expired. */
function QrLogin({ onDone }: { onDone: () => void }) {
  const m = useAreaAuditMutations();
  const qr = useQuery({ queryKey: ['user', 'areaAudit', 'qr'], queryFn: () => api.call(endpoints.allowanceRefreshQrCode, {}), staleTime: Infinity, gcTime: 0, retry: false });
  const [state, setState] = useState<{ status: QrState; message: string } | null>(null);
  const qrId = qr.data?.qrId;
  useEffect(() => {
    if (!qrId) return;
    setState(null);
    let stopped = false;
    const tick = async () => {
      if (stopped) return;
      const s = await api.call(endpoints.allowanceLoginStatus, { qrId }).catch(() => null);
      if (stopped || !s) return;
      setState(s);
      if (s.status === 'confirmed') {
        await m.pushLogin.mutateAsync(qrId).then(onDone, () => undefined);
        return;
      }
      if (s.status !== 'expired') timer = setTimeout(() => void tick(), QR_POLL_MS);
    };
    let timer = setTimeout(() => void tick(), QR_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
    // m.pushLogin and onDone are stable enough for one QR code; a new code restarts the polling
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [qrId]);
  return (
    <Stack gap="2" align="flex-start" data-testid="qr-login">
      {qr.data && <Image src={qr.data.image} alt={A.qrAlt} w="40" h="40" borderWidth="1px" borderRadius="md" />}
      <Text fontSize="sm" color={state?.status === 'expired' ? 'red.600' : 'fg.muted'} role="status">
        {state?.message ?? (qr.isPending ? '…' : '')}
      </Text>
      <Button size="xs" variant="outline" onClick={() => void qr.refetch()} loading={qr.isFetching}>
        {A.refresh}
      </Button>
    </Stack>
  );
}

/**
 * The staff member's account at the external allowance system (SPEC.md section 3): bind with
 * account number and password (the password is never shown again), unbind, and log in by QR code;
 * shows the session and the last push.
 */
export function AccountPanel() {
  const account = useQuery(accountOptions());
  const info = useQuery(loginInfoOptions());
  const m = useAreaAuditMutations();
  const [accountNum, setAccountNum] = useState('');
  const [password, setPassword] = useState('');
  const [editing, setEditing] = useState(false);
  const [scanning, setScanning] = useState(false);
  const a = account.data;
  const l = info.data;
  const showForm = a !== undefined && editing;

  return (
    <Card.Root size="sm" variant="outline" data-testid="account-panel">
      <Card.Body gap="3">
        <Flex justify="space-between" align={{ base: 'flex-start', md: 'center' }} direction={{ base: 'column', md: 'row' }} gap="2">
          <Box>
            <Text fontWeight="semibold" color="brand.800">
              {A.title}
            </Text>
            <Note data-testid="account-state">{a?.bound ? `${A.bound(a.accountNum)} · ${a.boundAt ? A.boundAt(a.boundAt) : ''}` : A.notBound}</Note>
            {a?.bound && l && (
              <Text fontSize="sm" color={l.loggedIn ? 'green.700' : 'fg.muted'} data-testid="login-state">
                {l.loggedIn && l.sessionExpiresAt ? A.loggedIn(l.sessionExpiresAt) : A.notLoggedIn}
                {l.lastPushAt && ` · ${A.lastPush(l.lastPushAt, l.lastPushOk === true, l.lastPushOk ? '' : l.lastPushMessage)}`}
              </Text>
            )}
          </Box>
          {a && !a.bound && !editing && (
            <Button size="sm" colorPalette="brand" variant="outline" onClick={() => setEditing(true)}>
              {A.openBind}
            </Button>
          )}
          {a?.bound && !editing && (
            <HStack gap="2" wrap="wrap">
              <Button size="sm" colorPalette="brand" onClick={() => setScanning((s) => !s)}>
                {A.login}
              </Button>
              <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
                {A.rebind}
              </Button>
              <Button size="sm" variant="ghost" colorPalette="red" onClick={() => void m.unbind.mutateAsync().then(() => (setScanning(false), notify(A.unbindDone, 'success')), () => undefined)}>
                {A.unbind}
              </Button>
            </HStack>
          )}
        </Flex>
        {showForm && (
          <chakra.form
            display="flex"
            flexDirection={{ base: 'column', md: 'row' }}
            gap="2"
            alignItems={{ md: 'flex-end' }}
            onSubmit={(e) => {
              e.preventDefault();
              void m.bind.mutateAsync({ accountNum: accountNum.trim(), password }).then(() => {
                notify(A.bindDone, 'success');
                setPassword('');
                setEditing(false);
              }, () => undefined);
            }}
          >
            <Field.Root required maxW={{ md: '64' }}>
              <Field.Label fontSize="sm">{A.accountNum}</Field.Label>
              <Input size="sm" value={accountNum} onChange={(e) => setAccountNum(e.target.value)} autoComplete="off" maxLength={50} />
            </Field.Root>
            <Field.Root required maxW={{ md: '64' }}>
              <Field.Label fontSize="sm">{A.password}</Field.Label>
              <Input size="sm" type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="new-password" maxLength={64} />
            </Field.Root>
            <HStack gap="2" flexShrink={0}>
              <Button type="submit" size="sm" colorPalette="brand" loading={m.bind.isPending} disabled={!accountNum.trim() || !password}>
                {A.bind}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
                {t.common.cancel}
              </Button>
            </HStack>
          </chakra.form>
        )}
        {showForm && (
          <Text fontSize="xs" color="fg.muted">
            {A.hint}
          </Text>
        )}
        {a?.bound && scanning && !editing && <QrLogin onDone={() => setScanning(false)} />}
      </Card.Body>
    </Card.Root>
  );
}
