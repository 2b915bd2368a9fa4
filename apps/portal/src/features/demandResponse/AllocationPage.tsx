import { Badge, Box, Button, Flex, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { endpoints, MAIL_TARGETS, MAIL_TARGET_LABELS, RESPONSE_SOURCE_LABELS, RESPONSE_STAGES, RESPONSE_STAGE_LABELS, type ResponseItem } from '@portal/api';
import { ListSkeleton, Note } from '@portal/ui';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import * as t from '../../i18n/zh-CN';
import { api, notify } from '../../lib/api';
import { ButtonLink, ExportButtons, FactList, FigureTiles, FilterSelect, KeywordBar, ListPage, MaskedNumber, optionsOf, PageFrame, QueryState, RecordList, Select, SubSection, useConfirm } from '../common';
import { ImportDialog } from '../ledger';
import type { AllocationSearch } from './search';
import { StageBadge } from './StageBadge';
import { downloadResume, useAllResponses, useGraduationYears, useMails, useResponseMutations, useStaffGroups, useStatistics, useTracks } from './queries';

const R = t.demandResponse;

/** A select of the staff who can follow responses up (getGroupLists), each named with the department and how many responses they hold. */
function StaffSelect({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const groups = useStaffGroups().data ?? [];
  return (
    <Select
      size="sm"
      w={{ base: 'full', sm: '60' }}
      aria-label={R.staff}
      placeholder={R.chooseStaff}
      value={value}
      onChange={onChange}
      options={groups.flatMap((g) => g.staff.map((c) => ({ value: c.userId, label: R.candidate(c.name, g.deptName, c.responses) })))}
    />
  );
}

/** 投递概况: counts by stage (getStatistics) and the graduation years of applicants (getGraduateDate). */
function StatisticsPanel() {
  const stats = useStatistics().data;
  const years = useGraduationYears().data ?? [];
  if (!stats) return null;
  const tiles = [
    { label: R.stats.total, value: stats.total, color: 'brand.700' },
    { label: R.stats.submitted, value: stats.submitted, color: 'orange.700' },
    { label: R.stats.allocated, value: stats.allocated, color: 'blue.700' },
    { label: R.stats.tracked, value: stats.tracked, color: 'green.700' },
    { label: R.stats.thisMonth, value: stats.thisMonth, color: 'fg' },
    { label: R.stats.hidden, value: stats.hidden, color: 'fg.muted' },
  ].map((s) => ({ ...s, valueTestId: `stat-${s.label}` }));
  const top = Math.max(1, ...years.map((y) => y.count));
  return (
    <Stack gap="3" data-testid="response-stats">
      <FigureTiles columns={{ base: 3, md: 6 }} items={tiles} />
      <Flex gap="4" direction={{ base: 'column', md: 'row' }}>
        {stats.byStaff.length > 0 && (
          <Box flex="1" fontSize="sm">
            <Text fontWeight="medium" mb="1">
              {R.staffLoad}
            </Text>
            <HStack wrap="wrap" gap="1.5">
              {stats.byStaff.map((s) => (
                <Badge key={s.userId} variant="surface" size="sm">
                  {R.staffLoadRow(s.name, s.responses, s.tracked)}
                </Badge>
              ))}
            </HStack>
          </Box>
        )}
        {years.length > 0 && (
          <Box flex="1" fontSize="sm" aria-label={R.graduationTitle} role="group">
            <Text fontWeight="medium" mb="1">
              {R.graduationTitle}
            </Text>
            <HStack align="end" gap="1" h="14">
              {years.map((y) => (
                <Stack key={y.year} gap="0" align="center" flex="1" minW="0" title={`${y.year}：${y.count}`}>
                  <Box w="full" maxW="6" bg="brand.400" borderTopRadius="sm" h={`${Math.max(4, (y.count / top) * 36)}px`} />
                  <Text fontSize="2xs" color="fg.muted">
                    {y.year.slice(2)}
                  </Text>
                </Stack>
              ))}
            </HStack>
          </Box>
        )}
      </Flex>
    </Stack>
  );
}

/**
 * /allocation (government staff): the statistics of resume responses and every response, by
 * stage, keyword and hidden; allocate the selected ones to a staff member, allocate all waiting
 * ones automatically, unbind, hide or show again, export, import resume information; open one
 * to track it and send in-site mails.
 */
export function AllocationPage({ search, onSearchChange }: { search: AllocationSearch; onSearchChange: (next: Partial<AllocationSearch>) => void }) {
  const query = useAllResponses(search);
  const m = useResponseMutations();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [adminId, setAdminId] = useState('');
  const confirm = useConfirm();
  const [importing, setImporting] = useState(false);
  const data = query.data;
  const C = R.columns;
  const done = (p: Promise<{ updated: number }>, text: (n: number) => string) =>
    void p.then(({ updated }) => {
      notify(text(updated), 'success');
      setSelected(new Set());
    }, () => undefined);
  const autoAllocate = () => void m.autoAllocate.mutateAsync(undefined).then(({ updated, staff }) => notify(R.autoAllocated(updated, staff.filter((s) => s.added > 0).length), 'success'), () => undefined);
  const chosen = data?.list.filter((r) => selected.has(r.id)) ?? [];
  const ids = [...selected];
  return (
    <ListPage
      title={R.allocationTitle}
      subtitle={data && R.total(data.total)}
      actions={
        <HStack gap="2" wrap="wrap">
          <Button size="sm" colorPalette="brand" onClick={() => confirm.ask(R.autoAllocateConfirm, autoAllocate)} loading={m.autoAllocate.isPending}>
            {R.autoAllocate}
          </Button>
          <Button size="sm" variant="outline" colorPalette="brand" onClick={() => setImporting(true)}>
            {R.importResumes}
          </Button>
          <ExportButtons
            onExport={(full) =>
              void api
                .download(endpoints.responseExport, { stage: search.stage, keyword: search.keyword, hidden: search.hidden, ...(full ? { fullNumbers: true, page: '/allocation' } : {}) }, { loading: true })
                .catch(() => undefined)
            }
          />
        </HStack>
      }
      filters={
        <>
          <StatisticsPanel />
          <KeywordBar label={R.keyword} w="56" applied={search.keyword} onApply={(keyword) => onSearchChange({ keyword, page: 1 })} onReset={() => onSearchChange({ keyword: undefined, stage: undefined, hidden: undefined, page: 1 })}>
            <FilterSelect
              w={{ base: 'calc(50% - 4px)', sm: '36' }}
              label={R.stage}
              all={R.allStages}
              value={search.stage ?? ''}
              onChange={(v) => onSearchChange({ stage: (v || undefined) as AllocationSearch['stage'], page: 1 })}
              options={optionsOf(RESPONSE_STAGES, RESPONSE_STAGE_LABELS)}
            />
            <Button size="sm" variant={search.hidden ? 'solid' : 'ghost'} colorPalette="gray" onClick={() => onSearchChange({ hidden: search.hidden ? undefined : true, page: 1 })}>
              {R.hiddenOnly}
            </Button>
          </KeywordBar>
        </>
      }
      toolbar={
        <Flex gap="2" wrap="wrap" align="center" bg="brand.subtle" borderRadius="md" p="2">
          <StaffSelect value={adminId} onChange={setAdminId} />
          <Button size="sm" colorPalette="brand" disabled={ids.length === 0 || !adminId} onClick={() => done(m.allocate.mutateAsync({ ids, adminId: Number(adminId) }), R.allocated)}>
            {R.allocate(ids.length)}
          </Button>
          <Button size="sm" variant="outline" disabled={!chosen.some((r) => r.adminId !== null)} onClick={() => done(m.unbind.mutateAsync(ids), R.unbound)}>
            {R.unbind(ids.length)}
          </Button>
          <Button size="sm" variant="outline" colorPalette={search.hidden ? 'brand' : 'red'} disabled={ids.length === 0} onClick={() => done(m.hide.mutateAsync({ ids, hidden: !search.hidden }), R.hiddenDone)}>
            {search.hidden ? R.unhide(ids.length) : R.hide(ids.length)}
          </Button>
        </Flex>
      }
      query={query}
      rowKey={(r) => r.id}
      testId="response"
      skeletonRows={8}
      empty={R.empty}
      paging={{ page: search.page, limit: search.limit, onPage: onSearchChange }}
      selection={{ selected, onChange: setSelected, label: (r) => `${t.staff.select} ${r.applicantName}（${r.postName}）`, pageLabel: t.allowance.selectPage }}
      columns={[
        {
          header: C[0],
          card: 'title',
          cell: (r) => (
            <>
              {r.applicantName}
              {r.source === 'import' && (
                <Badge ml="1" size="xs" variant="outline">
                  {t.common.import}
                </Badge>
              )}
            </>
          ),
        },
        { header: C[1], cell: (r) => r.postName },
        {
          header: C[2],
          cell: (r) => (
            <Text as="span" display="block" maxW="56" truncate title={r.entName}>
              {r.entName}
            </Text>
          ),
        },
        { header: C[3], cell: (r) => <StageBadge r={r} />, card: 'badge' },
        { header: C[4], cell: (r) => r.adminName || '-' },
        { header: C[5], cell: (r) => r.createdAt.slice(0, 16), cellProps: { whiteSpace: 'nowrap' } },
        { header: C[6], cell: (r) => <RowActions r={r} />, card: 'actions' },
      ]}
    >
      {confirm.dialog}
      <ImportDialog
        open={importing}
        onClose={() => setImporting(false)}
        texts={{ ...t.staff.import, ...R.importTexts }}
        onTemplate={() => api.download(endpoints.templateDownload, { name: 'resume' })}
        onImport={async (file) => ({ ...(await m.importResumes.mutateAsync(file)), updated: 0 })}
      />
    </ListPage>
  );
}

function RowActions({ r }: { r: ResponseItem }) {
  return (
    <HStack gap="1">
      {r.resumeName && (
        <Button size="xs" variant="ghost" colorPalette="brand" onClick={() => downloadResume(r.id)}>
          {R.download}
        </Button>
      )}
      <ButtonLink href={`/allocationDetail?id=${r.id}`} size="xs" variant="ghost" colorPalette="brand">
        {R.track}
      </ButtonLink>
    </HStack>
  );
}

/**
 * /allocationDetail?id=N: one response (applicant, job, resume information, stage, staff member)
 * with allocation, unbinding, its tracking records and a form to add one, and in-site mails to
 * the applicant or the enterprise with those already sent.
 */
export function AllocationDetailPage({ id }: { id: number }) {
  const one = useAllResponses({ id, page: 1, limit: 10 });
  const tracks = useTracks(id);
  const m = useResponseMutations();
  const [content, setContent] = useState('');
  const [adminId, setAdminId] = useState('');
  const r = one.data?.list[0];
  return (
    <PageFrame title={R.detailTitle(id)} actions={r && <StageBadge r={r} />}>
      <QueryState query={one} loading={<ListSkeleton rows={4} />} isEmpty={(d) => d.list.length === 0} empty={{ title: R.notFound, action: <ButtonLink href="/allocation" size="sm" variant="outline">{t.common.backToList}</ButtonLink> }}>
        {() => r && (
          <Flex gap="6" direction={{ base: 'column', lg: 'row' }} align="start">
            <Stack gap="4" flex="1" minW="0" w="full">
              <SubSection gap="1.5" ruled={false} testId="response-summary" title={R.info}>
                <FactList
                  size="sm"
                  gap="1.5"
                  labelW="16"
                  rows={[
                    [R.fields.applicant, <>{r.applicantName}（<MaskedNumber value={r.applicantPhone} kind="mobile" source="demandResponse" id={r.id} field="applicantPhone" />）</>],
                    [R.fields.post, <Link to="/entDemandDetail" search={{ id: r.demandId }}><Text as="span" color="brand.fg">{r.postName}</Text></Link>],
                    [R.fields.ent, r.entName],
                    [R.fields.education, [r.education, r.school, r.major].filter(Boolean).join(' · ') || '-'],
                    [R.fields.graduate, r.graduateDate || '-'],
                    [R.fields.note, r.note || '-'],
                    [R.fields.source, RESPONSE_SOURCE_LABELS[r.source]],
                    [R.fields.time, r.createdAt],
                    [R.fields.admin, r.adminName || '-'],
                  ]}
                />
                {r.resumeName && (
                  <Box>
                    <Button size="xs" variant="outline" colorPalette="brand" onClick={() => downloadResume(r.id)}>
                      {R.download}：{r.resumeName}
                    </Button>
                  </Box>
                )}
              </SubSection>
              <Flex gap="2" wrap="wrap" bg="brand.subtle" borderRadius="md" p="2">
                <StaffSelect value={adminId} onChange={setAdminId} />
                <Button
                  size="sm"
                  colorPalette="brand"
                  disabled={!adminId}
                  onClick={() => void m.allocate.mutateAsync({ ids: [id], adminId: Number(adminId) }).then(({ updated }) => notify(R.allocated(updated), 'success'), () => undefined)}
                >
                  {r.adminId === null ? R.allocate(0) : R.reallocate}
                </Button>
                {r.adminId !== null && r.stage !== 'tracked' && (
                  <Button size="sm" variant="outline" onClick={() => void m.unbind.mutateAsync([id]).then(({ updated }) => notify(R.unbound(updated), 'success'), () => undefined)}>
                    {R.unbind(0)}
                  </Button>
                )}
              </Flex>
              <SubSection ruled={false} testId="track-list" title={t.myResponse.tracks(tracks.data?.length ?? 0)}>
                {tracks.data && (
                  <RecordList
                    items={tracks.data}
                    rowKey={(tr) => tr.id}
                    empty={R.noTracks}
                    testId="track-row"
                    accent={() => 'brand.400'}
                    text={(tr) => tr.content}
                    meta={(tr) => `${tr.userName} · ${tr.createdAt}${tr.confirmedAt ? ` · ${R.confirmed(tr.confirmedAt)}` : ''}`}
                  />
                )}
              </SubSection>
              <Stack gap="2">
                <Textarea aria-label={R.trackContent} placeholder={R.trackContent} value={content} onChange={(e) => setContent(e.target.value)} maxLength={1000} rows={3} />
                <HStack wrap="wrap">
                  <Button
                    colorPalette="brand"
                    size="sm"
                    disabled={content.trim().length < 2}
                    loading={m.track.isPending}
                    onClick={() =>
                      void m.track.mutateAsync({ id, content }).then(() => {
                        setContent('');
                        notify(R.tracked, 'success');
                      }, () => undefined)
                    }
                  >
                    {R.addTrack}
                  </Button>
                  <Button asChild size="sm" variant="outline">
                    <Link to="/allocation">{t.common.backToList}</Link>
                  </Button>
                </HStack>
              </Stack>
            </Stack>
            <MailBox r={r} />
          </Flex>
        )}
      </QueryState>
    </PageFrame>
  );
}

/** 发送站内信 about a response (sendInMail), and the mails already sent (selectNotice). */
function MailBox({ r }: { r: ResponseItem }) {
  const mails = useMails(r.id);
  const { mail } = useResponseMutations();
  const [to, setTo] = useState<(typeof MAIL_TARGETS)[number]>(r.source === 'import' ? 'enterprise' : 'applicant');
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  return (
    <Stack gap="3" w={{ base: 'full', lg: '96' }} flexShrink={0} borderWidth="1px" borderRadius="md" p="4" data-testid="mail-box">
      <Text fontWeight="semibold">{R.mailTitle}</Text>
      <Select size="sm" aria-label={R.mailTo} value={to} onChange={(v) => setTo(v as typeof to)} options={optionsOf(MAIL_TARGETS.filter((x) => !(x === 'applicant' && r.source === 'import')), MAIL_TARGET_LABELS)} />
      <Input size="sm" aria-label={t.common.title} placeholder={t.common.title} value={title} onChange={(e) => setTitle(e.target.value)} maxLength={60} />
      <Textarea size="sm" aria-label={R.mailContent} placeholder={R.mailContent} value={content} onChange={(e) => setContent(e.target.value)} maxLength={1000} rows={4} />
      <Button
        size="sm"
        colorPalette="brand"
        disabled={title.trim().length < 2 || content.trim().length < 2}
        loading={mail.isPending}
        onClick={() =>
          void mail.mutateAsync({ id: r.id, to, title, content }).then(({ sent }) => {
            notify(R.mailSent(sent), 'success');
            setTitle('');
            setContent('');
          }, () => undefined)
        }
      >
        {R.mailSend}
      </Button>
      <Text fontWeight="medium" fontSize="sm" pt="2">
        {R.mailHistory}
      </Text>
      {mails.data?.length === 0 && (
        <Note>{R.mailNone}</Note>
      )}
      {mails.data?.map((x) => (
        <Stack key={x.id} gap="0" fontSize="sm" borderTopWidth="1px" pt="2" data-testid="mail-row">
          <Text fontWeight="medium">{x.title}</Text>
          <Text color="fg.muted" lineClamp={2}>
            {x.content}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {R.mailRow(MAIL_TARGET_LABELS[x.to], x.recipients, x.senderName, x.createdAt.slice(0, 16))}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}
