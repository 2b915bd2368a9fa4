import { Button, Field, HStack, Image, Input, NativeSelect, SimpleGrid, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ACTIVITY_AUDIENCE_LABELS,
  ACTIVITY_AUDIENCES,
  ACTIVITY_STATUS_LABELS,
  ACTIVITY_STATUSES,
  ACTIVITY_TRANSITIONS,
  ACTIVITY_TYPE_LABELS,
  ACTIVITY_TYPES,
  activityFields,
  activityTimesProblem,
  transitionAllowed,
  type ActivityAction,
  type ActivityItem,
  type ActivityStatus,
} from '@portal/api';
import { EmptyState, ErrorState, ListSkeleton, PaginationBar } from '@portal/ui';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { t } from '../../i18n/zh-CN';
import { errorText, notify } from '../../lib/api';
import { ConfirmDialog, FilterSelect, FormDialog, optionsOf, PageFrame, submitForm, TableOrCards } from '../common';
import { ActivityStatusBadge, ApplyStatusBadge, timeRange } from './ActivityCard';
import { useOwnActivities, useSignUpList, useStationMutations, useVenueQr } from './queries';

/** Search params of /activityManage: status filter, page, and the activity whose sign-ups are shown (?id=). */
export interface ActivityManageSearch {
  page: number;
  limit: number;
  status?: ActivityStatus | undefined;
  id?: number | undefined;
}

/**
 * /activityManage (活动管理, staff): the activities of the staff member's department (or street)
 * with the actions ACTIVITY_TRANSITIONS allows from each status (发布, 取消活动 with a reason, 结束),
 * 新建活动 and editing drafts; and, for one activity (?id=), its sign-ups with check-in by code,
 * the venue's QR code and the attendance export.
 */
