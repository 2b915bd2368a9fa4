import { Box, Button, Field, Flex, Grid, HStack, Input, NativeSelect, Stack, Stat, Table, Text, Textarea } from '@chakra-ui/react';
import { renderSms, smsSegments, smsTemplate, type SmsTaskItem } from '@portal/api';
import { EmptyState, ErrorState, ListSkeleton, PaginationBar } from '@portal/ui';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { t } from '../../i18n/zh-CN';
import { errorText, notify } from '../../lib/api';
import { ConfirmDialog, PageFrame, TableOrCards } from '../common';
import { useAgeMutations, useGroups, useQuestionnaires, useTask, useTasks } from './queries';
import { RecordsTable, type RecordSearch } from './RecordsTable';

const S = () => t.ageAppropriate.sms;

/** The counts of a task: total, queued, sent, failed, answered. */
function TaskCounts({ task }: { task: SmsTaskItem }) {
  const s = S();
  const items: [string, number, string?][] = [
    [s.total, task.total],
    [s.queuedCol, task.queued],
    [s.sentCol, task.sent, 'green.700'],
    [s.failedCol, task.failed, 'red.700'],
    [s.answeredCol, task.answered, 'brand.700'],
  ];
  return (
    <Grid templateColumns={{ base: 'repeat(3, 1fr)', md: 'repeat(5, 1fr)' }} gap="3" data-testid="task-counts">
      {items.map(([label, n, color]) => (
        <Stat.Root key={label} borderWidth="1px" rounded="md" p="3" bg="white">
          <Stat.Label>{label}</Stat.Label>
          <Stat.ValueText color={color}>{n}</Stat.ValueText>
        </Stat.Root>
      ))}
    </Grid>
  );
}

/** /sms-list (短信发送任务): the send tasks with their counts, each linking to /sms-detail; 新建发送任务 and 发送记录. */
export function SmsListPage({ search, onSearchChange }: { search: { page: number; limit: number }; onSearchChange: (next: Partial<{ page: number; limit: number }>) => void }) {
  const s = S();
  const query = useTasks(search);
  const data = query.data;
  return (
    <PageFrame
      title={t.nav.titles.smsList}
      actions={
        <HStack>
          <Button asChild size="sm" variant="outline">
            <Link to="/bsRecord">{t.nav.titles.bsRecord}</Link>
          </Button>
          <Button asChild size="sm" colorPalette="brand">
            <Link to="/sms-add">{s.add}</Link>
          </Button>
        </HStack>
      }
    >
      {query.isPending ? (
        <ListSkeleton rows={5} />
      ) : !data ? (
        <ErrorState message={errorText(query.error)} onRetry={() => void query.refetch()} />
      ) : data.list.length === 0 ? (
        <EmptyState title={s.empty} />
      ) : (
        <>
          <TableOrCards
            rows={data.list}
            rowKey={(r) => r.id}
            testId="sms-task"
            header={[s.title, s.questionnaire, s.group, s.total, s.sentCol, s.failedCol, s.answeredCol, s.createdAt].map((h) => (
              <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>
            ))}
            cells={(r) => (
              <>
                <Table.Cell>
                  <Link to="/sms-detail" search={{ id: r.id }}>
                    <Text as="span" color="brand.700" fontWeight="medium">
                      {r.title}
                    </Text>
                  </Link>
                </Table.Cell>
                <Table.Cell>{r.questionnaireTitle}</Table.Cell>
                <Table.Cell>{r.groupName}</Table.Cell>
                <Table.Cell>{r.total}</Table.Cell>
                <Table.Cell>{r.sent}</Table.Cell>
                <Table.Cell color={r.failed ? 'red.700' : undefined}>{r.failed}</Table.Cell>
                <Table.Cell>{r.answered}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{r.createdAt.slice(0, 16)}</Table.Cell>
              </>
            )}
            card={(r) => (
              <>
                <Link to="/sms-detail" search={{ id: r.id }}>
                  <Text color="brand.700" fontWeight="semibold">
                    {r.title}
                  </Text>
                </Link>
                <Text fontSize="sm">{r.questionnaireTitle}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {r.groupName} · {s.total} {r.total} · {s.sentCol} {r.sent} · {s.failedCol} {r.failed} · {s.answeredCol} {r.answered}
                </Text>
              </>
            )}
          />
          <PaginationBar page={search.page} limit={search.limit} total={data.total} onPageChange={(p) => onSearchChange({ page: p })} onLimitChange={(l) => onSearchChange({ limit: l, page: 1 })} />
        </>
      )}
    </PageFrame>
  );
}

