import { Badge, Button, HStack, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { DOCKING_DEPARTMENTS, DOCKING_KIND_LABELS, DOCKING_KINDS, DOCKING_STATUS_LABELS, DOCKING_STATUSES, EMPLOYMENT_POST_ROLE, dockingFields, type endpoints, type DockingAction, type DockingItem, type DockingStatus, type OutputOf } from '@portal/api';
import { useSession } from '@portal/auth';
import { ListSkeleton } from '@portal/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { z } from 'zod';
import * as t from '../../i18n/zh-CN';
import { notify } from '../../lib/api';
import { FactList, FilterBar, FilterInput, FilterSelect, FormField, formFields, type ListColumn, ListView, optionsOf, PageFrame, QueryState, RecordList, SelectField, SubSection, useZodForm } from '../common';
import { useDocking, useDockingMutations, useDockingStaff, useMyDockings, useScopeDockings } from './queries';

const D = t.docking;

/** Search params of /companyDocking: page, status filter, kind and keyword (staff), and the request shown (?id=). */
export interface DockingSearch {
  page: number;
  limit: number;
  status?: DockingStatus | undefined;
  kind?: keyof typeof DOCKING_KIND_LABELS | undefined;
  keyword?: string | undefined;
  id?: number | undefined;
}

/** The colour of a status badge: waiting orange, in hand blue, closed green. */
const STATUS_PALETTE: Record<DockingStatus, string> = { pending: 'orange', assigned: 'blue', following: 'blue', closed: 'green' };

function StatusBadge({ status }: { status: DockingStatus }) {
  return (
    <Badge colorPalette={STATUS_PALETTE[status]} variant="subtle" data-testid="docking-status">
      {DOCKING_STATUS_LABELS[status]}
    </Badge>
  );
}

/**
 * /companyDocking (企业服务对接, docs/station.md): an enterprise asks the station for a service
 * (招聘用工, 技能培训, 政策咨询) and follows its own requests; staff of the request's department,
 * of the enterprise's street, or its assignee see the list and 指派, 跟进 and 办结 it. `?id=` shows
 * one request with its records (and, for staff, the actions its status allows).
 */
export function DockingPage({ search, onSearchChange }: { search: DockingSearch; onSearchChange: (next: Partial<DockingSearch>) => void }) {
  const staff = useSession((s) => s.userType === 1);
  return (
    <PageFrame title={D.title} crumbs={[{ label: t.station.homeTitle, to: '/rcfnz' }, { label: D.title }]} subtitle={staff ? D.staffIntro : D.entIntro}>
      {search.id !== undefined && <DockingPanel id={search.id} staff={staff} />}
      {staff ? <StaffList search={search} onSearchChange={onSearchChange} /> : <EntSide search={search} onSearchChange={onSearchChange} />}
    </PageFrame>
  );
}

const askSchema = z.object(dockingFields);
type AskIn = Record<keyof typeof dockingFields, string>;

/** The enterprise's side: the form asking for a service, then its own requests. */
function EntSide({ search, onSearchChange }: { search: DockingSearch; onSearchChange: (next: Partial<DockingSearch>) => void }) {
  const query = useMyDockings({ page: search.page, limit: search.limit, status: search.status }, true);
  const { add } = useDockingMutations();
  const form = useZodForm<typeof askSchema, AskIn, z.infer<typeof askSchema>>(askSchema, { kind: '', description: '', contact: '', phone: '' });
  const errors = form.formState.errors;
  const field = formFields(form);
  const submit = form.handleSubmit((v) =>
    add.mutate(v, {
      onSuccess: (item) => {
        notify(D.submitted, 'success');
        form.reset();
        onSearchChange({ id: item.id, page: 1, status: undefined });
      },
    }),
  );
  return (
    <>
      <SubSection as="section" aria-label={D.ask} ruled={false} title={D.ask} borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '5' }}>
        <form noValidate onSubmit={(e) => void submit(e)}>
          <Stack gap="4">
            <SelectField label={D.kind} required error={errors.kind?.message} field={form.register('kind')} placeholder={t.common.choose} options={optionsOf(DOCKING_KINDS, DOCKING_KIND_LABELS)} />
            {field('description', D.description, <Textarea rows={3} maxLength={1000} {...form.register('description')} />, { hint: D.descriptionHint })}
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              {field('contact', t.common.contact, <Input maxLength={30} autoComplete="name" {...form.register('contact')} />)}
              {field('phone', t.common.contactPhone, <Input inputMode="tel" maxLength={11} autoComplete="tel" {...form.register('phone')} />)}
            </SimpleGrid>
            <Button type="submit" colorPalette="brand" alignSelf={{ base: 'stretch', md: 'flex-start' }} px="8" loading={add.isPending}>
              {D.submit}
            </Button>
          </Stack>
        </form>
      </SubSection>
      <SubSection as="section" aria-label={D.mine} ruled={false} title={D.mine} actions={statusFilter(search, onSearchChange)}>
        <DockingList query={query} staff={false} search={search} onSearchChange={onSearchChange} />
      </SubSection>
    </>
  );
}