export function ActivityManagePage({ search, onSearchChange }: { search: ActivityManageSearch; onSearchChange: (next: Partial<ActivityManageSearch>) => void }) {
  const S = t.station;
  const query = useOwnActivities({ page: search.page, limit: search.limit, status: search.status });
  const [editing, setEditing] = useState<ActivityItem | 'new' | null>(null);
  const data = query.data;
  const selected = data?.list.find((a) => a.id === search.id);
  return (
    <PageFrame
      title={S.manageTitle}
      crumbs={[{ label: S.homeTitle, to: '/rcfnz' }, { label: S.manageTitle }]}
      actions={
        <Button size="sm" colorPalette="brand" onClick={() => setEditing('new')}>
          {S.create}
        </Button>
      }
    >
      <HStack>
        <FilterSelect w={{ base: 'full', md: '40' }} label={S.status} all={t.hotline.allStatuses} value={search.status ?? ''} onChange={(v) => onSearchChange({ status: (v || undefined) as ActivityStatus | undefined, page: 1 })} options={optionsOf(ACTIVITY_STATUSES, ACTIVITY_STATUS_LABELS)} />
      </HStack>
      {query.isPending ? (
        <ListSkeleton rows={5} />
      ) : !data ? (
        <ErrorState message={errorText(query.error)} onRetry={() => void query.refetch()} />
      ) : data.list.length === 0 ? (
        <EmptyState title={S.manageEmpty} />
      ) : (
        <>
          <TableOrCards
            rows={data.list}
            rowKey={(a) => a.id}
            testId="activity"
            header={[S.title, S.type, S.time, S.capacity, S.status, S.actions].map((h) => (
              <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>
            ))}
            cells={(a) => (
              <>
                <Table.Cell fontWeight="medium">{a.title}</Table.Cell>
                <Table.Cell>{ACTIVITY_TYPE_LABELS[a.type]}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{timeRange(a.startTime, a.endTime)}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  {a.enrolled}/{a.capacity}
                  {a.waiting > 0 && <Text as="span" color="orange.fg">{` +${a.waiting}`}</Text>}
                </Table.Cell>
                <Table.Cell>
                  <ActivityStatusBadge status={a.status} />
                </Table.Cell>
                <Table.Cell>
                  <RowActions a={a} onEdit={() => setEditing(a)} />
                </Table.Cell>
              </>
            )}
            card={(a) => (
              <>
                <HStack justify="space-between">
                  <Text fontWeight="semibold">{a.title}</Text>
                  <ActivityStatusBadge status={a.status} />
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  {ACTIVITY_TYPE_LABELS[a.type]} · {timeRange(a.startTime, a.endTime)} · {a.enrolled}/{a.capacity}
                </Text>
                <RowActions a={a} onEdit={() => setEditing(a)} />
              </>
            )}
          />
          <PaginationBar page={search.page} limit={search.limit} total={data.total} onPageChange={(p) => onSearchChange({ page: p })} onLimitChange={(l) => onSearchChange({ limit: l, page: 1 })} />
        </>
      )}
      {selected && <SignUps a={selected} />}
      {editing && <ActivityDialog key={editing === 'new' ? 'new' : editing.id} activity={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </PageFrame>
  );
}

/** The buttons of one activity: those ACTIVITY_TRANSITIONS allows from its status, 编辑 for a draft, 报名名单 once published. */
function RowActions({ a, onEdit }: { a: ActivityItem; onEdit: () => void }) {
  const S = t.station;
  const { publish, end } = useStationMutations();
  const [confirmEnd, setConfirmEnd] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const may = (action: ActivityAction) => transitionAllowed(ACTIVITY_TRANSITIONS, action, a.status);
  return (
    <HStack gap="1" wrap="wrap">
      {a.status === 'draft' && (
        <Button size="xs" variant="outline" onClick={onEdit}>
          {S.edit}
        </Button>
      )}
      {may('publish') && (
        <Button size="xs" colorPalette="brand" loading={publish.isPending} onClick={() => publish.mutate(a.id, { onSuccess: () => notify(S.published, 'success') })}>
          {S.publish}
        </Button>
      )}
      {a.status !== 'draft' && (
        <Button asChild size="xs" variant="outline" colorPalette="brand">
          <Link to="/activityManage" search={(prev) => ({ ...prev, id: a.id })}>
            {S.applies}
          </Link>
        </Button>
      )}
      {may('end') && (
        <Button size="xs" variant="outline" onClick={() => setConfirmEnd(true)}>
          {S.end}
        </Button>
      )}
      {may('cancel') && (
        <Button size="xs" variant="outline" colorPalette="red" onClick={() => setCancelling(true)}>
          {S.cancel}
        </Button>
      )}
      <ConfirmDialog open={confirmEnd} message={S.endConfirm} pending={end.isPending} onClose={() => setConfirmEnd(false)} onConfirm={() => end.mutate(a.id, { onSuccess: () => (setConfirmEnd(false), notify(S.ended, 'success')) })} />
      {cancelling && <CancelDialog a={a} onClose={() => setCancelling(false)} />}
    </HStack>
  );
}

const cancelSchema = z.object({ reason: z.string().trim().min(1, '请填写取消原因').max(200, '取消原因不能超过200个字') });

/** 取消活动: the reason (told to every enrolled and waiting sign-up). */
function CancelDialog({ a, onClose }: { a: ActivityItem; onClose: () => void }) {
  const S = t.station;
  const { cancel } = useStationMutations();
  const form = useForm<z.infer<typeof cancelSchema>>({ resolver: zodResolver(cancelSchema), defaultValues: { reason: '' } });
  return (
    <FormDialog open title={S.cancelTitle(a.title)} submitLabel={S.cancel} submitPalette="red" onClose={onClose} onSubmit={submitForm(form, (v) => cancel.mutateAsync({ id: a.id, reason: v.reason }).then((r) => notify(S.cancelled(r.told), 'success')))}>
      <Field.Root invalid={Boolean(form.formState.errors.reason)} required>
        <Field.Label>
          {S.cancelReason}
          <Field.RequiredIndicator />
        </Field.Label>
        <Textarea rows={3} maxLength={200} placeholder={S.reasonHint} {...form.register('reason')} />
        <Field.ErrorText>{form.formState.errors.reason?.message}</Field.ErrorText>
      </Field.Root>
    </FormDialog>
  );
}

/** 'YYYY-MM-DDTHH:mm' of a datetime-local input to the wire's 'YYYY-MM-DD HH:mm:ss', and back. */
const toWire = (v: unknown) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(v) ? `${v.replace('T', ' ')}:00` : v);
const toLocal = (v: string) => v.slice(0, 16).replace(' ', 'T');
const TIME_KEYS = ['startTime', 'endTime', 'signUpStart', 'signUpEnd'] as const;

/** The activity form: the contract's field rules on the wire form of the times, and the order of the times (activityTimesProblem), as the server checks them. */
const activitySchema = z.preprocess(
  (v) => (v && typeof v === 'object' ? { ...v, ...Object.fromEntries(TIME_KEYS.map((k) => [k, toWire((v as Record<string, unknown>)[k])])) } : v),
  z.object(activityFields).superRefine((v, ctx) => {
    const problem = activityTimesProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  }),
);
type FormIn = Record<keyof typeof activityFields, string>;

/** 新建活动 / 编辑活动 (drafts only): every field with its label; times as date and time pickers. */
function ActivityDialog({ activity, onClose }: { activity: ActivityItem | null; onClose: () => void }) {
  const S = t.station;
  const { save } = useStationMutations();
  const defaults: FormIn = activity
    ? { ...Object.fromEntries(Object.keys(activityFields).map((k) => [k, String(activity[k as keyof ActivityItem])])), ...Object.fromEntries(TIME_KEYS.map((k) => [k, toLocal(activity[k])])) } as FormIn
    : { type: 'recruitment', title: '', content: '', place: '', startTime: '', endTime: '', capacity: '50', signUpStart: '', signUpEnd: '', audience: 'both' };
  const form = useForm<FormIn, unknown, z.infer<typeof activitySchema>>({ resolver: zodResolver(activitySchema as never) as never, mode: 'onTouched', defaultValues: defaults });
  const errors = form.formState.errors;
  const field = (key: keyof FormIn, label: string, input: React.ReactNode) => (
    <Field.Root invalid={Boolean(errors[key])} required>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {input}
      <Field.ErrorText>{errors[key]?.message}</Field.ErrorText>
    </Field.Root>
  );
  const select = (key: 'type' | 'audience', options: { value: string; label: string }[]) => (
    <NativeSelect.Root>
      <NativeSelect.Field {...form.register(key)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
  return (
    <FormDialog
      open
      title={activity ? S.editTitle : S.createTitle}
      onClose={onClose}
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
      closeOnInteractOutside={false}
      onSubmit={submitForm(form, (v) => save.mutateAsync({ ...v, ...(activity ? { id: activity.id } : {}) }).then(() => notify(S.saved, 'success')))}
    >
      <Stack gap="4">
        {field('type', S.type, select('type', optionsOf(ACTIVITY_TYPES, ACTIVITY_TYPE_LABELS)))}
        {field('title', S.title, <Input maxLength={60} {...form.register('title')} />)}
        {field('content', S.content, <Textarea rows={4} maxLength={2000} {...form.register('content')} />)}
        {field('place', S.place, <Input maxLength={100} {...form.register('place')} />)}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {field('startTime', S.startTime, <Input type="datetime-local" {...form.register('startTime')} />)}
          {field('endTime', S.endTime, <Input type="datetime-local" {...form.register('endTime')} />)}
          {field('signUpStart', S.signUpStart, <Input type="datetime-local" {...form.register('signUpStart')} />)}
          {field('signUpEnd', S.signUpEnd, <Input type="datetime-local" {...form.register('signUpEnd')} />)}
          {field('capacity', S.capacity, <Input type="number" min={1} max={5000} {...form.register('capacity')} />)}
          {field('audience', S.audience, select('audience', optionsOf(ACTIVITY_AUDIENCES, ACTIVITY_AUDIENCE_LABELS)))}
        </SimpleGrid>
      </Stack>
    </FormDialog>
  );
}

/** The sign-ups of one activity: counts, check-in by code, the venue QR code, the export, and a 签到 button per enrolled row. */
function SignUps({ a }: { a: ActivityItem }) {
  const S = t.station;
  const query = useSignUpList(a.id);
  const { checkIn, exportList } = useStationMutations();
  const [code, setCode] = useState('');
  const [showQr, setShowQr] = useState(false);
  const qr = useVenueQr(a.id, showQr && a.status === 'published');
  const rows = query.data?.list ?? [];
  const attended = rows.filter((r) => r.status === 'attended').length;
  const doCheckIn = (c: string) => checkIn.mutate({ activityId: a.id, code: c }, { onSuccess: (r) => (setCode(''), notify(`${r.name} ${S.checkedIn}`, 'success')) });
  return (
    <Stack gap="3" mt="4" borderTopWidth="1px" pt="4" data-testid="sign-ups">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Stack gap="0">
          <Text as="h2" fontWeight="semibold" fontSize="lg">
            {S.appliesOf(a.title)}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {S.stats(a.enrolled, a.waiting, attended)}
          </Text>
        </Stack>
        <HStack gap="2" wrap="wrap">
          {a.status === 'published' && (
            <Button size="sm" variant="outline" onClick={() => setShowQr((v) => !v)}>
              {S.qr}
            </Button>
          )}
          <Button size="sm" variant="outline" colorPalette="brand" loading={exportList.isPending} onClick={() => exportList.mutate(a.id)}>
            {S.exportList}
          </Button>
        </HStack>
      </HStack>
      {showQr && qr.data && (
        <Stack align="center" gap="2" p="4" bg="bg.muted" borderRadius="md">
          <Image src={qr.data.image} alt={S.qr} w="60" h="60" />
          <Text fontSize="sm" color="fg.muted" textAlign="center">
            {S.qrHint}
          </Text>
        </Stack>
      )}
      {a.status === 'published' && (
        <form
          aria-label={S.checkInByCode}
          onSubmit={(e) => {
            e.preventDefault();
            if (code.trim()) doCheckIn(code.trim());
          }}
        >
          <HStack gap="2">
            <Input size="sm" w={{ base: 'full', md: '48' }} bg="white" aria-label={S.codeLabel} placeholder={S.codePlaceholder} inputMode="numeric" maxLength={6} value={code} onChange={(e) => setCode(e.target.value)} />
            <Button size="sm" type="submit" colorPalette="brand" loading={checkIn.isPending}>
              {S.checkIn}
            </Button>
          </HStack>
        </form>
      )}
      {query.isPending ? (
        <ListSkeleton rows={3} />
      ) : rows.length === 0 ? (
        <EmptyState title={S.appliesEmpty} />
      ) : (
        <TableOrCards
          rows={rows}
          rowKey={(r) => r.id}
          testId="apply"
          header={[S.applicant, S.entName, S.phone, S.status, S.checkCode, S.appliedAt, S.checkedInAt, S.actions].map((h) => (
            <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>
          ))}
          cells={(r) => (
            <>
              <Table.Cell>{r.name}</Table.Cell>
              <Table.Cell>{r.entName || '—'}</Table.Cell>
              <Table.Cell>{r.phone}</Table.Cell>
              <Table.Cell>
                <ApplyStatusBadge status={r.status} position={r.position} />
              </Table.Cell>
              <Table.Cell>{r.checkCode}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{r.createdAt.slice(0, 16)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{r.checkedInAt?.slice(0, 16) ?? '—'}</Table.Cell>
              <Table.Cell>
                {r.status === 'enrolled' && a.status === 'published' && (
                  <Button size="xs" colorPalette="brand" variant="outline" onClick={() => doCheckIn(r.checkCode)}>
                    {S.checkIn}
                  </Button>
                )}
              </Table.Cell>
            </>
          )}
          card={(r) => (
            <>
              <HStack justify="space-between">
                <Text fontWeight="semibold">
                  {r.name}
                  {r.entName && ` · ${r.entName}`}
                </Text>
                <ApplyStatusBadge status={r.status} position={r.position} />
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                {r.phone} · {S.checkCode} {r.checkCode}
              </Text>
              {r.status === 'enrolled' && a.status === 'published' && (
                <Button size="xs" colorPalette="brand" variant="outline" alignSelf="flex-start" onClick={() => doCheckIn(r.checkCode)}>
                  {S.checkIn}
                </Button>
              )}
            </>
          )}
        />
      )}
    </Stack>
  );
}
