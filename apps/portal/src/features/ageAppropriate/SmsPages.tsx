import { Box, Button, Fieldset, Flex, Grid, HStack, Input, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { campaignPreview, smsTemplate } from '@portal/api';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import * as t from '../../i18n/zh-CN';
import { errorText, notify } from '../../lib/api';
import { ButtonLink, ConfirmDialog, FormField, LinkButtons, LinkTabs, ListPage, PageFrame, QueryState, SelectField } from '../common';
import { useAgeMutations, useCampaignGateway, useGroups, usePreviewName, useQuestionnaires, useTask, useTasks, useTemplates } from './queries';
import { Figures } from './Figures';
import { OptOutPanel } from './OptOutPanel';
import { PREVIEW_ORIGIN, PREVIEW_TOKEN, TemplateField } from './SmsTemplatesPage';
import { RecordsTable } from './RecordsTable';
import type { BsRecordSearch, RecordSearch } from './search';

const S = () => t.ageAppropriate.sms;

/** /sms-list (短信发送任务): the send tasks with their counts (and a scheduled time), each linking to /sms-detail; 新建发送任务, 短信模板 and 发送记录. */
export function SmsListPage({ search, onSearchChange }: { search: { page: number; limit: number }; onSearchChange: (next: Partial<{ page: number; limit: number }>) => void }) {
  const s = S();
  return (
    <ListPage
      title={t.nav.titles.smsList}
      actions={<LinkButtons links={[{ href: '/bsRecord', label: t.nav.titles.bsRecord }, { href: '/sms-edit', label: t.nav.titles.smsEdit }, { href: '/sms-add', label: s.add, solid: true }]} />}
      query={useTasks(search)}
      rowKey={(r) => r.id}
      testId="sms-task"
      empty={s.empty}
      skeletonRows={5}
      paging={{ page: search.page, limit: search.limit, onPage: onSearchChange }}
      columns={[
        { header: s.title, cell: (r) => <Link to="/sms-detail" search={{ id: r.id }}><Text as="span" color="brand.700" fontWeight="medium">{r.title}</Text></Link>, card: 'title' },
        { header: s.questionnaire, cell: (r) => r.questionnaireTitle },
        { header: s.group, cell: (r) => r.groupName },
        { header: s.total, cell: (r) => r.total },
        { header: s.sentCol, cell: (r) => r.sent },
        { header: s.failedCol, cell: (r) => <Text as="span" color={r.failed ? 'red.700' : undefined}>{r.failed}</Text> },
        { header: s.answeredCol, cell: (r) => r.answered },
        {
          header: s.createdAt,
          cell: (r) => (
            <>
              {r.createdAt.slice(0, 16)}
              {r.scheduledAt && (
                <Text fontSize="xs" color="orange.700">
                  {s.scheduledFor(r.scheduledAt.slice(0, 16))}
                </Text>
              )}
            </>
          ),
          cellProps: { whiteSpace: 'nowrap' },
        },
      ]}
    />
  );
}

const DEFAULT_TEMPLATE = '{name}您好，区就业中心邀请您填写就业意愿调查，约2分钟：{link}';

/** 'YYYY-MM-DDTHH:mm' of a datetime-local field as the contract's 'YYYY-MM-DD HH:mm:ss' (Asia/Shanghai, the page's time zone). */
const fromLocalInput = (v: string) => (v ? `${v.replace('T', ' ')}:00` : '');

/**
 * /sms-add[?groupId=] (新建短信发送): a send task: name, a started questionnaire, a saved group and
 * the text (TemplateField; 使用模板 fills it from /sms-edit), 立即发送 or 定时发送 at a time in the next
 * 30 days, and a preview with the name of the group's first member still reachable (numbers that
 * opted out are not sent to). The send asks for a confirmation naming the group's size (and the time).
 */
export function SmsAddPage({ groupId: initialGroup }: { groupId?: number | undefined }) {
  const s = S();
  const navigate = useNavigate();
  const questionnaires = useQuestionnaires({ page: 1, limit: 50, status: 'started' });
  const groups = useGroups();
  const templates = useTemplates();
  const m = useAgeMutations();
  const [title, setTitle] = useState('');
  const [questionnaireId, setQuestionnaireId] = useState<number | undefined>();
  const [groupId, setGroupId] = useState<number | undefined>(initialGroup);
  const [template, setTemplate] = useState(DEFAULT_TEMPLATE);
  const [scheduled, setScheduled] = useState(false);
  const [at, setAt] = useState('');
  const [confirming, setConfirming] = useState(false);
  const group = groups.data?.find((g) => g.id === groupId);
  const preview = usePreviewName(groupId);
  const previewName = preview.data?.name ?? '张三';
  // what the recipient reads through the campaign template the server sends (SMS_KINDS campaign), or why it cannot go
  const gateway = useCampaignGateway();
  const shown = gateway.data ? campaignPreview(gateway.data, template, { name: previewName, origin: PREVIEW_ORIGIN, token: PREVIEW_TOKEN }) : null;
  const scheduledAt = scheduled ? fromLocalInput(at) : '';
  const ready = title.trim().length >= 2 && questionnaireId !== undefined && group !== undefined && smsTemplate.safeParse(template).success && (!scheduled || scheduledAt !== '');
  const send = async () => {
    const { id, queued, optedOut } = await m.addTask.mutateAsync({ title, questionnaireId: questionnaireId!, groupId: groupId!, template, ...(scheduledAt ? { scheduledAt } : {}) });
    notify((scheduledAt ? s.queuedScheduled(queued, scheduledAt.slice(0, 16)) : s.queued(queued)) + (optedOut ? s.optedOutSkipped(optedOut) : ''), 'success');
    void navigate({ to: '/sms-detail', search: { id } });
  };
  const startedList = questionnaires.data?.list ?? [];
  const submitLabel = scheduled ? s.scheduleSubmit : s.send;
  return (
    <PageFrame
      title={t.nav.titles.smsAdd}
      crumbs={[{ label: t.nav.titles.smsList, to: '/sms-list' }, { label: t.nav.titles.smsAdd }]}
      actions={
        <ButtonLink href="/sms-edit" size="sm" variant="outline">{s.manageTemplates}</ButtonLink>
      }
    >
      <Grid templateColumns={{ base: '1fr', lg: '1fr 360px' }} gap="6" alignItems="start">
        <Stack gap="4" borderWidth="1px" rounded="md" p="4" bg="white">
          <FormField label={s.title} required mark={false}>
            <Input size="sm" maxLength={50} value={title} onChange={(e) => setTitle(e.target.value)} />
          </FormField>
          <SelectField size="sm" label={s.questionnaire} placeholder={s.chooseQuestionnaire} options={startedList.map((q) => ({ value: q.id, label: q.title }))} value={questionnaireId ?? ''} onChange={(v) => setQuestionnaireId(Number(v) || undefined)} />
          {questionnaires.data && startedList.length === 0 && (
            <Text fontSize="sm" color="orange.700">
              {s.noStarted} <Link to="/questionnaire-list">{t.nav.titles.questionnaireList}</Link>
            </Text>
          )}
          <SelectField size="sm" label={s.group} placeholder={s.chooseGroup} options={(groups.data ?? []).map((g) => ({ value: g.id, label: `${g.name}（${g.size}人）` }))} value={groupId ?? ''} onChange={(v) => setGroupId(Number(v) || undefined)} />
          {groups.data && groups.data.length === 0 && (
            <Text fontSize="sm" color="orange.700">
              {s.noGroups} <Link to="/group-query">{t.nav.titles.groupQuery}</Link>
            </Text>
          )}
          {(templates.data?.length ?? 0) > 0 && (
            <SelectField size="sm" label={s.useTemplate} placeholder={s.chooseTemplate} options={(templates.data ?? []).map((tpl) => ({ value: tpl.id, label: tpl.name }))} value="" onChange={(v) => setTemplate(templates.data?.find((tpl) => tpl.id === Number(v))?.content ?? template)} />
          )}
          <TemplateField value={template} onChange={setTemplate} />
          <Fieldset.Root>
            <Fieldset.Legend fontSize="sm" fontWeight="medium">
              {s.when}
            </Fieldset.Legend>
            <RadioGroup.Root size="sm" value={scheduled ? 'schedule' : 'now'} onValueChange={(e) => setScheduled(e.value === 'schedule')}>
              <HStack gap="6">
                {(['now', 'schedule'] as const).map((v) => (
                  <RadioGroup.Item key={v} value={v}>
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>{v === 'now' ? s.now : s.schedule}</RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </HStack>
            </RadioGroup.Root>
          </Fieldset.Root>
          {scheduled && (
            <FormField label={s.scheduledAt} required mark={false} hint={s.scheduleHint}>
              <Input size="sm" type="datetime-local" w={{ base: 'full', sm: '64' }} value={at} onChange={(e) => setAt(e.target.value)} />
            </FormField>
          )}
          <Button colorPalette="brand" alignSelf="start" disabled={!ready} onClick={() => setConfirming(true)}>
            {submitLabel}
          </Button>
        </Stack>
        <Box>
          <Text fontWeight="semibold" mb="2">
            {s.preview}
          </Text>
          <Box borderWidth="1px" rounded="xl" bg="gray.100" p="4" maxW="360px">
            <Text fontSize="xs" color="fg.muted" mb="2">
              {preview.data && preview.data.name === null ? s.previewNone : s.previewFor(previewName)}
            </Text>
            <Box bg="white" rounded="lg" p="3" whiteSpace="pre-wrap" wordBreak="break-all" data-testid="sms-preview">
              {shown ? shown.text || '—' : gateway.isError ? errorText(gateway.error) : '…'}
            </Box>
            {shown?.problem && (
              <Text fontSize="sm" color="orange.700" mt="2" data-testid="sms-preview-problem">
                {s.previewProblem(shown.problem)}
              </Text>
            )}
          </Box>
        </Box>
      </Grid>
      <ConfirmDialog
        open={confirming}
        title={submitLabel}
        message={scheduledAt ? s.scheduleConfirm(group?.size ?? 0, scheduledAt.slice(0, 16)) : s.sendConfirm(group?.size ?? 0)}
        confirmLabel={submitLabel}
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
  const d = task.data;
  const { id: _id, ...records } = search;
  return (
    <PageFrame
      title={d?.title ?? t.nav.titles.smsDetail}
      crumbs={crumbs}
      actions={
        d && (
          <HStack>
            <ButtonLink href={`/questionnaire-stat?id=${d.questionnaireId}`} size="sm" variant="outline">{s.stats}</ButtonLink>
            <Button size="sm" colorPalette="orange" disabled={d.failed === 0} loading={m.retry.isPending} onClick={() => void retry().catch(() => undefined)}>
              {s.retry}
            </Button>
          </HStack>
        )
      }
    >
      <QueryState query={task}>
        {(d) => (
          <>
            <Flex gap="2" wrap="wrap" fontSize="sm" color="fg.muted">
              {[[s.questionnaire, d.questionnaireTitle], [s.group, d.groupName], [s.createdAt, d.createdAt.slice(0, 16)]].map(([label, value]) => (
                <Text key={label}>{`${label}：${value}`}</Text>
              ))}
              {d.scheduledAt && (
                <Text color="orange.700" fontWeight="semibold">
                  {s.scheduledFor(d.scheduledAt.slice(0, 16))}
                </Text>
              )}
            </Flex>
            <Figures
              templateColumns={{ base: 'repeat(3, 1fr)', md: 'repeat(5, 1fr)' }}
              data-testid="task-counts"
              items={[
                [s.total, d.total],
                [s.queuedCol, d.queued],
                [s.sentCol, d.sent, 'green.700'],
                [s.failedCol, d.failed, 'red.700'],
                [s.answeredCol, d.answered, 'brand.700'],
              ]}
            />
            <Box bg="gray.50" borderWidth="1px" rounded="md" p="3" fontSize="sm" whiteSpace="pre-wrap">
              {d.template}
            </Box>
            <RecordsTable search={{ ...records, taskId: id }} onSearchChange={onSearchChange} showTask={false} live={d.queued > 0} />
          </>
        )}
      </QueryState>
    </PageFrame>
  );
}

/**
 * /bsRecord (短信发送记录): two tabs (real links): 发送记录, every task's send records with filters,
 * each linking to its task; 退订号码 (?tab=optOut), the numbers not sent to any more.
 */
export function BsRecordPage({ search, onSearchChange }: { search: BsRecordSearch; onSearchChange: (next: Partial<BsRecordSearch>) => void }) {
  const s = S();
  const { tab, phone, ...records } = search;
  return (
    <PageFrame
      title={t.nav.titles.bsRecord}
      actions={
        <ButtonLink href="/sms-list" size="sm" variant="outline">{t.nav.titles.smsList}</ButtonLink>
      }
    >
      <LinkTabs
        label={s.tabs.label}
        current={tab ?? 'records'}
        tabs={[
          { key: 'records', label: s.tabs.records, href: '/bsRecord' },
          { key: 'optOut', label: s.tabs.optOut, href: '/bsRecord?tab=optOut' },
        ]}
      />
      {tab === 'optOut' ? <OptOutPanel search={{ page: records.page, limit: records.limit, phone }} onSearchChange={onSearchChange} /> : <RecordsTable search={records} onSearchChange={onSearchChange} showTask />}
    </PageFrame>
  );
}
