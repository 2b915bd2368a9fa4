import { Badge, Box, Button, Field, HStack, Input, NativeSelect, SimpleGrid, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { DOCKING_DEPARTMENTS, DOCKING_KIND_LABELS, DOCKING_KINDS, DOCKING_STATUS_LABELS, DOCKING_STATUSES, EMPLOYMENT_POST_ROLE, dockingFields, type DockingAction, type DockingItem, type DockingStatus } from '@portal/api';
import { useSession } from '@portal/auth';
import { EmptyState, ErrorState, ListSkeleton, PaginationBar } from '@portal/ui';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { t } from '../../i18n/zh-CN';
import { errorText, notify } from '../../lib/api';
import { FactList, PageFrame, TableOrCards } from '../common';
import { useDocking, useDockingMutations, useDockingStaff, useMyDockings, useScopeDockings } from './queries';

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
  const D = t.docking;
  const staff = useSession((s) => s.userType === 1);
  return (
    <PageFrame title={D.title} crumbs={[{ label: t.station.homeTitle, to: '/rcfnz' }, { label: D.title }]} subtitle={<Text fontSize="sm" color="fg.muted">{staff ? D.staffIntro : D.entIntro}</Text>}>
      {search.id !== undefined && <DockingPanel id={search.id} staff={staff} />}
      {staff ? <StaffList search={search} onSearchChange={onSearchChange} /> : <EntSide search={search} onSearchChange={onSearchChange} />}
    </PageFrame>
  );
}

/** A link to one request (?id=), keeping the list's search. */
function ViewLink({ id, children }: { id: number; children: ReactNode }) {
  return (
    <Link to="/companyDocking" search={(prev) => ({ ...prev, id })}>
      <Text as="span" color="brand.700" fontWeight="medium">
        {children}
      </Text>
    </Link>
  );
}

const askSchema = z.object(dockingFields);
type AskIn = Record<keyof typeof dockingFields, string>;

