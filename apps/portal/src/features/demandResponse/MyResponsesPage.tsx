import { Box, Button, Flex, HStack, Stack, Steps, Text } from '@chakra-ui/react';
import { RESPONSE_STAGES, type ResponseItem } from '@portal/api';
import { ListSkeleton, Note, PaginationBar } from '@portal/ui';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import * as t from '../../i18n/zh-CN';
import { notify } from '../../lib/api';
import { ButtonLink, PageFrame, QueryState, STATIC_STEPS_ITEM, STATIC_STEPS_LIST, useConfirm } from '../common';
import { StageBadge } from './StageBadge';
import { downloadResume, useMyResponses, useResponseMutations, useTracks } from './queries';

const M = t.myResponse;

/** Search params of /myResponse: page, limit, and the response to open (from an in-site mail's link). */
export interface MyResponseSearch {
  page: number;
  limit: number;
  id?: number | undefined;
}

/**
 * /myResponse (我的投递, individuals): every job the person responded to, newest first, with its
 * progress as three steps (已投递 → 已分配 → 跟踪中), the staff member following it, the
 * tracking records (each can be confirmed as true), the resume, and withdrawal while nobody
 * follows it yet. Reached from the personal centre (/modifyPassword), from a job page after
 * responding, and from in-site mails (`id` opens that response).
 */
export function MyResponsesPage({ search, onSearchChange }: { search: MyResponseSearch; onSearchChange: (next: Partial<MyResponseSearch>) => void }) {
  const query = useMyResponses({ page: search.page, limit: search.limit });
  const confirm = useConfirm();
  const { withdraw } = useResponseMutations();
  const data = query.data;
  return (
    <PageFrame title={M.title} subtitle={data && M.total(data.total)}>
      <QueryState
        query={query}
        loading={<ListSkeleton rows={4} />}
        isEmpty={(d) => d.list.length === 0}
        empty={{
          title: M.empty,
          description: M.emptyHint,
          action: (
            <ButtonLink href="/jobDemandAll" size="sm" colorPalette="brand">
              {M.browse}
            </ButtonLink>
          ),
        }}
      >
        {(d) => (
          <>
            <Stack gap="3">
              {d.list.map((r) => (
                <ResponseCard key={r.id} r={r} open={search.id === r.id} onWithdraw={() => confirm.ask(M.withdrawConfirm, () => void withdraw.mutateAsync(r.id).then(() => notify(M.withdrawn, 'success'), () => undefined))} />
              ))}
            </Stack>
            <PaginationBar page={search.page} limit={search.limit} total={d.total} onPageChange={(p) => onSearchChange({ page: p })} onLimitChange={(l) => onSearchChange({ limit: l, page: 1 })} />
          </>
        )}
      </QueryState>
      {confirm.dialog}
    </PageFrame>
  );
}

/** One response: job, enterprise, progress steps, staff member, resume, and its tracking records on demand. */
function ResponseCard({ r, open, onWithdraw }: { r: ResponseItem; open: boolean; onWithdraw: () => void }) {
  const [showTracks, setShowTracks] = useState(open || r.stage === 'tracked');
  useEffect(() => {
    if (open) document.getElementById(`response-${r.id}`)?.scrollIntoView({ block: 'center' });
  }, [open, r.id]);
  return (
    <Box id={`response-${r.id}`} borderWidth={open ? '2px' : '1px'} borderColor={open ? 'brand.500' : 'border'} borderRadius="lg" p={{ base: '3', md: '5' }} data-testid="my-response">
      <Flex justify="space-between" gap="3" direction={{ base: 'column', md: 'row' }}>
        <Stack gap="1" minW="0">
          <HStack gap="2" wrap="wrap">
            <Link to="/entDemandDetail" search={{ id: r.demandId }}>
              <Text fontWeight="semibold" fontSize="lg" color="brand.fg" data-testid="my-response-post">
                {r.postName}
              </Text>
            </Link>
            <StageBadge r={r} />
          </HStack>
          <Note>{r.entName} · {r.createdAt.slice(0, 16)}</Note>
          {r.adminName && <Text fontSize="sm">{M.admin(r.adminName)}</Text>}
          <Note>{M.stepHint[r.stage]}</Note>
        </Stack>
        <Steps.Root size="sm" count={3} step={RESPONSE_STAGES.indexOf(r.stage)} w={{ base: 'full', md: '80' }} flexShrink={0} colorPalette="brand" aria-label={t.demandResponse.stage}>
          <Steps.List {...STATIC_STEPS_LIST}>
            {M.steps.map((label, i) => (
              <Steps.Item key={label} index={i} {...STATIC_STEPS_ITEM}>
                <Steps.Indicator />
                <Steps.Title fontSize="xs">{label}</Steps.Title>
                <Steps.Separator />
              </Steps.Item>
            ))}
          </Steps.List>
        </Steps.Root>
      </Flex>
      <HStack gap="2" mt="3" wrap="wrap">
        {r.resumeName && (
          <Button size="xs" variant="outline" colorPalette="brand" onClick={() => downloadResume(r.id)}>
            {t.demandResponse.download}：{r.resumeName}
          </Button>
        )}
        <Button size="xs" variant="ghost" colorPalette="brand" aria-expanded={showTracks} onClick={() => setShowTracks((v) => !v)}>
          {M.tracks(r.tracks)}
        </Button>
        {r.stage === 'submitted' && (
          <Button size="xs" variant="ghost" colorPalette="red" onClick={onWithdraw}>
            {M.withdraw}
          </Button>
        )}
      </HStack>
      {showTracks && <Tracks id={r.id} />}
    </Box>
  );
}

/** The tracking records of one response, oldest first, each confirmable by the applicant. */
function Tracks({ id }: { id: number }) {
  const tracks = useTracks(id);
  const { confirm } = useResponseMutations();
  if (!tracks.data) return null;
  return (
    <Stack gap="2" mt="3" pl="1" data-testid="my-tracks">
      {tracks.data.length === 0 && (
        <Note>{M.noTracks}</Note>
      )}
      {tracks.data.map((tr) => (
        <Flex key={tr.id} gap="2" borderLeftWidth="3px" borderColor="brand.400" pl="3" justify="space-between" align={{ base: 'start', md: 'center' }} direction={{ base: 'column', md: 'row' }} data-testid="my-track">
          <Stack gap="0">
            <Text fontSize="sm">{tr.content}</Text>
            <Text fontSize="xs" color="fg.muted">
              {tr.userName} · {tr.createdAt.slice(0, 16)}
            </Text>
          </Stack>
          {tr.confirmedAt ? (
            <Text fontSize="xs" color="green.700" flexShrink={0}>
              {M.confirmedAt(tr.confirmedAt.slice(0, 16))}
            </Text>
          ) : (
            <Button size="xs" variant="outline" colorPalette="green" flexShrink={0} loading={confirm.isPending} onClick={() => void confirm.mutateAsync(tr.id).then(() => notify(M.confirmDone, 'success'), () => undefined)}>
              {M.confirm}
            </Button>
          )}
        </Flex>
      ))}
    </Stack>
  );
}
