import { Badge, Button, Field, HStack, Input, NativeSelect, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { EDUCATION_LEVELS, type TalentItem } from '@portal/api';
import { EmptyState, ErrorState, ListSkeleton, PaginationBar } from '@portal/ui';
import { useState } from 'react';
import { t } from '../../i18n/zh-CN';
import { errorText, notify } from '../../lib/api';
import { FormDialog, PageFrame, TableOrCards } from '../common';
import { useDockingMutations, useStreets, useTalentSearch } from './queries';

/** Search params of /xunlong: skills keyword, lowest education, street, page. */
export interface TalentSearch {
  page: number;
  limit: number;
  keyword?: string | undefined;
  education?: (typeof EDUCATION_LEVELS)[number] | undefined;
  streetCode?: string | undefined;
}

/**
 * /xunlong (人才寻珑, enterprise accounts; docs/station.md): the station's talent search over the
 * job seekers registered at /rcfnzLddj, by skills or category, lowest education and street. Names
 * and phones come masked from the server; a self-registered seeker may be invited once (an
 * in-site message with the enterprise's name and the invitation), the others are the post's.
 */
export function TalentPage({ search, onSearchChange }: { search: TalentSearch; onSearchChange: (next: Partial<TalentSearch>) => void }) {
  const T = t.talent;
  const query = useTalentSearch({ page: search.page, limit: search.limit, keyword: search.keyword, education: search.education, streetCode: search.streetCode });
  const streets = useStreets();
  const [keyword, setKeyword] = useState(search.keyword ?? '');
  const [inviting, setInviting] = useState<TalentItem | null>(null);
  const data = query.data;
  const action = (r: TalentItem) =>
    r.invitedAt ? (
      <Badge colorPalette="green" variant="subtle">
        {T.invited(r.invitedAt)}
      </Badge>
    ) : r.invitable ? (
      <Button size="xs" colorPalette="brand" onClick={() => setInviting(r)} aria-label={`${T.invite} ${r.name}`}>
        {T.invite}
      </Button>
    ) : (
      <Text fontSize="xs" color="fg.muted" title={T.byPostHint}>
        {T.byPost}
      </Text>
    );
  return (
    <PageFrame title={T.title} crumbs={[{ label: t.station.homeTitle, to: '/rcfnz' }, { label: T.title }]} subtitle={<Text fontSize="sm" color="fg.muted">{T.intro}</Text>}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSearchChange({ keyword: keyword.trim() || undefined, page: 1 });
        }}
      >
        <Stack direction={{ base: 'column', md: 'row' }} gap="2">
          <NativeSelect.Root size="sm" w={{ base: 'full', md: '40' }}>
            <NativeSelect.Field aria-label={T.education} value={search.education ?? ''} onChange={(e) => onSearchChange({ education: (e.target.value || undefined) as TalentSearch['education'], page: 1 })}>
              <option value="">{`${T.education}：${T.any}`}</option>
              {EDUCATION_LEVELS.map((l) => (
                <option key={l} value={l}>
                  {`${l}及以上`.replace('高中及以下及以上', '高中及以下')}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <NativeSelect.Root size="sm" w={{ base: 'full', md: '40' }}>
            <NativeSelect.Field aria-label={T.street} value={search.streetCode ?? ''} onChange={(e) => onSearchChange({ streetCode: e.target.value || undefined, page: 1 })}>
              <option value="">{`${T.street}：${T.any}`}</option>
              {(streets.data?.streets ?? []).map((s) => (
                <option key={s.code} value={s.code}>
                  {s.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <HStack gap="2">
            <Input size="sm" w={{ base: 'full', md: '64' }} bg="white" aria-label={T.keyword} placeholder={T.keyword} maxLength={30} value={keyword} onChange={(e) => setKeyword(e.target.value)} />
            <Button size="sm" type="submit" colorPalette="brand">
              {T.search}
            </Button>
          </HStack>
        </Stack>
      </form>
      {query.isPending ? (
        <ListSkeleton rows={6} />
      ) : !data ? (
        <ErrorState message={errorText(query.error)} onRetry={() => void query.refetch()} />
      ) : data.list.length === 0 ? (
        <EmptyState title={T.empty} />
      ) : (
        <>
          <TableOrCards
            rows={data.list}
            rowKey={(r) => r.id}
            testId="talent"
            header={[T.name, T.phone, t.station.education, T.skills, T.category, T.workType, t.station.street, T.updatedAt, ''].map((h, i) => (
              <Table.ColumnHeader key={i}>{h}</Table.ColumnHeader>
            ))}
            cells={(r) => (
              <>
                <Table.Cell whiteSpace="nowrap">{r.name}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{r.phone}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{r.education}</Table.Cell>
                <Table.Cell maxW="56">
                  <Text lineClamp={2}>{r.skills}</Text>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{r.category}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{r.workType}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{r.streetName}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{r.updatedAt.slice(0, 10)}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{action(r)}</Table.Cell>
              </>
            )}
            card={(r) => (
              <>
                <HStack justify="space-between">
                  <Text fontWeight="medium">
                    {r.name}
                    <Text as="span" fontSize="sm" color="fg.muted" ml="2">
                      {r.phone}
                    </Text>
                  </Text>
                  {action(r)}
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  {r.education} · {r.category} · {r.workType} · {r.streetName}
                </Text>
                <Text fontSize="sm">{r.skills}</Text>
              </>
            )}
          />
          <PaginationBar page={search.page} limit={search.limit} total={data.total} onPageChange={(p) => onSearchChange({ page: p })} onLimitChange={(l) => onSearchChange({ limit: l, page: 1 })} />
        </>
      )}
      {inviting && <InviteDialog seeker={inviting} onClose={() => setInviting(null)} />}
    </PageFrame>
  );
}

/** The invitation: a message of at most 200 characters, sent as an in-site message to the seeker. */
function InviteDialog({ seeker, onClose }: { seeker: TalentItem; onClose: () => void }) {
  const T = t.talent;
  const { invite } = useDockingMutations();
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState('');
  const submit = async () => {
    const text = message.trim();
    if (!text) {
      setProblem(`请填写${T.message}`);
      return false;
    }
    await invite.mutateAsync({ seekerId: seeker.id, message: text });
    notify(T.sent, 'success');
    return true;
  };
  return (
    <FormDialog open title={T.inviteTitle(seeker.name)} onClose={onClose} onSubmit={submit} submitLabel={T.send}>
      <Field.Root invalid={Boolean(problem)} required>
        <Field.Label>
          {T.message}
          <Field.RequiredIndicator />
        </Field.Label>
        <Textarea rows={4} maxLength={200} value={message} onChange={(e) => (setMessage(e.target.value), setProblem(''))} />
        {!problem && <Field.HelperText>{T.messageHint}</Field.HelperText>}
        <Field.ErrorText>{problem}</Field.ErrorText>
      </Field.Root>
    </FormDialog>
  );
}