/** The status filter of both lists. */
const statusFilter = (search: DockingSearch, onSearchChange: (next: Partial<DockingSearch>) => void) => (
  <FilterSelect w={{ base: 'full', md: '40' }} label={t.common.status} all={t.common.allStatuses} value={search.status ?? ''} onChange={(v) => onSearchChange({ status: (v || undefined) as DockingStatus | undefined, page: 1 })} options={optionsOf(DOCKING_STATUSES, DOCKING_STATUS_LABELS)} />
);

/** A page of requests as a table (desktop) or cards (phone), each with 查看; staff see the enterprise and its street too. */
function DockingList({ query, staff, search, onSearchChange }: { query: UseQueryResult<{ list: DockingItem[]; total: number }>; staff: boolean; search: DockingSearch; onSearchChange: (next: Partial<DockingSearch>) => void }) {
  const columns: ListColumn<DockingItem>[] = [
    { header: D.kind, cell: (r) => DOCKING_KIND_LABELS[r.kind], cellProps: { whiteSpace: 'nowrap' }, card: staff ? 'line' : 'title' },
    { header: D.description, cell: (r) => <Text lineClamp={2}>{r.description}</Text>, cellProps: { maxW: '72' } },
    { header: D.dept, cell: (r) => `${r.deptName}${r.assigneeName ? `（${r.assigneeName}）` : ''}`, cellProps: { whiteSpace: 'nowrap' } },
    { header: t.common.status, cell: (r) => <StatusBadge status={r.status} />, card: 'badge' },
    { header: t.common.submittedAt, cell: (r) => r.createdAt.slice(0, 16), cellProps: { whiteSpace: 'nowrap' } },
    {
      header: '',
      cell: (r) => (
        <Link to="/companyDocking" search={(prev) => ({ ...prev, id: r.id })}>
          <Text as="span" color="brand.700" fontWeight="medium">
            {t.common.view}
          </Text>
        </Link>
      ),
      card: 'actions',
    },
  ];
  return (
    <ListView
      query={query}
      rowKey={(r) => r.id}
      testId="docking"
      empty={staff ? D.listEmpty : D.mineEmpty}
      skeletonRows={staff ? 5 : 3}
      paging={{ page: search.page, limit: search.limit, onPage: onSearchChange }}
      columns={staff ? [{ header: D.ent, cell: (r) => r.entName, card: 'title' }, { header: t.common.streetOf, cell: (r) => r.streetName, cellProps: { whiteSpace: 'nowrap' } }, ...columns] : columns}
    />
  );
}

/** Staff: the requests of their scope, filtered by status, kind and keyword. */
function StaffList({ search, onSearchChange }: { search: DockingSearch; onSearchChange: (next: Partial<DockingSearch>) => void }) {
  const query = useScopeDockings({ page: search.page, limit: search.limit, status: search.status, kind: search.kind, keyword: search.keyword }, true);
  const [keyword, setKeyword] = useState(search.keyword ?? '');
  return (
    <Stack gap="3" as="section" aria-label={D.list}>
      <FilterBar searchLabel={t.common.query} onSearch={() => onSearchChange({ keyword: keyword.trim() || undefined, page: 1 })}>
        {statusFilter(search, onSearchChange)}
        <FilterSelect w={{ base: 'full', md: '40' }} label={D.kind} all={t.common.allTypes} value={search.kind ?? ''} onChange={(v) => onSearchChange({ kind: (v || undefined) as DockingSearch['kind'], page: 1 })} options={optionsOf(DOCKING_KINDS, DOCKING_KIND_LABELS)} />
        <FilterInput label={D.keyword} value={keyword} onChange={setKeyword} w="64" />
      </FilterBar>
      <DockingList query={query} staff search={search} onSearchChange={onSearchChange} />
    </Stack>
  );
}

/** One request: its facts, its records and (staff) the forms of the actions its status allows. */
function DockingPanel({ id, staff }: { id: number; staff: boolean }) {
  const query = useDocking(id);
  return (
    <QueryState query={query} loading={<ListSkeleton rows={4} />}>
      {(d) => <DockingFacts d={d} id={id} staff={staff} />}
    </QueryState>
  );
}

