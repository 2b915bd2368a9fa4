import { Badge, Box, Button, chakra, HStack, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import {
  COURSE_STATUS_LABELS,
  COURSE_TRANSITIONS,
  courseDatesProblem,
  courseFields,
  ENROL_STATUS_LABELS,
  ENROL_BATCH_MAX,
  endpoints,
  trainEnrol,
  surveyAnswerFields,
  TRAIN_KINDS,
  TRAINING_MODES,
  TRAINING_NEEDS,
  trainingSurveyLedger,
  type CourseItem,
  type EnrolStatus,
  type ReportBar,
} from '@portal/api';
import { useSession } from '@portal/auth';
import { EmptyState, ListSkeleton, Note } from '@portal/ui';
import { countBarsOption, LazyEChart } from '@portal/ui/charts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { z } from 'zod';
import * as t from '../../i18n/zh-CN';
import { api, notify } from '../../lib/api';
import { CheckboxesField, DataTable, FigureTiles, FormDialog, FormField, formFields, KeywordBar, LinkTabs, type ListColumn, ListView, PageFrame, QueryState, Select, SelectField, submitForm, SubSection, useCallMutations, useConfirm, useZodForm, WorkflowActions } from '../common';
import { LedgerPage } from '../ledger';
import { PagedGrid } from '../station';
import type { TrainingSearch, TrainingTab } from './search';
import { shanghaiDay } from '@portal/validators';

const T = t.training;

const ENT_TABS: readonly TrainingTab[] = ['courses', 'mine', 'survey'];
const STAFF_TABS: readonly TrainingTab[] = ['manage', 'report', 'answers', 'entuser'];

const KEY = ['user', 'training'] as const;

/** Every change of courses, enrolments and answers; each refreshes every training query. */
const useTrainingMutations = () =>
  useCallMutations([KEY], {
    save: endpoints.trainCourseSave,
    publish: (id: number) => api.call(endpoints.trainPublish, { id }),
    finish: (id: number) => api.call(endpoints.trainFinish, { id }),
    enrol: endpoints.trainEnrol,
    cancel: (id: number) => api.call(endpoints.trainEnrolCancel, { id }),
    complete: (id: number) => api.call(endpoints.trainComplete, { id }),
    submitSurvey: endpoints.surveySubmit,
    exportReport: (year: number) => api.call(endpoints.surveyReportExport, { year }),
  });

/**
 * /trainingResearch (培训与调研): for an enterprise, 培训课程 (the courses offered, with 报名 of
 * its employees), 我的报名 (its enrolments, 取消报名 before the start) and 培训需求调研 (its answer of
 * the open year, editable until the deadline); for staff of the training departments, 课程管理
 * (courses of their department: 新建, 编辑 drafts, 发布, 结课, 学员名单 with 标记结业), 调研报告 (figures
 * from the answers, a chart, 导出报告), 调研答卷 (the register of answers with import and export)
 * and 培训机构账号 (the accounts of private vocational-training institutions).
 */
export function TrainingResearchPage({ search, onSearchChange }: { search: TrainingSearch; onSearchChange: (next: Partial<TrainingSearch>) => void }) {
  const staff = useSession((s) => s.userType === 1);
  const tabs = staff ? STAFF_TABS : ENT_TABS;
  const tab = search.tab && tabs.includes(search.tab) ? search.tab : tabs[0]!;
  const linkTabs = <LinkTabs label={T.tabsLabel} current={tab} tabs={tabs.map((k) => ({ key: k, label: T.tabs[k], href: `/trainingResearch?tab=${k}` }))} />;
  if (tab === 'answers')
    return (
      <LedgerPage
        ledger={trainingSurveyLedger}
        search={search}
        onSearchChange={onSearchChange}
        crumbs={[{ label: t.nav.titles.trainingResearch, to: '/trainingResearch' }, { label: T.tabs.answers }]}
        tabs={<Box mb="3">{linkTabs}</Box>}
      />
    );
  return (
    <PageFrame title={t.nav.titles.trainingResearch} subtitle={T.intro} crumbs={[{ label: t.nav.titles.trainingResearch }]}>
      <Stack gap="4">
        {linkTabs}
        {tab === 'courses' && <OfferedCourses search={search} onSearchChange={onSearchChange} />}
        {tab === 'mine' && <MyEnrolments search={search} onSearchChange={onSearchChange} />}
        {tab === 'survey' && <SurveyForm />}
        {tab === 'manage' && <ManageCourses search={search} onSearchChange={onSearchChange} />}
        {tab === 'report' && <Report year={search.year} onYear={(year) => onSearchChange({ year })} />}
        {tab === 'entuser' && <EntUsers search={search} onSearchChange={onSearchChange} />}
      </Stack>
    </PageFrame>
  );
}

type ListProps = { search: TrainingSearch; onSearchChange: (next: Partial<TrainingSearch>) => void };

/** A course's status as a badge; a published course past its deadline or full reads 已截止 / 名额已满 to enterprises. */
function CourseBadge({ c, forEnt }: { c: CourseItem; forEnt?: boolean }) {
  const label = forEnt && c.status === 'published' && !c.open ? (c.taken >= c.capacity ? T.full : T.closed) : COURSE_STATUS_LABELS[c.status];
  const palette = c.status === 'published' && (!forEnt || c.open) ? 'green' : c.status === 'draft' ? 'gray' : 'orange';
  return (
    <Badge colorPalette={palette} variant="subtle" flexShrink={0}>
      {label}
    </Badge>
  );
}

/** The facts of a course: kind, occupation, dates, hours, place, places taken. */
function CourseFacts({ c }: { c: CourseItem }) {
  return (
    <Note>{c.kind} · {c.occupation} · {T.dates(c.startDate, c.endDate)} · {T.hoursOf(c.hours)} · {c.place} · {T.places(c.taken, c.capacity)} · {T.enrolEnd} {c.enrolEnd}</Note>
  );
}

/** 培训课程 (enterprises): the courses offered, each with 报名 while open. */
function OfferedCourses({ search, onSearchChange }: ListProps) {
  const query = useQuery({ queryKey: [...KEY, 'offered', search.page, search.limit], queryFn: ({ signal }) => api.call(endpoints.trainList, { page: search.page, limit: search.limit }, { signal }), placeholderData: keepPreviousData });
  const [enrolling, setEnrolling] = useState<CourseItem | null>(null);
  return (
    <>
      <PagedGrid query={query} empty={T.empty} columns={1} paging={{ page: search.page, limit: search.limit, onPage: onSearchChange }}>
        {(c) => (
          <Box borderWidth="1px" borderRadius="lg" p="4" data-testid="course">
            <HStack justify="space-between" align="flex-start" gap="2">
              <Text fontWeight="semibold" fontSize="md">
                {c.title}
              </Text>
              <CourseBadge c={c} forEnt />
            </HStack>
            <CourseFacts c={c} />
            <Text fontSize="sm" mt="2">
              {c.content}
            </Text>
            <HStack mt="3" justify="space-between" wrap="wrap" gap="2">
              <Text fontSize="sm" color="brand.fg">
                {c.mine > 0 ? T.mineCount(c.mine) : ''}
              </Text>
              {c.open && (
                <Button size="sm" colorPalette="brand" onClick={() => setEnrolling(c)}>
                  {T.enrol}
                </Button>
              )}
            </HStack>
          </Box>
        )}
      </PagedGrid>
      {enrolling && <EnrolDialog c={enrolling} onClose={() => setEnrolling(null)} />}
    </>
  );
}

/** The enrolment form: the contract's rule of the trainees (name and mobile of each, 1 to ENROL_BATCH_MAX). */
const enrolSchema = trainEnrol.input.pick({ trainees: true });
type EnrolForm = z.infer<typeof enrolSchema>;

/** 报名: one row (学员姓名, 手机号码) per employee, up to ENROL_BATCH_MAX; the server takes the places for all or none. */
function EnrolDialog({ c, onClose }: { c: CourseItem; onClose: () => void }) {
  const { enrol } = useTrainingMutations();
  const form = useZodForm<typeof enrolSchema, EnrolForm, EnrolForm>(enrolSchema, { trainees: [{ name: '', phone: '' }] }, 'onSubmit');
  const rows = useFieldArray({ control: form.control, name: 'trainees' });
  const errors = form.formState.errors.trainees;
  return (
    <FormDialog open title={T.enrolTitle(c.title)} submitLabel={T.enrolSubmit} onClose={onClose} size={{ base: 'full', md: 'lg' }} scrollBehavior="inside" onSubmit={submitForm(form, (v) => enrol.mutateAsync({ courseId: c.id, trainees: v.trainees }).then((r) => notify(T.enrolled(r.enrolled), 'success')))}>
      <Stack gap="4">
        <Note>{T.places(c.taken, c.capacity)}</Note>
        {rows.fields.map((f, i) => (
          <Stack key={f.id} gap="2" borderWidth="1px" borderRadius="md" p="3">
            <HStack justify="space-between">
              <Text fontWeight="medium" fontSize="sm">
                {T.trainee} {i + 1}
              </Text>
              {rows.fields.length > 1 && (
                <Button size="xs" variant="ghost" colorPalette="red" onClick={() => rows.remove(i)}>
                  {T.removeTrainee}
                </Button>
              )}
            </HStack>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              <FormField required label={rows.fields.length > 1 ? `${T.traineeName}${i + 1}` : T.traineeName} error={errors?.[i]?.name?.message}>
                <Input maxLength={30} {...form.register(`trainees.${i}.name`)} />
              </FormField>
              <FormField required label={rows.fields.length > 1 ? `${t.common.phone}${i + 1}` : t.common.phone} error={errors?.[i]?.phone?.message}>
                <Input inputMode="numeric" maxLength={11} {...form.register(`trainees.${i}.phone`)} />
              </FormField>
            </SimpleGrid>
          </Stack>
        ))}
        {rows.fields.length < Math.min(ENROL_BATCH_MAX, c.capacity - c.taken) && (
          <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => rows.append({ name: '', phone: '' })}>
            {T.addTrainee}
          </Button>
        )}
      </Stack>
    </FormDialog>
  );
}

