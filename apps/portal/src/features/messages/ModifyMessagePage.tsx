import { Badge, Box, Button, HStack, Input, Link as ChakraLink, Stack, Text, Textarea, chakra } from '@chakra-ui/react';
import { endpoints, msgFields, type ImportProblem } from '@portal/api';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { z } from 'zod';
import * as t from '../../i18n/zh-CN';
import { api, notify } from '../../lib/api';
import { DataTable, FilterBar, FilterInput, FilterSelect, FormField, LinkTabs, ListView, PageFrame, useZodForm } from '../common';
import { useFilterOptions } from '../demand';
import { submitting } from './MessageDetailPage';
import { useMsgEnterprises, useMsgMutations, useSentMessages } from './queries';
import type { ModifyMessageSearch } from './search';

const M = t.msg;
const messageSchema = z.object(msgFields);

/**
 * /modifyMessage (staff, 发送消息; issue 15): write a message and send it to enterprises picked
 * from /api/msg/entList (by name or credit code, street, industry) or listed in an uploaded xlsx
 * (/api/msg/insertExcel: any wrong row sends nothing and the rows come back); the 已发消息 tab (the
 * page's default) lists the department's messages with read and replied counts, each opening its recipients.
 */
export function ModifyMessagePage({ search, onSearchChange }: { search: ModifyMessageSearch; onSearchChange: (next: Partial<ModifyMessageSearch>) => void }) {
  const tab = search.tab ?? 'sent';
  return (
    <PageFrame title={M.sendTitle} crumbs={[{ label: M.sendTitle }]}>
      <LinkTabs
        label={M.tabs}
        current={tab}
        tabs={[
          { key: 'sent', label: M.sentTab, href: '/modifyMessage' },
          { key: 'send', label: M.sendTitle, href: '/modifyMessage?tab=send' },
        ]}
      />
      {tab === 'send' ? <SendForm onSent={() => onSearchChange({ tab: undefined, page: 1 })} /> : <SentList search={search} onSearchChange={onSearchChange} />}
    </PageFrame>
  );
}

/** The message form: title, content, and the recipients picked or uploaded. */
function SendForm({ onSent }: { onSent: () => void }) {
  const m = useMsgMutations();
  const form = useZodForm(messageSchema, { title: '', content: '' }, 'onSubmit');
  const { errors } = form.formState;
  const [mode, setMode] = useState<'pick' | 'upload'>('pick');
  const [picked, setPicked] = useState<Map<number, string>>(new Map());
  const [file, setFile] = useState<File | null>(null);
  const [recipientsError, setRecipientsError] = useState<string>();
  const [problems, setProblems] = useState<ImportProblem[]>([]);
  // the recipients are checked with the fields, so that every problem shows at once
  const submit = async () => {
    const missing = mode === 'pick' ? (picked.size === 0 ? M.needRecipients : undefined) : file ? undefined : M.needFile;
    setRecipientsError(missing);
    setProblems([]);
    await form.handleSubmit(async (values) => {
      if (missing) return;
      if (mode === 'pick') {
        const sent = await m.send.mutateAsync({ ...values, enterpriseIds: [...picked.keys()] });
        notify(M.sent(sent.enterprises, sent.accounts), 'success');
      } else {
        const result = await m.sendList.mutateAsync({ ...values, file: file! });
        if (!result.sent) {
          setProblems(result.problems);
          return;
        }
        notify(M.sent(result.sent.enterprises, result.sent.accounts), 'success');
      }
      onSent();
    })();
  };
  return (
    <chakra.form display="flex" flexDirection="column" gap="4" noValidate onSubmit={submitting(submit)}>
      <FormField required mark={false} label={t.common.title} error={errors.title?.message} hint={errors.title ? undefined : M.titleHint}>
        <Input {...form.register('title')} maxLength={60} />
      </FormField>
      <FormField required mark={false} label={M.content} error={errors.content?.message} hint={errors.content ? undefined : M.contentHint}>
        <Textarea {...form.register('content')} rows={6} maxLength={2000} />
      </FormField>
      <Stack as="fieldset" gap="3" minW="0">
        <Text as="legend" fontWeight="medium" fontSize="sm" mb="2">
          {M.recipients}
        </Text>
        <HStack gap="2">
          {(['pick', 'upload'] as const).map((k) => (
            <Button key={k} type="button" size="sm" borderRadius="full" colorPalette="brand" variant={mode === k ? 'solid' : 'outline'} aria-pressed={mode === k} onClick={() => {
                // the file input starts empty when it shows again: so does the chosen file
                setMode(k);
                setFile(null);
                setProblems([]);
              }}
            >
              {k === 'pick' ? M.pick : M.upload}
            </Button>
          ))}
        </HStack>
        {mode === 'pick' ? <Picker picked={picked} onChange={setPicked} /> : <Upload onChange={setFile} />}
        {recipientsError && (
          <Text color="red.700" fontSize="sm" role="alert">
            {recipientsError}
          </Text>
        )}
        {problems.length > 0 && <Problems problems={problems} />}
      </Stack>
      <HStack>
        <Button type="submit" colorPalette="brand" px="10" loading={m.send.isPending || m.sendList.isPending}>
          {M.send}
        </Button>
      </HStack>
    </chakra.form>
  );
}

