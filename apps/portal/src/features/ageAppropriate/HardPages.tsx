import { Badge, Button, HStack, Input, SimpleGrid, Stack, Text, Textarea, Timeline } from '@chakra-ui/react';
import { ASSISTANCE_KINDS, DIFFICULTY_CATEGORIES, endpoints, targetPersonLedger, WORK_STATUSES, type HardTimelineEntry } from '@portal/api';
import { EmptyState, ListSkeleton, Note } from '@portal/ui';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { z } from 'zod';
import * as t from '../../i18n/zh-CN';
import { notify } from '../../lib/api';
import { ButtonLink, FactList, FilterSelect, FormDialog, formFields, KeywordBar, ListPage, MaskedNumber, optionsOf, PageFrame, QueryState, Select, submitForm, SubSection, useZodForm } from '../common';
import { useAgeMutations, useHardList, useHardPerson } from './queries';
import type { HardSearch } from './search';
import { shanghaiDay } from '@portal/validators';

const H = () => t.ageAppropriate.hard;

/**
 * /hard-list (就业困难人员; issue 16): the registered people of category 就业困难人员, those never
 * assisted first, with their category of difficulty, employment status and assistance (count,
 * latest day); numbers masked with 显示 (logged); each name and 详情 open /hard-detail.
 */
export function HardListPage({ search, onSearchChange }: { search: HardSearch; onSearchChange: (next: Partial<HardSearch>) => void }) {
  const L = H();
  const query = useHardList(search);
  const filtered = Boolean(search.keyword || search.difficulty || search.workStatus);
  const [name = '', idCard = '', phone = '', age = '', street = '', difficulty = '', workStatus = '', count = '', last = '', actions = ''] = L.columns;
  return (
    <ListPage
      title={t.nav.titles.hardList}
      subtitle={query.data && L.total(query.data.total)}
      actions={
        <ButtonLink href="/basics-import" size="sm" variant="outline">{L.register}</ButtonLink>
      }
      filters={
        <KeywordBar label={L.keyword} w="48" maxLength={30} applied={search.keyword} onApply={(keyword) => onSearchChange({ keyword, page: 1 })} onReset={filtered ? () => onSearchChange({ keyword: undefined, difficulty: undefined, workStatus: undefined, page: 1 }) : undefined}>
          <FilterSelect w={{ base: 'full', sm: '44' }} label={L.difficulty} all={L.allDifficulties} value={search.difficulty ?? ''} options={optionsOf(DIFFICULTY_CATEGORIES)} onChange={(v) => onSearchChange({ difficulty: (v || undefined) as HardSearch['difficulty'], page: 1 })} />
          <FilterSelect w={{ base: 'full', sm: '40' }} label={L.workStatus} all={L.allStatuses} value={search.workStatus ?? ''} options={optionsOf(WORK_STATUSES)} onChange={(v) => onSearchChange({ workStatus: (v || undefined) as HardSearch['workStatus'], page: 1 })} />
        </KeywordBar>
      }
      query={query}
      rowKey={(p) => p.id}
      testId="hard"
      card={false}
      tableProps={{ minW: '980px' }}
      paging={{ page: search.page, limit: search.limit, onPage: onSearchChange }}
      columns={[
        { header: name, cell: (p) => <Link to="/hard-detail" search={{ id: p.id }}><Text as="span" color="brand.fg" textDecoration="underline">{p.name}</Text></Link>, cellProps: { whiteSpace: 'nowrap' } },
        { header: idCard, cell: (p) => <MaskedNumber value={p.idCard} kind="idCard" source="targetPerson" id={p.id} field="idCard" /> },
        { header: phone, cell: (p) => <MaskedNumber value={p.phone} kind="mobile" source="targetPerson" id={p.id} field="phone" /> },
        { header: age, cell: (p) => p.age ?? '—' },
        { header: street, cell: (p) => p.street, cellProps: { whiteSpace: 'nowrap' } },
        { header: difficulty, cell: (p) => p.difficulty ?? <Text as="span" color="fg.muted">{L.notRecognized}</Text>, cellProps: { whiteSpace: 'nowrap' } },
        { header: workStatus, cell: (p) => p.workStatus, cellProps: { whiteSpace: 'nowrap' } },
        { header: count, cell: (p) => p.assistanceCount },
        { header: last, cell: (p) => p.lastAssistedOn ?? <Badge colorPalette="orange" variant="subtle">{L.never}</Badge>, cellProps: { whiteSpace: 'nowrap' } },
        {
          header: actions,
          cell: (p) => (
            <ButtonLink href={`/hard-detail?id=${p.id}`} size="xs" variant="ghost" colorPalette="brand" aria-label={`${t.common.detail}：${p.name}`}>{t.common.detail}</ButtonLink>
          ),
        },
      ]}
    />
  );
}