/** The columns both lists of enrolments show: status (a badge), enrolled and completed at. */
function enrolColumns<R extends { status: EnrolStatus; createdAt: string; completedAt: string | null }>(): ListColumn<R>[] {
  return [
    { header: t.common.status, cell: (r) => <Badge colorPalette={r.status === 'completed' ? 'green' : r.status === 'enrolled' ? 'blue' : 'gray'} variant="subtle">{ENROL_STATUS_LABELS[r.status]}</Badge>, card: 'badge' },
    { header: T.enrolledAt, cell: (r) => r.createdAt.slice(0, 16), cellProps: { whiteSpace: 'nowrap' } },
    { header: T.completedAt, cell: (r) => r.completedAt?.slice(0, 10) ?? '—', cellProps: { whiteSpace: 'nowrap' } },
  ];
}

/** 我的报名 (enterprises): the enterprise's enrolments, newest first, 取消报名 before the course starts. */
function MyEnrolments({ search, onSearchChange }: ListProps) {
  const query = useQuery({ queryKey: [...KEY, 'mine', search.page, search.limit], queryFn: ({ signal }) => api.call(endpoints.trainMyEnrol, { page: search.page, limit: search.limit }, { signal }), placeholderData: keepPreviousData });
  const { cancel } = useTrainingMutations();
  const confirm = useConfirm();
  const today = shanghaiDay();
  return (
    <>
      <ListView
        query={query}
        rowKey={(r) => r.id}
        testId="enrol"
        empty={T.mineEmpty}
        paging={{ page: search.page, limit: search.limit, onPage: onSearchChange }}
        columns={[
          { header: T.title, cell: (r) => r.courseTitle, card: 'title' },
          { header: T.startDate, cell: (r) => r.startDate, cellProps: { whiteSpace: 'nowrap' } },
          { header: T.traineeName, cell: (r) => r.name },
          { header: t.common.phone, cell: (r) => r.phone },
          ...enrolColumns(),
          {
            header: t.common.actions,
            cell: (r) =>
              r.status === 'enrolled' && today < r.startDate && (
                <Button size="xs" variant="outline" colorPalette="red" onClick={() => confirm.ask(T.cancelConfirm, () => cancel.mutate(r.id, { onSuccess: () => notify(T.cancelled, 'success') }))}>
                  {T.cancelEnrol}
                </Button>
              ),
            card: 'actions',
          },
        ]}
      />
      {confirm.dialog}
    </>
  );
}

