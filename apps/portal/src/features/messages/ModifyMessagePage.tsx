import { Badge, Box, Button, Field, HStack, Input, Link as ChakraLink, Stack, Table, Text, Textarea, chakra } from '@chakra-ui/react';
import { endpoints, msgFields, type ImportProblem } from '@portal/api';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { z } from 'zod';
import { t } from '../../i18n/zh-CN';
import { api, notify } from '../../lib/api';
import { DataTable, FilterBar, FilterSelect, LinkTabs, PageFrame, PagedTable, SelectBox } from '../common';
import { useFilterOptions } from '../demand';
import { useMsgEnterprises, useMsgMutations, useSentMessages } from './queries';
import type { ModifyMessageSearch } from './search';

const M = t.msg;
const form = z.object(msgFields);

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
          { key: 'send', label: M.sendTab, href: '/modifyMessage?tab=send' },
        ]}
      />
      {tab === 'send' ? <SendForm onSent={() => onSearchChange({ tab: undefined, page: 1 })} /> : <SentList search={search} onSearchChange={onSearchChange} />}
    </PageFrame>
  );
}

/** The message form: title, content, and the recipients picked or uploaded. */
function SendForm({ onSent }: { onSent: () => void }) {
  const m = useMsgMutations();
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [mode, setMode] = useState<'pick' | 'upload'>('pick');
  const [picked, setPicked] = useState<Map<number, string>>(new Map());
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<'title' | 'content' | 'recipients', string>>>({});
  const [problems, setProblems] = useState<ImportProblem[]>([]);
  const submit = async () => {
    const parsed = form.safeParse({ title, content });
    const next: typeof errors = {};
    if (!parsed.success) for (const issue of parsed.error.issues) next[issue.path[0] as 'title' | 'content'] ??= issue.message;
    if (mode === 'pick' && picked.size === 0) next.recipients = M.needRecipients;
    if (mode === 'upload' && !file) next.recipients = M.needFile;
    setErrors(next);
    setProblems([]);
    if (!parsed.success || next.recipients) return;
    if (mode === 'pick') {
      const sent = await m.send.mutateAsync({ ...parsed.data, enterpriseIds: [...picked.keys()] });
      notify(M.sent(sent.enterprises, sent.accounts), 'success');
    } else {
      const result = await m.sendList.mutateAsync({ ...parsed.data, file: file! });
      if (!result.sent) {
        setProblems(result.problems);
        return;
      }
      notify(M.sent(result.sent.enterprises, result.sent.accounts), 'success');
    }
    onSent();
  };
  return (
    <chakra.form
      display="flex"
      flexDirection="column"
      gap="4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit().catch(() => undefined);
      }}
    >
      <Field.Root required invalid={!!errors.title}>
        <Field.Label>{M.title}</Field.Label>
        <Input value={title} maxLength={60} onChange={(e) => setTitle(e.target.value)} />
        {errors.title ? <Field.ErrorText>{errors.title}</Field.ErrorText> : <Field.HelperText>{M.titleHint}</Field.HelperText>}
      </Field.Root>
      <Field.Root required invalid={!!errors.content}>
        <Field.Label>{M.content}</Field.Label>
        <Textarea rows={6} value={content} maxLength={2000} onChange={(e) => setContent(e.target.value)} />
        {errors.content ? <Field.ErrorText>{errors.content}</Field.ErrorText> : <Field.HelperText>{M.contentHint}</Field.HelperText>}
      </Field.Root>
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
        {errors.recipients && (
          <Text color="red.700" fontSize="sm" role="alert">
            {errors.recipients}
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
  const toggle = (entries: { id: number; name: string }[], on: boolean) => {
    const next = new Map(picked);
    for (const e of entries) {
      if (on) next.set(e.id, e.name);
      else next.delete(e.id);
    }
    onChange(next);
  };
  const list = query.data?.list ?? [];
  const allOnPage = list.length > 0 && list.every((e) => picked.has(e.id));
  return (
    <Stack gap="3" minW="0" borderWidth="1px" borderRadius="md" p={{ base: '3', md: '4' }} bg="bg.subtle">
      <FilterBar
        onSearch={() => {
          setFilter(draft);
          setPage((p) => ({ ...p, page: 1 }));
        }}
      >
        <Input size="sm" bg="white" w={{ base: 'full', md: '72' }} placeholder={M.keyword} aria-label={M.keyword} value={draft.keyword} onChange={(e) => setDraft({ ...draft, keyword: e.target.value })} />
        <FilterSelect w={{ base: 'full', md: '44' }} label={M.street} all={M.allStreets} value={draft.streetCode} onChange={(v) => setDraft({ ...draft, streetCode: v })} options={(options.data?.streets ?? []).map((s) => ({ value: s.code, label: s.name }))} />
        <FilterSelect w={{ base: 'full', md: '56' }} label={M.industry} all={M.allIndustries} value={draft.industryCode} onChange={(v) => setDraft({ ...draft, industryCode: v })} options={(options.data?.industries ?? []).map((s) => ({ value: s.code, label: s.name }))} />
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
        <PagedTable query={query} columns={M.entColumns} minW="720px" page={page.page} limit={page.limit} onPage={(next) => setPage((p) => ({ ...p, ...next }))} skeletonRows={5}>
          {(rows) => (
            <>
              <Table.Row>
                <Table.Cell colSpan={6} py="1">
                  <HStack gap="2">
                    <SelectBox label={M.selectPage} checked={allOnPage} indeterminate={!allOnPage && rows.some((e) => picked.has(e.id))} onChange={(on) => toggle(rows, on)} />
                    <Text fontSize="xs" color="fg.muted">
                      {M.selectPage}
                    </Text>
                  </HStack>
                </Table.Cell>
              </Table.Row>
              {rows.map((e) => (
                <Table.Row key={e.id} data-testid="msg-ent-row">
                  <Table.Cell w="10">
                    <SelectBox label={M.select(e.name)} checked={picked.has(e.id)} onChange={(on) => toggle([e], on)} />
                  </Table.Cell>
                  <Table.Cell>{e.name}</Table.Cell>
                  <Table.Cell fontFamily="mono" fontSize="xs">
                    {e.creditCode}
                  </Table.Cell>
                  <Table.Cell>{e.streetName}</Table.Cell>
                  <Table.Cell>{e.industryName}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{e.accounts > 0 ? e.accounts : <Text as="span" color="fg.muted">{M.noAccount}</Text>}</Table.Cell>
                </Table.Row>
              ))}
            </>
          )}
        </PagedTable>
      </Box>
    </Stack>
  );
}

/** The xlsx list of recipients and its template. */
function Upload({ onChange }: { onChange: (file: File | null) => void }) {
  return (
    <Stack gap="2" borderWidth="1px" borderRadius="md" p={{ base: '3', md: '4' }} bg="bg.subtle">
      <Field.Root>
        <Field.Label>{M.file}</Field.Label>
        <Input type="file" accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" bg="white" p="1.5" h="auto" fontSize="sm" onChange={(e) => onChange(e.target.files?.[0] ?? null)} />
        <Field.HelperText>{M.fileHint}</Field.HelperText>
      </Field.Root>
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
      <DataTable columns={M.problemColumns} minW="480px" data-testid="msg-problems">
        {problems.map((p) => (
          <Table.Row key={`${p.row}-${p.column}`}>
            <Table.Cell>{p.row}</Table.Cell>
            <Table.Cell>{p.column}</Table.Cell>
            <Table.Cell>{p.reason}</Table.Cell>
          </Table.Row>
        ))}
      </DataTable>
    </Stack>
  );
}

/** 已发消息: the department's messages, newest first, with how many enterprises read and replied. */
function SentList({ search, onSearchChange }: { search: ModifyMessageSearch; onSearchChange: (next: Partial<ModifyMessageSearch>) => void }) {
  const query = useSentMessages({ page: search.page, limit: search.limit });
  return (
    <PagedTable query={query} columns={M.sentColumns} minW="760px" page={search.page} limit={search.limit} onPage={onSearchChange}>
      {(rows) =>
        rows.map((r) => (
          <Table.Row key={r.id} data-testid="msg-sent-row">
            <Table.Cell maxW="sm">
              <ChakraLink asChild color="brand.fg" fontWeight="medium">
                <Link to="/userMessageDetail" search={{ id: r.id }}>
                  {r.title}
                </Link>
              </ChakraLink>
            </Table.Cell>
            <Table.Cell>{r.senderName}</Table.Cell>
            <Table.Cell whiteSpace="nowrap">{r.createdAt.slice(0, 16)}</Table.Cell>
            <Table.Cell>{r.enterprises}</Table.Cell>
            <Table.Cell>{r.read}</Table.Cell>
            <Table.Cell>
              {r.replied > 0 ? (
                <Badge colorPalette="green" variant="surface">
                  {r.replied}
                </Badge>
              ) : (
                0
              )}
            </Table.Cell>
          </Table.Row>
        ))
      }
    </PagedTable>
  );
}