/** A request's facts, records and (staff) actions. */
function DockingFacts({ d, id, staff }: { d: OutputOf<typeof endpoints.dockingDetail>; id: number; staff: boolean }) {
  const it = d.item;
  return (
    <SubSection gap="4" ruled={false} borderWidth="1px" borderColor="brand.200" borderRadius="lg" p={{ base: '4', md: '5' }} testId="docking-panel" as="section" aria-label={D.detail} title={`${D.detail}：${DOCKING_KIND_LABELS[it.kind]}`} actions={<StatusBadge status={it.status} />}>
      <FactList
        labelW="20"
        rows={[
          ...(staff ? ([[D.ent, `${it.entName}（${it.streetName}）`]] as const) : []),
          [D.description, it.description],
          [t.common.contact, `${it.contact} ${it.phone}`],
          [D.dept, `${it.deptName}${it.assigneeName ? `（${it.assigneeName}）` : ''}`],
          [t.common.submittedAt, it.createdAt.slice(0, 16)],
          ...(it.closedAt ? ([[D.closedAt, it.closedAt.slice(0, 16)], [D.result, it.result]] as const) : []),
        ]}
      />
      <Stack gap="2">
        <Text fontWeight="semibold">{D.records}</Text>
        <RecordList
          items={d.records}
          rowKey={(r) => r.id}
          testId="docking-record"
          accent={(r) => (r.action === 'close' ? 'green.400' : 'brand.200')}
          text={(r) => (
            <>
              <Text as="span" fontWeight="medium">
                {D.recordActions[r.action]}
              </Text>
              {r.action !== 'submit' && r.note && `：${r.note}`}
            </>
          )}
          meta={(r) => `${r.userName} · ${r.at.slice(0, 16)}`}
        />
      </Stack>
      {staff && d.actions.length > 0 && <StaffActions id={id} actions={d.actions} />}
    </SubSection>
  );
}

/** 指派, 跟进 and 办结 for staff, as the request's status allows. */
function StaffActions({ id, actions }: { id: number; actions: DockingAction[] }) {
  const [action, setAction] = useState<DockingAction>(actions.includes('followUp') ? 'followUp' : actions[0]!);
  const [deptName, setDeptName] = useState<(typeof DOCKING_DEPARTMENTS)[number]>(DOCKING_DEPARTMENTS[0]);
  const [assigneeId, setAssigneeId] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState('');
  const staffList = useDockingStaff(action === 'assign' ? { id, deptName } : null);
  const m = useDockingMutations();
  const pending = m.assign.isPending || m.followUp.isPending || m.close.isPending;
  const noteLabel = action === 'assign' ? D.assignNote : action === 'followUp' ? D.followUpNote : D.closeNote;
  const done = () => {
    notify(D.done[action]!, 'success');
    setNote('');
    setProblem('');
  };
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const text = note.trim();
    if (action !== 'assign' && !text) return setProblem(D.noteRequired(noteLabel));
    if (action === 'assign') m.assign.mutate({ id, deptName, assigneeId: assigneeId ? Number(assigneeId) : undefined, note: text }, { onSuccess: done });
    else if (action === 'followUp') m.followUp.mutate({ id, note: text }, { onSuccess: done });
    else m.close.mutate({ id, note: text }, { onSuccess: done });
  };
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="3" borderTopWidth="1px" pt="4">
        <HStack gap="2" role="group" aria-label={D.actions} wrap="wrap">
          {actions.map((a) => (
            <Button key={a} size="sm" variant={a === action ? 'solid' : 'outline'} colorPalette={a === 'close' ? 'green' : 'brand'} aria-pressed={a === action} onClick={() => (setAction(a), setProblem(''))}>
              {D[a]}
            </Button>
          ))}
        </HStack>
        {action === 'assign' && (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <SelectField label={D.assignDept} required value={deptName} onChange={(v) => (setDeptName(v as typeof deptName), setAssigneeId(''))} options={DOCKING_DEPARTMENTS.map((d) => ({ value: d, label: d === EMPLOYMENT_POST_ROLE ? D.streetPost : d }))} />
            <SelectField label={D.assignStaff} value={assigneeId} onChange={setAssigneeId} placeholder={D.anyStaff} options={(staffList.data ?? []).map((s) => ({ value: s.id, label: s.name }))} />
          </SimpleGrid>
        )}
        <FormField label={noteLabel} required={action !== 'assign'} error={problem || undefined} hint={action === 'close' && !problem && D.closeHint}>
          <Textarea rows={3} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />
        </FormField>
        <Button type="submit" size="sm" colorPalette={action === 'close' ? 'green' : 'brand'} alignSelf="flex-start" px="6" loading={pending}>
          {D.confirm[action]}
        </Button>
      </Stack>
    </form>
  );
}
