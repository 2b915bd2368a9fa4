import { Button, HStack, Image, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { Note } from '@portal/ui';
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
  type ActivityItem,
  type ActivityStatus,
} from '@portal/api';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { z } from 'zod';
import * as t from '../../i18n/zh-CN';
import { notify } from '../../lib/api';
import { FilterSelect, FormDialog, formFields, ListPage, ListView, optionsOf, ReasonDialog, SelectField, submitForm, SubSection, useZodForm, WorkflowActions } from '../common';
import { ActivityStatusBadge, ApplyStatusBadge, timeRange } from './ActivityCard';
import { useOwnActivities, useSignUpList, useStationMutations, useVenueQr } from './queries';

const S = t.station;

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
  const query = useOwnActivities({ page: search.page, limit: search.limit, status: search.status });
  const { publish, end, cancel } = useStationMutations();
  const [editing, setEditing] = useState<ActivityItem | 'new' | null>(null);
  const [cancelling, setCancelling] = useState<ActivityItem | null>(null);
  const selected = query.data?.list.find((a) => a.id === search.id);
  // the buttons of one activity: those ACTIVITY_TRANSITIONS allows from its status, 编辑 for a draft, 报名名单 once published
  const actions = (a: ActivityItem) => (
    <WorkflowActions
      table={ACTIVITY_TRANSITIONS}
      status={a.status}
      edit={() => setEditing(a)}
      actions={{
        publish: { run: () => publish.mutateAsync(a.id), done: S.published },
        end: { run: () => end.mutateAsync(a.id), confirm: S.endConfirm, done: S.ended, label: S.end, palette: 'gray' },
        cancel: { run: () => setCancelling(a), palette: 'red' },
      }}
    >
      {a.status !== 'draft' && (
        <Button asChild size="xs" variant="outline" colorPalette="brand">
          <Link to="/activityManage" search={(prev) => ({ ...prev, id: a.id })}>
            {S.applies}
          </Link>
        </Button>
      )}
    </WorkflowActions>
  );
  return (
    <ListPage
      title={S.manageTitle}
      crumbs={[{ label: S.homeTitle, to: '/rcfnz' }, { label: S.manageTitle }]}
      actions={
        <Button size="sm" colorPalette="brand" onClick={() => setEditing('new')}>
          {S.create}
        </Button>
      }
      filters={<FilterSelect w={{ base: 'full', md: '40' }} label={t.common.status} all={t.hotline.allStatuses} value={search.status ?? ''} onChange={(v) => onSearchChange({ status: (v || undefined) as ActivityStatus | undefined, page: 1 })} options={optionsOf(ACTIVITY_STATUSES, ACTIVITY_STATUS_LABELS)} />}
      query={query}
      rowKey={(a) => a.id}
      testId="activity"
      empty={S.manageEmpty}
      skeletonRows={5}
      paging={{ page: search.page, limit: search.limit, onPage: onSearchChange }}
      columns={[
        { header: S.title, cell: (a) => a.title, cellProps: { fontWeight: 'medium' }, card: 'title' },
        { header: S.type, cell: (a) => ACTIVITY_TYPE_LABELS[a.type] },
        { header: S.time, cell: (a) => timeRange(a.startTime, a.endTime), cellProps: { whiteSpace: 'nowrap' } },
        {
          header: S.capacity,
          cell: (a) => (
            <>
              {a.enrolled}/{a.capacity}
              {a.waiting > 0 && <Text as="span" color="orange.fg">{` +${a.waiting}`}</Text>}
            </>
          ),
          cellProps: { whiteSpace: 'nowrap' },
        },
        { header: t.common.status, cell: (a) => <ActivityStatusBadge status={a.status} />, card: 'badge' },
        { header: t.common.actions, cell: actions, card: 'actions' },
      ]}
    >
      {selected && <SignUps a={selected} />}
      {editing && <ActivityDialog key={editing === 'new' ? 'new' : editing.id} activity={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {cancelling && (
        // 取消活动: the reason, told to every enrolled and waiting sign-up
        <ReasonDialog
          key={cancelling.id}
          title={S.cancelTitle(cancelling.title)}
          label={S.cancelReason}
          hint={S.reasonHint}
          requiredMessage="请填写取消原因"
          submitLabel={S.cancel}
          submitPalette="red"
          maxLength={200}
          onClose={() => setCancelling(null)}
          onSubmit={(reason) => cancel.mutateAsync({ id: cancelling.id, reason }).then((r) => notify(S.cancelled(r.told), 'success'))}
        />
      )}
    </ListPage>
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
  const { save } = useStationMutations();
  const defaults: FormIn = activity
    ? { ...Object.fromEntries(Object.keys(activityFields).map((k) => [k, String(activity[k as keyof ActivityItem])])), ...Object.fromEntries(TIME_KEYS.map((k) => [k, toLocal(activity[k])])) } as FormIn
    : { type: 'recruitment', title: '', content: '', place: '', startTime: '', endTime: '', capacity: '50', signUpStart: '', signUpEnd: '', audience: 'both' };
  const form = useZodForm<typeof activitySchema, FormIn, z.infer<typeof activitySchema>>(activitySchema, defaults);
  const errors = form.formState.errors;
  const field = formFields(form);
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
        <SelectField label={S.type} required error={errors.type?.message} field={form.register('type')} options={optionsOf(ACTIVITY_TYPES, ACTIVITY_TYPE_LABELS)} />
        {field('title', S.title, <Input maxLength={60} {...form.register('title')} />)}
        {field('content', S.content, <Textarea rows={4} maxLength={2000} {...form.register('content')} />)}
        {field('place', S.place, <Input maxLength={100} {...form.register('place')} />)}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {field('startTime', S.startTime, <Input type="datetime-local" {...form.register('startTime')} />)}
          {field('endTime', S.endTime, <Input type="datetime-local" {...form.register('endTime')} />)}
          {field('signUpStart', S.signUpStart, <Input type="datetime-local" {...form.register('signUpStart')} />)}
          {field('signUpEnd', S.signUpEnd, <Input type="datetime-local" {...form.register('signUpEnd')} />)}
          {field('capacity', S.capacity, <Input type="number" min={1} max={5000} {...form.register('capacity')} />)}
          <SelectField label={S.audience} required error={errors.audience?.message} field={form.register('audience')} options={optionsOf(ACTIVITY_AUDIENCES, ACTIVITY_AUDIENCE_LABELS)} />
        </SimpleGrid>
      </Stack>
    </FormDialog>
  );
}

/** The sign-ups of one activity: counts, check-in by code, the venue QR code, the export, and a 签到 button per enrolled row. */
function SignUps({ a }: { a: ActivityItem }) {
  const query = useSignUpList(a.id);
  const { checkIn, exportList } = useStationMutations();
  const [code, setCode] = useState('');
  const [showQr, setShowQr] = useState(false);
  const qr = useVenueQr(a.id, showQr && a.status === 'published');
  const attended = query.data?.list.filter((r) => r.status === 'attended').length ?? 0;
  const doCheckIn = (c: string) => checkIn.mutate({ activityId: a.id, code: c }, { onSuccess: (r) => (setCode(''), notify(`${r.name} ${S.checkedIn}`, 'success')) });
  return (
    <SubSection
      mt="4"
      testId="sign-ups"
      title={S.appliesOf(a.title)}
      subtitle={S.stats(a.enrolled, a.waiting, attended)}
      actions={
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
      }
    >
      {showQr && qr.data && (
        <Stack align="center" gap="2" p="4" bg="bg.muted" borderRadius="md">
          <Image src={qr.data.image} alt={S.qr} w="60" h="60" />
          <Note textAlign="center">{S.qrHint}</Note>
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
            <Input size="sm" w={{ base: 'full', md: '48' }} bg="white" aria-label={S.checkCode} placeholder={S.codePlaceholder} inputMode="numeric" maxLength={6} value={code} onChange={(e) => setCode(e.target.value)} />
            <Button size="sm" type="submit" colorPalette="brand" loading={checkIn.isPending}>
              {S.checkIn}
            </Button>
          </HStack>
        </form>
      )}
      <ListView
        query={query}
        rowKey={(r) => r.id}
        testId="apply"
        empty={S.appliesEmpty}
        skeletonRows={3}
        columns={[
          { header: S.applicant, cell: (r) => r.name, card: 'title' },
          { header: t.common.entName, cell: (r) => r.entName || '—' },
          { header: t.common.phone, cell: (r) => r.phone },
          { header: t.common.status, cell: (r) => <ApplyStatusBadge status={r.status} position={r.position} />, card: 'badge' },
          { header: S.checkCode, cell: (r) => r.checkCode },
          { header: S.appliedAt, cell: (r) => r.createdAt.slice(0, 16), cellProps: { whiteSpace: 'nowrap' } },
          { header: S.checkedInAt, cell: (r) => r.checkedInAt?.slice(0, 16) ?? '—', cellProps: { whiteSpace: 'nowrap' } },
          {
            header: t.common.actions,
            cell: (r) =>
              r.status === 'enrolled' &&
              a.status === 'published' && (
                <Button size="xs" colorPalette="brand" variant="outline" alignSelf="flex-start" onClick={() => doCheckIn(r.checkCode)}>
                  {S.checkIn}
                </Button>
              ),
            card: 'actions',
          },
        ]}
      />
    </SubSection>
  );
}