/** A labelled drop-down of ids. */
function Pick({ label, value, placeholder, options, onChange }: { label: string; value: number | undefined; placeholder: string; options: { id: number; label: string }[]; onChange: (id: number | undefined) => void }) {
  return (
    <Field.Root required>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value ?? ''} onChange={(e) => onChange(e.target.value ? Number(e.target.value) : undefined)}>
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

const DEFAULT_TEMPLATE = '{name}您好，区就业中心邀请您填写就业意愿调查，约2分钟：{link}';
/** The link a preview shows in place of a recipient's own (the real one carries a signed token). */
const PREVIEW_LINK = `${typeof window === 'undefined' ? '' : window.location.origin}/qt?token=123.XXXXXXXXXXXXXXXXXXXXXX`;

/**
 * /sms-add[?groupId=] (新建短信发送): a send task: name, a started questionnaire, a saved group and
 * the template with {name} and {link}; a live count of the characters of the full message
 * (signature and opt-out text included) and of its billable segments, the template's problems
 * (the contract's own rule: length, unknown variables, the link), and a preview with the first
 * member's name of the chosen group. 立即发送 asks for a confirmation naming the group's size.
 */
export function SmsAddPage({ groupId: initialGroup }: { groupId?: number | undefined }) {
  const s = S();
  const navigate = useNavigate();
  const questionnaires = useQuestionnaires({ page: 1, limit: 50, status: 'started' });
  const groups = useGroups();
  const m = useAgeMutations();
  const [title, setTitle] = useState('');
  const [questionnaireId, setQuestionnaireId] = useState<number | undefined>();
  const [groupId, setGroupId] = useState<number | undefined>(initialGroup);
  const [template, setTemplate] = useState(DEFAULT_TEMPLATE);
  const [confirming, setConfirming] = useState(false);
  const group = groups.data?.find((g) => g.id === groupId);
  const text = renderSms(template, { name: '张三', link: PREVIEW_LINK });
  const { chars, segments } = smsSegments(text);
  const problem = smsTemplate.safeParse(template).error?.issues[0]?.message;
  const ready = title.trim().length >= 2 && questionnaireId !== undefined && group !== undefined && !problem;
  const send = async () => {
    const { id, queued } = await m.addTask.mutateAsync({ title, questionnaireId: questionnaireId!, groupId: groupId!, template });
    notify(s.queued(queued), 'success');
    void navigate({ to: '/sms-detail', search: { id } });
  };
  const startedList = questionnaires.data?.list ?? [];
  return (
    <PageFrame title={t.nav.titles.smsAdd} crumbs={[{ label: t.nav.titles.smsList, to: '/sms-list' }, { label: t.nav.titles.smsAdd }]}>
      <Grid templateColumns={{ base: '1fr', lg: '1fr 360px' }} gap="6" alignItems="start">
        <Stack gap="4" borderWidth="1px" rounded="md" p="4" bg="white">
          <Field.Root required>
            <Field.Label>{s.title}</Field.Label>
            <Input size="sm" maxLength={50} value={title} onChange={(e) => setTitle(e.target.value)} />
          </Field.Root>
          <Pick label={s.questionnaire} value={questionnaireId} placeholder={s.chooseQuestionnaire} options={startedList.map((q) => ({ id: q.id, label: q.title }))} onChange={setQuestionnaireId} />
          {questionnaires.data && startedList.length === 0 && (
            <Text fontSize="sm" color="orange.700">
              {s.noStarted} <Link to="/questionnaire-list">{t.nav.titles.questionnaireList}</Link>
            </Text>
          )}
          <Pick label={s.group} value={groupId} placeholder={s.chooseGroup} options={(groups.data ?? []).map((g) => ({ id: g.id, label: `${g.name}（${g.size}人）` }))} onChange={setGroupId} />
          {groups.data && groups.data.length === 0 && (
            <Text fontSize="sm" color="orange.700">
              {s.noGroups} <Link to="/group-query">{t.nav.titles.groupQuery}</Link>
            </Text>
          )}
          <Field.Root required invalid={problem !== undefined}>
            <Field.Label>{s.template}</Field.Label>
            <Textarea rows={4} maxLength={600} value={template} onChange={(e) => setTemplate(e.target.value)} />
            <Field.HelperText>{s.templateHint}</Field.HelperText>
            {problem && <Field.ErrorText>{problem}</Field.ErrorText>}
          </Field.Root>
          <HStack gap="2">
            <Button size="xs" variant="outline" onClick={() => setTemplate((v) => `${v}{name}`)}>
              {s.insertName}
            </Button>
            <Button size="xs" variant="outline" onClick={() => setTemplate((v) => `${v}{link}`)}>
              {s.insertLink}
            </Button>
          </HStack>
          <Text role="status" data-testid="sms-count" fontWeight="semibold" color={segments > 1 ? 'orange.700' : 'fg'}>
            {s.count(chars, segments)}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {s.segmentsRule}
          </Text>
          <Button colorPalette="brand" alignSelf="start" disabled={!ready} onClick={() => setConfirming(true)}>
            {s.send}
          </Button>
        </Stack>
        <Box>
          <Text fontWeight="semibold" mb="2">
            {s.preview}
          </Text>
          <Box borderWidth="1px" rounded="xl" bg="gray.100" p="4" maxW="360px">
            <Text fontSize="xs" color="fg.muted" mb="2">
              {s.previewFor('张三')}
            </Text>
            <Box bg="white" rounded="lg" p="3" whiteSpace="pre-wrap" wordBreak="break-all" data-testid="sms-preview">
              {text}
            </Box>
          </Box>
        </Box>
      </Grid>
      <ConfirmDialog
        open={confirming}
        title={s.send}
        message={s.sendConfirm(group?.size ?? 0)}
        confirmLabel={s.send}
        confirmPalette="brand"
        pending={m.addTask.isPending}
        onConfirm={() => void send().catch(() => setConfirming(false))}
        onClose={() => setConfirming(false)}
      />
    </PageFrame>
  );
}

/** /sms-detail?id= (短信发送详情): a task's counts (refreshed while queued), its template, 重发失败短信, and its per-recipient records with filters. */
export function SmsDetailPage({ search, onSearchChange }: { search: RecordSearch & { id?: number | undefined }; onSearchChange: (next: Partial<RecordSearch>) => void }) {
  const s = S();
  const id = search.id ?? 0;
  const task = useTask(id);
  const m = useAgeMutations();
  const retry = async () => notify(s.retried((await m.retry.mutateAsync(id)).requeued), 'success');
  const crumbs = [{ label: t.nav.titles.smsList, to: '/sms-list' }, { label: t.nav.titles.smsDetail }];
  if (task.isPending) return <PageFrame title={t.nav.titles.smsDetail} crumbs={crumbs}><ListSkeleton rows={6} /></PageFrame>;
  if (!task.data) return <PageFrame title={t.nav.titles.smsDetail} crumbs={crumbs}><ErrorState message={errorText(task.error)} onRetry={() => void task.refetch()} /></PageFrame>;
  const d = task.data;
  const { id: _id, ...records } = search;
  return (
    <PageFrame
      title={d.title}
      crumbs={crumbs}
      actions={
        <HStack>
          <Button asChild size="sm" variant="outline">
            <Link to="/questionnaire-stat" search={{ id: d.questionnaireId }}>
              {s.stats}
            </Link>
          </Button>
          <Button size="sm" colorPalette="orange" disabled={d.failed === 0} loading={m.retry.isPending} onClick={() => void retry().catch(() => undefined)}>
            {s.retry}
          </Button>
        </HStack>
      }
    >
      <Stack gap="4">
        <Flex gap="2" wrap="wrap" fontSize="sm" color="fg.muted">
          <Text>
            {s.questionnaire}：{d.questionnaireTitle}
          </Text>
          <Text>
            {s.group}：{d.groupName}
          </Text>
          <Text>
            {s.createdAt}：{d.createdAt.slice(0, 16)}
          </Text>
        </Flex>
        <TaskCounts task={d} />
        <Box bg="gray.50" borderWidth="1px" rounded="md" p="3" fontSize="sm" whiteSpace="pre-wrap">
          {d.template}
        </Box>
        <RecordsTable search={{ ...records, taskId: id }} onSearchChange={onSearchChange} showTask={false} live={d.queued > 0} />
      </Stack>
    </PageFrame>
  );
}

/** /bsRecord (短信发送记录): every task's send records with filters, each linking to its task. */
export function BsRecordPage({ search, onSearchChange }: { search: RecordSearch; onSearchChange: (next: Partial<RecordSearch>) => void }) {
  return (
    <PageFrame
      title={t.nav.titles.bsRecord}
      actions={
        <Button asChild size="sm" variant="outline">
          <Link to="/sms-list">{t.nav.titles.smsList}</Link>
        </Button>
      }
    >
      <RecordsTable search={search} onSearchChange={onSearchChange} showTask />
    </PageFrame>
  );
}