/** The enterprise's side: the form asking for a service, then its own requests. */
function EntSide({ search, onSearchChange }: { search: DockingSearch; onSearchChange: (next: Partial<DockingSearch>) => void }) {
  const D = t.docking;
  const query = useMyDockings({ page: search.page, limit: search.limit, status: search.status }, true);
  const { add } = useDockingMutations();
  const form = useForm<AskIn, unknown, z.infer<typeof askSchema>>({ resolver: zodResolver(askSchema as never) as never, mode: 'onTouched', defaultValues: { kind: '', description: '', contact: '', phone: '' } });
  const errors = form.formState.errors;
  const field = (key: keyof AskIn, label: string, input: ReactNode, hint?: string) => (
    <Field.Root invalid={Boolean(errors[key])} required>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {input}
      {hint && !errors[key] && <Field.HelperText>{hint}</Field.HelperText>}
      <Field.ErrorText>{errors[key]?.message}</Field.ErrorText>
    </Field.Root>
  );
  const submit = form.handleSubmit((v) =>
    add.mutate(v, {
      onSuccess: (item) => {
        notify(D.submitted, 'success');
        form.reset();
        onSearchChange({ id: item.id, page: 1, status: undefined });
      },
    }),
  );
  const data = query.data;
  return (
    <>
      <Box as="section" aria-label={D.ask} borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '5' }}>
        <Text as="h2" fontSize="lg" fontWeight="semibold" mb="3">
          {D.ask}
        </Text>
        <form noValidate onSubmit={(e) => void submit(e)}>
          <Stack gap="4">
            {field(
              'kind',
              D.kind,
              <NativeSelect.Root>
                <NativeSelect.Field {...form.register('kind')}>
                  <option value="">{t.station.choose}</option>
                  {DOCKING_KINDS.map((k) => (
                    <option key={k} value={k}>
                      {DOCKING_KIND_LABELS[k]}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>,
            )}
            {field('description', D.description, <Textarea rows={3} maxLength={1000} {...form.register('description')} />, D.descriptionHint)}
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              {field('contact', D.contact, <Input maxLength={30} autoComplete="name" {...form.register('contact')} />)}
              {field('phone', D.phone, <Input inputMode="tel" maxLength={11} autoComplete="tel" {...form.register('phone')} />)}
            </SimpleGrid>
            <Button type="submit" colorPalette="brand" alignSelf={{ base: 'stretch', md: 'flex-start' }} px="8" loading={add.isPending}>
              {D.submit}
            </Button>
          </Stack>
        </form>
      </Box>
      <Stack gap="3" as="section" aria-label={D.mine}>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Text as="h2" fontSize="lg" fontWeight="semibold">
            {D.mine}
          </Text>
          <StatusFilter value={search.status} onChange={(status) => onSearchChange({ status, page: 1 })} />
        </HStack>
        {query.isPending ? (
          <ListSkeleton rows={3} />
        ) : !data ? (
          <ErrorState message={errorText(query.error)} onRetry={() => void query.refetch()} />
        ) : data.list.length === 0 ? (
          <EmptyState title={D.mineEmpty} />
        ) : (
          <>
            <DockingRows rows={data.list} staff={false} />
            <PaginationBar page={search.page} limit={search.limit} total={data.total} onPageChange={(p) => onSearchChange({ page: p })} onLimitChange={(l) => onSearchChange({ limit: l, page: 1 })} />
          </>
        )}
      </Stack>
    </>
  );
}

function StatusFilter({ value, onChange }: { value: DockingStatus | undefined; onChange: (v: DockingStatus | undefined) => void }) {
  const D = t.docking;
  return (
    <NativeSelect.Root size="sm" w={{ base: 'full', md: '40' }}>
      <NativeSelect.Field aria-label={D.status} value={value ?? ''} onChange={(e) => onChange((e.target.value || undefined) as DockingStatus | undefined)}>
        <option value="">{D.allStatuses}</option>
        {DOCKING_STATUSES.map((s) => (
          <option key={s} value={s}>
            {DOCKING_STATUS_LABELS[s]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** Requests as a table (desktop) or cards (phone); staff see the enterprise and its street too. */
function DockingRows({ rows, staff }: { rows: DockingItem[]; staff: boolean }) {
  const D = t.docking;
  const header = [...(staff ? [D.ent, D.street] : []), D.kind, D.description, D.dept, D.status, D.createdAt, ''];
  return (
    <TableOrCards
      rows={rows}
      rowKey={(r) => r.id}
      testId="docking"
      header={header.map((h, i) => (
        <Table.ColumnHeader key={i}>{h}</Table.ColumnHeader>
      ))}
      cells={(r) => (
        <>
          {staff && <Table.Cell>{r.entName}</Table.Cell>}
          {staff && <Table.Cell whiteSpace="nowrap">{r.streetName}</Table.Cell>}
          <Table.Cell whiteSpace="nowrap">{DOCKING_KIND_LABELS[r.kind]}</Table.Cell>
          <Table.Cell maxW="72">
            <Text lineClamp={2}>{r.description}</Text>
          </Table.Cell>
          <Table.Cell whiteSpace="nowrap">
            {r.deptName}
            {r.assigneeName && `（${r.assigneeName}）`}
          </Table.Cell>
          <Table.Cell>
            <StatusBadge status={r.status} />
          </Table.Cell>
          <Table.Cell whiteSpace="nowrap">{r.createdAt.slice(0, 16)}</Table.Cell>
          <Table.Cell>
            <ViewLink id={r.id}>{D.view}</ViewLink>
          </Table.Cell>
        </>
      )}
      card={(r) => (
        <>
          <HStack justify="space-between">
            <ViewLink id={r.id}>{staff ? r.entName : DOCKING_KIND_LABELS[r.kind]}</ViewLink>
            <StatusBadge status={r.status} />
          </HStack>
          <Text fontSize="sm" lineClamp={2}>
            {staff && `${DOCKING_KIND_LABELS[r.kind]}：`}
            {r.description}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {r.deptName}
            {r.assigneeName && `（${r.assigneeName}）`} · {r.createdAt.slice(0, 16)}
          </Text>
        </>
      )}
    />
  );
}

/** Staff: the requests of their scope, filtered by status, kind and keyword. */
function StaffList({ search, onSearchChange }: { search: DockingSearch; onSearchChange: (next: Partial<DockingSearch>) => void }) {
  const D = t.docking;
  const query = useScopeDockings({ page: search.page, limit: search.limit, status: search.status, kind: search.kind, keyword: search.keyword }, true);
  const [keyword, setKeyword] = useState(search.keyword ?? '');
  const data = query.data;
  return (
    <Stack gap="3" as="section" aria-label={D.list}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSearchChange({ keyword: keyword.trim() || undefined, page: 1 });
        }}
      >
        <Stack direction={{ base: 'column', md: 'row' }} gap="2">
          <StatusFilter value={search.status} onChange={(status) => onSearchChange({ status, page: 1 })} />
          <NativeSelect.Root size="sm" w={{ base: 'full', md: '40' }}>
            <NativeSelect.Field aria-label={D.kind} value={search.kind ?? ''} onChange={(e) => onSearchChange({ kind: (e.target.value || undefined) as DockingSearch['kind'], page: 1 })}>
              <option value="">{D.allKinds}</option>
              {DOCKING_KINDS.map((k) => (
                <option key={k} value={k}>
                  {DOCKING_KIND_LABELS[k]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <HStack gap="2">
            <Input size="sm" w={{ base: 'full', md: '64' }} bg="white" aria-label={D.keyword} placeholder={D.keyword} maxLength={50} value={keyword} onChange={(e) => setKeyword(e.target.value)} />
            <Button size="sm" type="submit" colorPalette="brand">
              {D.search}
            </Button>
          </HStack>
        </Stack>
      </form>
      {query.isPending ? (
        <ListSkeleton rows={5} />
      ) : !data ? (
        <ErrorState message={errorText(query.error)} onRetry={() => void query.refetch()} />
      ) : data.list.length === 0 ? (
        <EmptyState title={D.listEmpty} />
      ) : (
        <>
          <DockingRows rows={data.list} staff />
          <PaginationBar page={search.page} limit={search.limit} total={data.total} onPageChange={(p) => onSearchChange({ page: p })} onLimitChange={(l) => onSearchChange({ limit: l, page: 1 })} />
        </>
      )}
    </Stack>
  );
}

/** One request: its facts, its records and (staff) the forms of the actions its status allows. */
function DockingPanel({ id, staff }: { id: number; staff: boolean }) {
  const D = t.docking;
  const query = useDocking(id);
  const d = query.data;
  if (query.isPending) return <ListSkeleton rows={4} />;
  if (!d) return <ErrorState message={errorText(query.error)} onRetry={() => void query.refetch()} />;
  const it = d.item;
  return (
    <Stack gap="4" borderWidth="1px" borderColor="brand.200" borderRadius="lg" p={{ base: '4', md: '5' }} data-testid="docking-panel" as="section" aria-label={D.detail}>
      <HStack justify="space-between" wrap="wrap">
        <Text as="h2" fontSize="lg" fontWeight="semibold">
          {D.detail}：{DOCKING_KIND_LABELS[it.kind]}
        </Text>
        <StatusBadge status={it.status} />
      </HStack>
      <FactList
        labelW="20"
        rows={[
          ...(staff ? ([[D.ent, `${it.entName}（${it.streetName}）`]] as const) : []),
          [D.description, it.description],
          [D.contact, `${it.contact} ${it.phone}`],
          [D.dept, `${it.deptName}${it.assigneeName ? `（${it.assigneeName}）` : ''}`],
          [D.createdAt, it.createdAt.slice(0, 16)],
          ...(it.closedAt ? ([[D.closedAt, it.closedAt.slice(0, 16)], [D.result, it.result]] as const) : []),
        ]}
      />
      <Stack gap="2">
        <Text fontWeight="semibold">{D.records}</Text>
        {d.records.map((r) => (
          <Box key={r.id} fontSize="sm" borderLeftWidth="3px" borderColor={r.action === 'close' ? 'green.400' : 'brand.200'} pl="3" data-testid="docking-record">
            <Text>
              <Text as="span" fontWeight="medium">
                {D.recordActions[r.action]}
              </Text>
              {r.action !== 'submit' && r.note && `：${r.note}`}
            </Text>
            <Text color="fg.muted" fontSize="xs">
              {r.userName} · {r.at.slice(0, 16)}
            </Text>
          </Box>
        ))}
      </Stack>
      {staff && d.actions.length > 0 && <StaffActions id={id} actions={d.actions} />}
    </Stack>
  );
}

/** 指派, 跟进 and 办结 for staff, as the request's status allows. */
function StaffActions({ id, actions }: { id: number; actions: DockingAction[] }) {
  const D = t.docking;
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
            <Field.Root required>
              <Field.Label>
                {D.assignDept}
                <Field.RequiredIndicator />
              </Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={deptName} onChange={(e) => (setDeptName(e.target.value as typeof deptName), setAssigneeId(''))}>
                  {DOCKING_DEPARTMENTS.map((d) => (
                    <option key={d} value={d}>
                      {d === EMPLOYMENT_POST_ROLE ? D.streetPost : d}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root>
              <Field.Label>{D.assignStaff}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={assigneeId} onChange={(e) => setAssigneeId(e.target.value)}>
                  <option value="">{D.anyStaff}</option>
                  {(staffList.data ?? []).map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          </SimpleGrid>
        )}
        <Field.Root invalid={Boolean(problem)} required={action !== 'assign'}>
          <Field.Label>
            {noteLabel}
            {action !== 'assign' && <Field.RequiredIndicator />}
          </Field.Label>
          <Textarea rows={3} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />
          {action === 'close' && !problem && <Field.HelperText>{D.closeHint}</Field.HelperText>}
          <Field.ErrorText>{problem}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" size="sm" colorPalette={action === 'close' ? 'green' : 'brand'} alignSelf="flex-start" px="6" loading={pending}>
          {D.confirm[action]}
        </Button>
      </Stack>
    </form>
  );
}
