import { Box, Button, Stack, chakra } from '@chakra-ui/react';
import type { ClaimableRecord } from '@portal/api';
import { ListSkeleton, Note } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import * as t from '../../i18n/zh-CN';
import { errorText, notify } from '../../lib/api';
import { FormError, FormField, SmsCodeInput } from '../auth';
import { ButtonLink, FactList, PageFrame, QueryState } from '../common';
import { claimListOptions, useClaimMutations } from './queries';

/** One claimable record: what it is (masked), the code sent to the phone on it, and the confirmation. */
function ClaimCard({ record }: { record: ClaimableRecord }) {
  const C = t.applications.claim;
  const { sendCode, claim } = useClaimMutations();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = async (): Promise<number | null> => {
    setError(null);
    try {
      const sent = await sendCode.mutateAsync(record.id);
      notify(t.account.sms.sent(sent.phone), 'success');
      return sent.resendAfterSeconds;
    } catch (e) {
      setError(errorText(e) ?? t.account.failed);
      return null;
    }
  };
  const confirm = () => {
    setError(null);
    if (!/^\d{6}$/.test(code.trim())) {
      setError(C.codeRequired);
      return;
    }
    claim.mutate(
      { id: record.id, smsCode: code.trim() },
      { onSuccess: (r) => notify(C.done(r.claimed), 'success'), onError: (e) => setError(errorText(e) ?? t.account.failed) },
    );
  };
  return (
    <Box borderWidth="1px" borderRadius="md" p={{ base: '3', md: '5' }} data-testid="claim-record">
      <Stack gap="4">
        <FactList size="md" rows={[[C.type, record.typeLabel], [C.filedAt, record.filedAt], [C.name, record.applicantName], [C.phone, record.phone]]} />
        <chakra.form
          noValidate
          aria-label={`${C.title} ${record.typeLabel}`}
          onSubmit={(e) => {
            e.preventDefault();
            confirm();
          }}
        >
          <Stack gap="3" maxW="md">
            <FormError message={error} />
            <FormField label={C.code}>
              <SmsCodeInput value={code} onChange={(e) => setCode(e.target.value)} onSend={send} name="smsCode" />
            </FormField>
            <Button type="submit" colorPalette="brand" loading={claim.isPending} alignSelf={{ base: 'stretch', sm: 'flex-start' }} px="8">
              {C.confirm}
            </Button>
          </Stack>
        </chakra.form>
      </Stack>
    </Box>
  );
}

/**
 * /claimRecords (认领办事记录, individuals; linked from the personal centre /modifyPassword): the
 * records staff filed for the account's identity number that no account owns yet, masked, each
 * claimed with the SMS code the server sends to the phone written on the record
 * (docs/accounts.md "Ownership and claim"). A claimed record leaves the list and shows under 我的申请.
 */
export function ClaimPage() {
  const C = t.applications.claim;
  const query = useQuery(claimListOptions());
  return (
    <PageFrame title={C.title} crumbs={[{ label: t.account.modify.title, to: '/modifyPassword' }, { label: C.title }]} maxW="5xl">
      <Note>{C.intro}</Note>
      <QueryState
        query={query}
        loading={<ListSkeleton rows={2} />}
        isEmpty={(d) => d.list.length === 0}
        empty={{
          title: C.empty,
          description: C.emptyHint,
          action: (
            <ButtonLink href="/perBusiness" size="sm" colorPalette="brand" variant="outline">{C.mine}</ButtonLink>
          ),
        }}
      >
        {(d) => (
          <Stack gap="4">
            {d.list.map((r) => (
              <ClaimCard key={r.id} record={r} />
            ))}
          </Stack>
        )}
      </QueryState>
    </PageFrame>
  );
}