/** The enterprise picker: filters, a page of enterprises with a checkbox each, and the count picked (kept across pages and filters). */
function Picker({ picked, onChange }: { picked: Map<number, string>; onChange: (next: Map<number, string>) => void }) {
  const [draft, setDraft] = useState({ keyword: '', streetCode: '', industryCode: '' });
  const [filter, setFilter] = useState(draft);
  const [page, setPage] = useState({ page: 1, limit: 10 });
  const options = useFilterOptions();
  const query = useMsgEnterprises({ ...page, keyword: filter.keyword || undefined, streetCode: filter.streetCode || undefined, industryCode: filter.industryCode || undefined });
  /** The picks of other pages and filters stay; this page's rows follow their checkboxes. */
  const pick = (next: ReadonlySet<number>) => {
    const kept = new Map(picked);
    for (const e of query.data?.list ?? []) {
      if (next.has(e.id)) kept.set(e.id, e.name);
      else kept.delete(e.id);
    }
    onChange(kept);
  };
  const [, name = '', creditCode = '', street = '', industry = '', accounts = ''] = M.entColumns;
  return (
    <Stack gap="3" minW="0" borderWidth="1px" borderRadius="md" p={{ base: '3', md: '4' }} bg="bg.subtle">
      <FilterBar
        onSearch={() => {
          setFilter(draft);
          setPage((p) => ({ ...p, page: 1 }));
        }}
      >
        <FilterInput label={M.keyword} w="72" value={draft.keyword} onChange={(keyword) => setDraft({ ...draft, keyword })} />
        <FilterSelect w={{ base: 'full', md: '44' }} label={t.common.streetOf} all={t.common.allStreets} value={draft.streetCode} onChange={(v) => setDraft({ ...draft, streetCode: v })} options={(options.data?.streets ?? []).map((s) => ({ value: s.code, label: s.name }))} />
        <FilterSelect w={{ base: 'full', md: '56' }} label={M.industry} all={t.common.allIndustries} value={draft.industryCode} onChange={(v) => setDraft({ ...draft, industryCode: v })} options={(options.data?.industries ?? []).map((s) => ({ value: s.code, label: s.name }))} />
      </FilterBar>
      <HStack gap="3" wrap="wrap">
        <Text fontSize="sm" fontWeight="medium" data-testid="msg-picked">
          {M.selected(picked.size)}
        </Text>
        {[...picked.values()].slice(0, 8).map((name) => (
          <Badge key={name} colorPalette="brand" variant="surface">
            {name}
          </Badge>
        ))}
        {picked.size > 8 && <Text fontSize="sm">…</Text>}
        {picked.size > 0 && (
          <Button size="xs" variant="ghost" onClick={() => onChange(new Map())}>
            {M.clearSelected}
          </Button>
        )}
      </HStack>
      <Box bg="white" minW="0">
        <ListView
          query={query}
          rowKey={(e) => e.id}
          testId="msg-ent"
          skeletonRows={5}
          tableProps={{ minW: '720px' }}
          paging={{ ...page, onPage: (next) => setPage((p) => ({ ...p, ...next })) }}
          selection={{ selected: new Set(picked.keys()), onChange: pick, label: (e) => M.select(e.name), pageLabel: M.selectPage }}
          columns={[
            { header: name, cell: (e) => e.name, card: 'title' },
            { header: creditCode, cell: (e) => e.creditCode, cellProps: { fontFamily: 'mono', fontSize: 'xs' } },
            { header: street, cell: (e) => e.streetName },
            { header: industry, cell: (e) => e.industryName },
            { header: accounts, cell: (e) => (e.accounts > 0 ? e.accounts : <Text as="span" color="fg.muted">{M.noAccount}</Text>), cellProps: { whiteSpace: 'nowrap' } },
          ]}
        />
      </Box>
    </Stack>
  );
}