const surveySchema = z.object(surveyAnswerFields);
type SurveyIn = { needs: string[]; trainees: string; mode: string; contact: string; phone: string; remark: string };

/** 培训需求调研 (enterprises): the open year's survey; the form while open (提交调研, then 保存修改), the answer read-only after the deadline. */
function SurveyForm() {
  const query = useQuery({ queryKey: [...KEY, 'survey'], queryFn: ({ signal }) => api.call(endpoints.surveyMine, {}, { signal }) });
  return <QueryState query={query}>{(survey) => <SurveyFields key={survey.answer?.updatedAt ?? 'new'} survey={survey} />}</QueryState>;
}

function SurveyFields({ survey }: { survey: Awaited<ReturnType<typeof api.call<typeof endpoints.surveyMine>>> }) {
  const { submitSurvey } = useTrainingMutations();
  const a = survey.answer;
  const form = useZodForm<typeof surveySchema, SurveyIn, z.infer<typeof surveySchema>>(surveySchema, { needs: a?.needs ?? [], trainees: a ? String(a.trainees) : '', mode: a?.mode ?? TRAINING_MODES[0], contact: a?.contact ?? '', phone: a?.phone ?? '', remark: a?.remark ?? '' }, 'onSubmit');
  const errors = form.formState.errors;
  const needs = form.watch('needs');
  const disabled = !survey.open;
  const field = formFields(form, disabled);
  return (
    <chakra.form noValidate aria-label={T.surveyTitle(survey.year)} borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '6' }} onSubmit={(e: React.FormEvent) => (e.preventDefault(), void form.handleSubmit((v) => submitSurvey.mutateAsync(v).then(() => notify(T.surveySaved, 'success')))())}>
      <SubSection gap="4" maxW="3xl" ruled={false} title={T.surveyTitle(survey.year)} subtitle={survey.open ? T.surveyIntro(survey.deadline) : <Text as="span" color="orange.fg">{T.surveyClosed(survey.deadline)}</Text>}>
        {a && survey.open && (
          <Text fontSize="sm" color="green.fg">
            {T.answeredAt(a.updatedAt.slice(0, 16))}
          </Text>
        )}
        <CheckboxesField legend={T.needs} required disabled={disabled} columns={{ base: 2, md: 3 }} options={TRAINING_NEEDS} value={needs} error={errors.needs?.message} onChange={(v) => form.setValue('needs', v, { shouldValidate: form.formState.isSubmitted })} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {field('trainees', T.plannedTrainees, <Input type="number" min={0} max={100000} {...form.register('trainees')} />)}
          {field('mode', T.mode, <Select field={form.register('mode')} options={TRAINING_MODES} />)}
          {field('contact', t.common.contact, <Input maxLength={30} {...form.register('contact')} />)}
          {field('phone', t.common.contactPhone, <Input inputMode="numeric" maxLength={11} {...form.register('phone')} />)}
        </SimpleGrid>
        {field('remark', T.remark, <Textarea rows={3} maxLength={500} {...form.register('remark')} />, { required: false })}
        {survey.open && (
          <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={submitSurvey.isPending}>
            {a ? T.updateSurvey : T.submitSurvey}
          </Button>
        )}
      </SubSection>
    </chakra.form>
  );
}