/** The forms of /hard-detail: which one is open. */
type HardForm = 'recognize' | 'assist' | 'work';

/**
 * /hard-detail?id= (就业困难人员详情): the person's basic record (numbers masked with 显示), the
 * recognition (困难类别, 认定日期) with 困难认定 / 修改认定, the employment status with 更新就业状态
 * (`/api/system/work`), and the timeline of assistance and changes, newest first, with 添加帮扶记录.
 */
export function HardDetailPage({ id }: { id: number }) {
  const L = H();
  const person = useHardPerson(id);
  const [open, setOpen] = useState<HardForm | null>(null);
  const F = targetPersonLedger.fields;
  return (
    <PageFrame
      title={person.data?.name ?? t.nav.titles.hardDetail}
      crumbs={[{ label: t.nav.titles.hardList, to: '/hard-list' }, { label: t.nav.titles.hardDetail }]}
      actions={
        <ButtonLink href="/hard-list" size="sm" variant="outline">{t.common.backToList}</ButtonLink>
      }
    >
      <QueryState query={person} loading={<ListSkeleton rows={8} />}>
        {(p) => (
          <>
            <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
              <SubSection title={t.common.basics}>
                <FactList
                  rows={[
                    [F.idCard.label, <MaskedNumber value={p.idCard} kind="idCard" source="targetPerson" id={p.id} field="idCard" />],
                    [F.phone.label, <MaskedNumber value={p.phone} kind="mobile" source="targetPerson" id={p.id} field="phone" />],
                    [t.ageAppropriate.person.sex, p.sex],
                    [t.ageAppropriate.person.age, t.ageAppropriate.person.years(p.age)],
                    [F.street.label, p.street],
                    [L.community, p.community || '—'],
                    [L.skills, p.skills || '—'],
                  ]}
                />
              </SubSection>
              <Stack gap="4">
                <SubSection title={L.recognition} actions={<Button size="sm" variant="outline" onClick={() => setOpen('recognize')}>{p.difficulty ? L.changeRecognition : L.recognize}</Button>}>
                  <FactList rows={[[L.difficulty, p.difficulty ?? L.notRecognized], [L.recognizedOn, p.recognizedOn ?? '—']]} />
                </SubSection>
                <SubSection title={L.workStatus} actions={<Button size="sm" variant="outline" onClick={() => setOpen('work')}>{L.changeStatus}</Button>}>
                  <Badge colorPalette={p.workStatus === '已就业' ? 'green' : p.workStatus === '未就业' ? 'orange' : 'gray'} variant="subtle" fontSize="sm" data-testid="hard-work-status">
                    {p.workStatus}
                  </Badge>
                </SubSection>
              </Stack>
            </SimpleGrid>
            <SubSection title={L.timeline} actions={<Button size="sm" colorPalette="brand" onClick={() => setOpen('assist')}>{L.assist}</Button>}>
              <HardTimeline entries={p.timeline} />
            </SubSection>
            {open && <HardFormDialog key={open} form={open} personId={p.id} current={{ difficulty: p.difficulty, recognizedOn: p.recognizedOn, workStatus: p.workStatus }} onClose={() => setOpen(null)} />}
          </>
        )}
      </QueryState>
    </PageFrame>
  );
}