/** The xlsx list of recipients and its template. */
function Upload({ onChange }: { onChange: (file: File | null) => void }) {
  return (
    <Stack gap="2" borderWidth="1px" borderRadius="md" p={{ base: '3', md: '4' }} bg="bg.subtle">
      <FormField label={M.file} hint={M.fileHint}>
        <Input type="file" accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" bg="white" p="1.5" h="auto" fontSize="sm" onChange={(e) => onChange(e.target.files?.[0] ?? null)} />
      </FormField>
      <HStack gap="3">
        <Button type="button" size="sm" variant="outline" colorPalette="brand" onClick={() => void api.download(endpoints.templateDownload, { name: 'msgEnterprises' }).catch(() => undefined)}>
          {M.template}
        </Button>
      </HStack>
    </Stack>
  );
}

/** The rows of an uploaded list that are wrong (nothing was sent). */
function Problems({ problems }: { problems: ImportProblem[] }) {
  return (
    <Stack gap="2" role="alert" borderWidth="1px" borderColor="red.300" borderRadius="md" p="3" bg="red.50">
      <Text color="red.700" fontWeight="medium">
        {M.problemsTitle(problems.length)}
      </Text>
      <DataTable columns={M.problemColumns} minW="480px" data-testid="msg-problems" rows={problems.map((p) => ({ key: `${p.row}-${p.column}`, cells: [p.row, p.column, p.reason] }))} />
    </Stack>
  );
}

/** 已发消息: the department's messages, newest first, with how many enterprises read and replied. */
function SentList({ search, onSearchChange }: { search: ModifyMessageSearch; onSearchChange: (next: Partial<ModifyMessageSearch>) => void }) {
  const [title = '', sender = '', at = '', enterprises = '', read = '', replied = ''] = M.sentColumns;
  return (
    <ListView
      query={useSentMessages({ page: search.page, limit: search.limit })}
      rowKey={(r) => r.id}
      testId="msg-sent"
      card={false}
      tableProps={{ minW: '760px' }}
      paging={{ page: search.page, limit: search.limit, onPage: onSearchChange }}
      columns={[
        { header: title, cell: (r) => <ChakraLink asChild color="brand.fg" fontWeight="medium"><Link to="/userMessageDetail" search={{ id: r.id }}>{r.title}</Link></ChakraLink>, cellProps: { maxW: 'sm' } },
        { header: sender, cell: (r) => r.senderName },
        { header: at, cell: (r) => r.createdAt.slice(0, 16), cellProps: { whiteSpace: 'nowrap' } },
        { header: enterprises, cell: (r) => r.enterprises },
        { header: read, cell: (r) => r.read },
        { header: replied, cell: (r) => (r.replied > 0 ? <Badge colorPalette="green" variant="surface">{r.replied}</Badge> : 0) },
      ]}
    />
  );
}
