import { Button, HStack, NativeSelect, Stack, Table, Text, Textarea, chakra } from '@chakra-ui/react';
import { RESPONSE_STAGES, RESPONSE_STAGE_LABELS } from '@portal/api';
import { EmptyState, ErrorState, ListSkeleton, PaginationBar } from '@portal/ui';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { t } from '../../i18n/zh-CN';
import { errorText, notify } from '../../lib/api';
import { EntFrame } from '../enterprise/EntFrame';
import type { OwnDemandSearch } from '../demand/search';
import { downloadResume, useAllResponses, useCandidates, useResponseMutations, useTracks } from './queries';

export type AllocationSearch = Omit<OwnDemandSearch, 'status'> & { stage?: (typeof RESPONSE_STAGES)[number] | undefined };

/** /allocation (government staff): every resume response; allocate the selected ones to a staff member, open one to track it. */
export function AllocationPage({ search, onSearchChange }: { search: AllocationSearch; onSearchChange: (next: Partial<AllocationSearch>) => void }) {
  const query = useAllResponses(search);
  const candidates = useCandidates().data ?? [];
  const { allocate } = useResponseMutations();
  const [selected, setSelected] = useState<number[]>([]);
  const [adminId, setAdminId] = useState('');
  const data = query.data;
  const R = t.response;
  return (
    <EntFrame
      title={R.allocationTitle}
      parent={{ label: t.notice.breadcrumbHome, to: '/Home' }}
      subtitle={data && <Text fontSize="sm" color="fg.muted">{R.total(data.total)}</Text>}
      actions={
        <NativeSelect.Root size="sm" w="36">
          <NativeSelect.Field aria-label={R.stage} value={search.stage ?? ''} onChange={(e) => onSearchChange({ stage: (e.target.value || undefined) as AllocationSearch['stage'], page: 1 })}>
            <option value="">{R.allStages}</option>
            {RESPONSE_STAGES.map((s) => (
              <option key={s} value={s}>
                {RESPONSE_STAGE_LABELS[s]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      }
    >
      <HStack gap="2" wrap="wrap">
        <NativeSelect.Root size="sm" w="56">
          <NativeSelect.Field aria-label={R.staff} value={adminId} onChange={(e) => setAdminId(e.target.value)}>
            <option value="">{R.chooseStaff}</option>
            {candidates.map((c) => (
              <option key={c.userId} value={c.userId}>
                {R.candidate(c.name, c.deptName, c.responses)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button
          size="sm"
          colorPalette="brand"
          disabled={selected.length === 0 || !adminId}
          onClick={() =>
            void allocate.mutateAsync({ ids: selected, adminId: Number(adminId) }).then(({ updated }) => {
              notify(R.allocated(updated), 'success');
              setSelected([]);
            }, () => undefined)
          }
        >
          {R.allocate(selected.length)}
        </Button>
      </HStack>
      {query.isPending ? (
        <ListSkeleton rows={8} />
      ) : !data ? (
        <ErrorState message={errorText(query.error)} onRetry={() => void query.refetch()} />
      ) : data.list.length === 0 ? (
        <EmptyState title={R.empty} />
      ) : (
        <>
          <chakra.div overflowX="auto">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row bg="bg.muted">
                  <Table.ColumnHeader w="8" />
                  {R.columns.map((c) => (
                    <Table.ColumnHeader key={c}>{c}</Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {data.list.map((r) => (
                  <Table.Row key={r.id} data-testid="response-row">
                    <Table.Cell>
                      <input type="checkbox" aria-label={`${t.staff.select} ${r.applicantName}（${r.postName}）`} checked={selected.includes(r.id)} onChange={(e) => setSelected((s) => (e.target.checked ? [...s, r.id] : s.filter((x) => x !== r.id)))} />
                    </Table.Cell>
                    <Table.Cell>{r.applicantName}</Table.Cell>
                    <Table.Cell>{r.postName}</Table.Cell>
                    <Table.Cell>{r.entName}</Table.Cell>
                    <Table.Cell>{RESPONSE_STAGE_LABELS[r.stage]}</Table.Cell>
                    <Table.Cell>{r.adminName || '-'}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{r.createdAt.slice(0, 16)}</Table.Cell>
                    <Table.Cell>
                      <HStack gap="1">
                        <Button size="xs" variant="ghost" colorPalette="brand" onClick={() => downloadResume(r.id)}>
                          {R.download}
                        </Button>
                        <Button asChild size="xs" variant="ghost" colorPalette="brand">
                          <Link to="/allocationDetail" search={{ id: r.id }}>
                            {R.track}
                          </Link>
                        </Button>
                      </HStack>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </chakra.div>
          <PaginationBar page={search.page} limit={search.limit} total={data.total} onPageChange={(p) => onSearchChange({ page: p })} onLimitChange={(l) => onSearchChange({ limit: l, page: 1 })} />
        </>
      )}
    </EntFrame>
  );
}

/** /allocationDetail?id=N: the tracking records of one response and a form to add one. */
export function AllocationDetailPage({ id }: { id: number }) {
  const tracks = useTracks(id);
  const { track } = useResponseMutations();
  const [content, setContent] = useState('');
  const R = t.response;
  return (
    <EntFrame title={R.detailTitle(id)} parent={{ label: t.notice.breadcrumbHome, to: '/Home' }}>
      <Stack gap="3" data-testid="track-list">
        {tracks.data?.length === 0 && <Text color="fg.muted">{R.noTracks}</Text>}
        {tracks.data?.map((tr) => (
          <Stack key={tr.id} gap="0" borderLeftWidth="3px" borderColor="brand.400" pl="3" data-testid="track-row">
            <Text>{tr.content}</Text>
            <Text fontSize="xs" color="fg.muted">
              {tr.userName} · {tr.createdAt}
            </Text>
          </Stack>
        ))}
      </Stack>
      <Stack gap="2" maxW="2xl">
        <Textarea aria-label={R.trackContent} placeholder={R.trackContent} value={content} onChange={(e) => setContent(e.target.value)} maxLength={1000} rows={3} />
        <HStack>
          <Button
            colorPalette="brand"
            size="sm"
            disabled={content.trim().length < 2}
            loading={track.isPending}
            onClick={() =>
              void track.mutateAsync({ id, content }).then(() => {
                setContent('');
                notify(R.tracked, 'success');
              }, () => undefined)
            }
          >
            {R.addTrack}
          </Button>
          <Button asChild size="sm" variant="outline">
            <Link to="/allocation">{R.back}</Link>
          </Button>
        </HStack>
      </Stack>
    </EntFrame>
  );
}