/** 课程管理 (staff): the department's courses with the actions COURSE_TRANSITIONS allows (编辑 drafts, 发布, 结课), 学员名单 once published, 新建课程, and the trainees of one (?id=). */
function ManageCourses({ search, onSearchChange }: ListProps) {
  const query = useQuery({ queryKey: [...KEY, 'own', search.page, search.limit], queryFn: ({ signal }) => api.call(endpoints.trainManageList, { page: search.page, limit: search.limit }, { signal }), placeholderData: keepPreviousData });
  const { publish, finish } = useTrainingMutations();
  const [editing, setEditing] = useState<CourseItem | 'new' | null>(null);
  const selected = query.data?.list.find((c) => c.id === search.id);
  const actions = (c: CourseItem) => (
    <WorkflowActions
      table={COURSE_TRANSITIONS}
      status={c.status}
      edit={() => setEditing(c)}
      actions={{ publish: { run: () => publish.mutateAsync(c.id), done: T.published }, finish: { run: () => finish.mutateAsync(c.id), confirm: T.finishConfirm, done: T.finished, variant: 'outline' } }}
    >
      {c.status !== 'draft' && (
        <Button asChild size="xs" variant="outline" colorPalette="brand">
          <Link to="/trainingResearch" search={(prev) => ({ ...prev, tab: 'manage', id: c.id })}>
            {T.trainees}
          </Link>
        </Button>
      )}
    </WorkflowActions>
  );
  return (
    <>
      <ListView
        toolbar={
          <HStack justify="flex-end">
            <Button size="sm" colorPalette="brand" onClick={() => setEditing('new')}>
              {T.create}
            </Button>
          </HStack>
        }
        query={query}
        rowKey={(c) => c.id}
        testId="manage-course"
        empty={T.manageEmpty}
        paging={{ page: search.page, limit: search.limit, onPage: onSearchChange }}
        columns={[
          { header: T.title, cell: (c) => c.title, cellProps: { fontWeight: 'medium' }, card: 'title' },
          { header: T.kind, cell: (c) => c.kind },
          { header: T.startDate, cell: (c) => T.dates(c.startDate, c.endDate), cellProps: { whiteSpace: 'nowrap' } },
          { header: T.hours, cell: (c) => c.hours },
          { header: T.capacity, cell: (c) => `${c.taken}/${c.capacity}`, cellProps: { whiteSpace: 'nowrap' } },
          { header: t.common.status, cell: (c) => <CourseBadge c={c} />, card: 'badge' },
          { header: t.common.actions, cell: actions, card: 'actions' },
        ]}
      />
      {selected && <Trainees c={selected} />}
      {editing && <CourseDialog key={editing === 'new' ? 'new' : editing.id} course={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </>
  );
}

const courseSchema = z.object(courseFields).superRefine((v, ctx) => {
  const problem = courseDatesProblem(v);
  if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
});
type CourseIn = Record<keyof typeof courseFields, string>;

/** 新建培训课程 / 编辑培训课程 (drafts only): every field with its label; the dates' order checked as the server does. */
function CourseDialog({ course, onClose }: { course: CourseItem | null; onClose: () => void }) {
  const { save } = useTrainingMutations();
  const defaults: CourseIn = course
    ? (Object.fromEntries(Object.keys(courseFields).map((k) => [k, String(course[k as keyof CourseItem])])) as CourseIn)
    : { title: '', kind: TRAIN_KINDS[0], occupation: '', place: '', startDate: '', endDate: '', enrolEnd: '', hours: '40', capacity: '30', content: '' };
  const form = useZodForm<typeof courseSchema, CourseIn, z.infer<typeof courseSchema>>(courseSchema, defaults);
  const field = formFields(form);
  return (
    <FormDialog
      open
      title={course ? T.editTitle : T.createTitle}
      onClose={onClose}
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
      closeOnInteractOutside={false}
      onSubmit={submitForm(form, (v) => save.mutateAsync({ ...v, ...(course ? { id: course.id } : {}) }).then(() => notify(T.saved, 'success')))}
    >
      <Stack gap="4">
        {field('title', T.title, <Input maxLength={60} {...form.register('title')} />)}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {field('kind', T.kind, <Select field={form.register('kind')} options={TRAIN_KINDS} />)}
          {field('occupation', T.occupation, <Input maxLength={30} {...form.register('occupation')} />)}
          {field('startDate', T.startDate, <Input type="date" {...form.register('startDate')} />)}
          {field('endDate', T.endDate, <Input type="date" {...form.register('endDate')} />)}
          {field('enrolEnd', T.enrolEnd, <Input type="date" {...form.register('enrolEnd')} />)}
          {field('hours', T.hours, <Input type="number" min={1} max={1000} {...form.register('hours')} />)}
          {field('capacity', T.capacity, <Input type="number" min={1} max={500} {...form.register('capacity')} />)}
        </SimpleGrid>
        {field('place', T.place, <Input maxLength={100} {...form.register('place')} />)}
        {field('content', T.content, <Textarea rows={4} maxLength={1000} {...form.register('content')} />)}
      </Stack>
    </FormDialog>
  );
}

/** The trainees of one course: counts and a 标记结业 button per enrolled trainee. */
function Trainees({ c }: { c: CourseItem }) {
  const query = useQuery({ queryKey: [...KEY, 'trainees', c.id], queryFn: ({ signal }) => api.call(endpoints.trainEnrolList, { courseId: c.id, page: 1, limit: 50 }, { signal }) });
  const { complete } = useTrainingMutations();
  return (
    <SubSection mt="2" testId="trainees" title={T.traineesOf(c.title)} subtitle={T.traineesStats(c.taken, c.capacity, c.completed)}>
      <ListView
        query={query}
        rowKey={(r) => r.id}
        testId="trainee"
        skeletonRows={3}
        empty={T.traineesEmpty}
        columns={[
          { header: T.traineeName, cell: (r) => r.name, card: 'title' },
          { header: t.common.entName, cell: (r) => r.entName },
          { header: t.common.phone, cell: (r) => r.phone },
          ...enrolColumns(),
          {
            header: t.common.actions,
            cell: (r) =>
              r.status === 'enrolled' && (
                <Button size="xs" colorPalette="brand" variant="outline" loading={complete.isPending && complete.variables === r.id} onClick={() => complete.mutate(r.id, { onSuccess: () => notify(T.completedNotice(r.name), 'success') })}>
                  {T.complete}
                </Button>
              ),
            card: 'actions',
          },
        ]}
      />
    </SubSection>
  );
}

/** A table of a report's bars: category, enterprises, planned trainees. */
function BarTable({ title, bars, testId }: { title: string; bars: ReportBar[]; testId: string }) {
  return (
    <Stack gap="2" data-testid={testId}>
      <Text fontWeight="semibold">{title}</Text>
      <DataTable columns={[T.category, T.entCount, T.plannedTrainees]} endFrom={1} variant="outline" rows={bars.map((b) => ({ key: b.name, cells: [b.name, b.count, b.trainees] }))} />
    </Stack>
  );
}

/** 调研报告 (staff): the figures of a survey year computed from the answers, a chart of the needs, the tables by mode, industry and street, 导出报告. */
function Report({ year, onYear }: { year: number | undefined; onYear: (year: number | undefined) => void }) {
  const query = useQuery({ queryKey: [...KEY, 'report', year], queryFn: ({ signal }) => api.call(endpoints.surveyReportGet, year ? { year } : {}, { signal }), placeholderData: keepPreviousData });
  const { exportReport } = useTrainingMutations();
  const option = useMemo(() => (query.data ? countBarsOption(query.data.byNeed.map((b) => ({ label: b.name, count: b.count })), 110) : null), [query.data]);
  return (
    <QueryState query={query} loading={<ListSkeleton rows={5} />}>
      {(r) => (
        <Stack gap="5">
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Box w={{ base: 'full', md: '48' }}>
              <SelectField size="sm" label={T.reportYear} options={[...new Set([r.year - 2, r.year - 1, r.year, r.year + 1])].map((y) => ({ value: y, label: T.yearOf(y) }))} value={r.year} onChange={(v) => onYear(Number(v))} />
            </Box>
            <Button size="sm" variant="outline" colorPalette="brand" loading={exportReport.isPending} onClick={() => exportReport.mutate(r.year)}>
              {T.exportReport}
            </Button>
          </HStack>
          <FigureTiles
            data-testid="report-figures"
            items={[
              { label: T.answered, value: r.answered },
              { label: T.plannedTrainees, value: r.trainees },
              { label: T.deadline, value: r.deadline },
            ]}
          />
          {r.answered === 0 ? (
            <EmptyState title={T.reportEmpty} />
          ) : (
            <>
              <Stack gap="2">
                <Text fontWeight="semibold">{T.byNeed}</Text>
                {option && <LazyEChart option={option} ariaLabel={`${T.byNeed}：${r.byNeed.map((b) => `${b.name} ${b.count}家`).join('，')}`} style={{ height: r.byNeed.length * 40 + 20 }} data-testid="need-chart" />}
              </Stack>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
                <BarTable title={T.byNeed} bars={r.byNeed} testId="by-need" />
                <BarTable title={T.byMode} bars={r.byMode} testId="by-mode" />
                <BarTable title={T.byIndustry} bars={r.byIndustry} testId="by-industry" />
                <BarTable title={T.byStreet} bars={r.byStreet} testId="by-street" />
              </SimpleGrid>
            </>
          )}
        </Stack>
      )}
    </QueryState>
  );
}

/** 培训机构账号 (staff): the accounts of private vocational-training institutions, keyword, paged, phones masked. */
function EntUsers({ search, onSearchChange }: ListProps) {
  const keyword = typeof search.keyword === 'string' ? search.keyword : undefined;
  const query = useQuery({ queryKey: [...KEY, 'entuser', search.page, search.limit, keyword], queryFn: ({ signal }) => api.call(endpoints.entUserList, { page: search.page, limit: search.limit, keyword }, { signal }), placeholderData: keepPreviousData });
  return (
    <Stack gap="3">
      <Note>{T.entuserIntro}</Note>
      <ListView
        filters={<KeywordBar label={T.entuserKeyword} applied={keyword} onApply={(k) => onSearchChange({ keyword: k, page: 1 })} />}
        query={query}
        rowKey={(u) => u.id}
        testId="entuser"
        skeletonRows={3}
        empty={T.entuserEmpty}
        paging={{ page: search.page, limit: search.limit, onPage: onSearchChange }}
        columns={[
          { header: t.common.entName, cell: (u) => u.entName, card: 'title' },
          { header: t.common.creditCode, cell: (u) => u.creditCode },
          { header: t.common.streetOf, cell: (u) => u.streetName || '—' },
          { header: t.common.username, cell: (u) => u.username },
          { header: t.common.contact, cell: (u) => u.nickName || '—' },
          { header: t.common.contactPhone, cell: (u) => u.phone || '—' },
          { header: T.accountStatus, cell: (u) => (u.status === 'active' ? '正常' : '停用') },
          { header: T.createdAt, cell: (u) => u.createdAt.slice(0, 10), cellProps: { whiteSpace: 'nowrap' } },
        ]}
      />
    </Stack>
  );
}