/** The person's timeline, newest first: each entry's kind, day, what was done and who recorded it (data-testid="hard-timeline-entry"). */
function HardTimeline({ entries }: { entries: readonly HardTimelineEntry[] }) {
  const L = H();
  if (entries.length === 0) return <EmptyState compact title={L.noTimeline} />;
  return (
    <Timeline.Root size="md" variant="subtle" aria-label={L.timeline}>
      {entries.map((e) => {
        const note = !(ASSISTANCE_KINDS as readonly string[]).includes(e.kind);
        return (
          <Timeline.Item key={e.id} data-testid="hard-timeline-entry">
            <Timeline.Connector>
              <Timeline.Separator />
              <Timeline.Indicator bg={note ? 'gray.500' : 'brand.600'} />
            </Timeline.Connector>
            <Timeline.Content pb="4">
              <HStack gap="2" wrap="wrap">
                <Badge colorPalette={note ? 'gray' : 'brand'} variant="subtle">
                  {e.kind}
                </Badge>
                <Text fontSize="sm" fontWeight="semibold" fontVariantNumeric="tabular-nums">
                  {e.happenedOn}
                </Text>
                <Note>{L.by(e.userName)}</Note>
              </HStack>
              <Timeline.Description color="fg" whiteSpace="pre-wrap">
                {e.content}
              </Timeline.Description>
            </Timeline.Content>
          </Timeline.Item>
        );
      })}
    </Timeline.Root>
  );
}

/**
 * One of the three forms of /hard-detail, checked with the contract's own rules as the user leaves
 * each field; a refusal by the server keeps the dialog open with what was typed.
 * - recognize: 困难类别 and 认定日期 (prefilled with the current recognition);
 * - assist: 帮扶方式, 帮扶日期 (today) and 帮扶内容;
 * - work: 就业状态 (the current one).
 */
function HardFormDialog({ form: which, personId, current, onClose }: { form: HardForm; personId: number; current: { difficulty: string | null; recognizedOn: string | null; workStatus: string }; onClose: () => void }) {
  const L = H();
  const m = useAgeMutations();
  const schema = {
    recognize: endpoints.hardRecognize.input.omit({ personId: true }),
    assist: endpoints.hardAssist.input.omit({ personId: true }),
    work: endpoints.workStatusUpdate.input.omit({ ids: true }),
  }[which] as z.ZodObject;
  const defaults = {
    recognize: { difficulty: current.difficulty ?? '', recognizedOn: current.recognizedOn ?? shanghaiDay() },
    assist: { kind: '', happenedOn: shanghaiDay(), content: '' },
    work: { workStatus: current.workStatus },
  }[which];
  const form = useZodForm<typeof schema, Record<string, string>, Record<string, string>>(schema, defaults);
  const save = (v: Record<string, string>): Promise<unknown> => {
    if (which === 'recognize') return m.recognize.mutateAsync({ personId, difficulty: v.difficulty as never, recognizedOn: v.recognizedOn! }).then(() => notify(L.recognized, 'success'));
    if (which === 'assist') return m.assist.mutateAsync({ personId, kind: v.kind as never, happenedOn: v.happenedOn!, content: v.content! }).then(() => notify(L.assisted, 'success'));
    return m.setWorkStatus.mutateAsync({ ids: [personId], workStatus: v.workStatus as never }).then((r) => notify(r.changed ? L.statusChanged : L.statusSame, 'success'));
  };
  const field = formFields(form);
  const select = (name: string, options: readonly string[]) => <Select field={form.register(name)} placeholder={t.common.choose} options={options} />;
  const date = (name: string) => <Input type="date" max={shanghaiDay()} {...form.register(name)} />;
  const fields = {
    recognize: (
      <>
        {field('difficulty', L.difficulty, select('difficulty', DIFFICULTY_CATEGORIES))}
        {field('recognizedOn', L.recognizedOn, date('recognizedOn'))}
      </>
    ),
    assist: (
      <>
        {field('kind', L.kind, select('kind', ASSISTANCE_KINDS))}
        {field('happenedOn', L.happenedOn, date('happenedOn'))}
        {field('content', L.content, <Textarea rows={4} maxLength={500} {...form.register('content')} />, { hint: L.contentHint })}
      </>
    ),
    work: field('workStatus', L.workStatus, select('workStatus', WORK_STATUSES)),
  }[which];
  const title = { recognize: L.recognition, assist: L.assist, work: L.changeStatus }[which];
  return (
    <FormDialog open title={title} onClose={onClose} onSubmit={submitForm(form, save)}>
      <Stack gap="4">{fields}</Stack>
    </FormDialog>
  );
}
