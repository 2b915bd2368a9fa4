import { Badge, Box, Button, chakra, Heading, HStack, Input, NativeSelect, Table, Text } from '@chakra-ui/react';
import { endpoints, HOTLINE_ROLE, KNOWLEDGE_STATUS_LABELS, KNOWLEDGE_STATUSES, KNOWLEDGE_WORKFLOW, NOTICE_AUDIT_PERMISSION, transitionAllowed, type KnowledgeAction, type KnowledgeDetail, type KnowledgeItem, type KnowledgeStatus } from '@portal/api';
import { useSession } from '@portal/auth';
import { EmptyState, PaginationBar } from '@portal/ui';
import { useState } from 'react';
import { t } from '../../i18n/zh-CN';
import { api, notify } from '../../lib/api';
import { DataTable, FilterBar, PageFrame } from '../common';
import { ImportDialog } from '../ledger';
import { KnowledgeEditor } from './KnowledgeEditor';
import { KnowledgeHits } from './KnowledgeHits';
import { useKnowledgeList, useKnowledgeMutations, useKnowledgeSearch } from './queries';
import type { KnowledgeBankSearch } from './search';


const STATUS_COLORS: Record<KnowledgeStatus, string> = { draft: 'gray', pending: 'orange', published: 'green', offline: 'red' };

/**
 * /knowledgeBank (知识库): the public search of published, valid items (the same search as the
 * intake suggestions), matched parts highlighted; for the hotline centre and content auditors,
 * every item with its status and the actions of KNOWLEDGE_WORKFLOW their role may fire, import
 * (xlsx, as drafts) and export, and the editor of drafts.
 */
export function KnowledgeBankPage({ search, onSearchChange }: { search: KnowledgeBankSearch; onSearchChange: (next: Partial<KnowledgeBankSearch>) => void }) {
  const K = t.knowledge;
  const [keyword, setKeyword] = useState(search.keyword ?? '');
  const hits = useKnowledgeSearch(search.keyword ?? '', 20);
  const user = useSession((s) => s.user);
  const staff = useSession((s) => s.userType === 1);
  const editor = staff && (user?.userType ?? []).includes(HOTLINE_ROLE);
  const auditor = useSession((s) => s.personRouters.some((r) => r.name === NOTICE_AUDIT_PERMISSION));
  return (
    <PageFrame title={K.title} subtitle={<Text fontSize="sm" color="fg.muted">{K.intro}</Text>}>
      <FilterBar
        onSearch={() => onSearchChange({ keyword: keyword.trim() || undefined, page: 1 })}
        onReset={() => {
          setKeyword('');
          onSearchChange({ keyword: undefined, page: 1 });
        }}
      >
        <Input size="sm" w={{ base: 'full', md: '96' }} bg="white" aria-label={K.searchLabel} placeholder={K.searchHint} maxLength={50} value={keyword} onChange={(e) => setKeyword(e.target.value)} />
      </FilterBar>
      {search.keyword ? (
        (hits.data ?? []).length === 0 ? (
          <EmptyState title={hits.isFetching ? K.searching : K.noHits} />
        ) : (
          <KnowledgeHits hits={hits.data ?? []} />
        )
      ) : (
        <Text color="fg.muted">{K.typeToSearch}</Text>
      )}
      {staff && (editor || auditor) && <Manage search={search} onSearchChange={onSearchChange} editor={editor} auditor={auditor} />}
    </PageFrame>
  );
}

/** The staff's list of every item (by status and text of the question or keywords), with status, actions and the editor; the hotline centre imports items (as drafts) from xlsx, staff export the list as filtered. */
function Manage({ search, onSearchChange, editor, auditor }: { search: KnowledgeBankSearch; onSearchChange: (next: Partial<KnowledgeBankSearch>) => void; editor: boolean; auditor: boolean }) {
  const K = t.knowledge;
  const list = useKnowledgeList({ page: search.page, limit: search.limit, status: search.status, keyword: search.q });
  const [q, setQ] = useState(search.q ?? '');
  const { audit, remove, importFile } = useKnowledgeMutations();
  const [editing, setEditing] = useState<KnowledgeDetail | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const may = (i: KnowledgeItem, a: KnowledgeAction) => transitionAllowed(KNOWLEDGE_WORKFLOW, a, i.status) && (KNOWLEDGE_WORKFLOW.actions[a].by === 'editor' ? editor : auditor);
  const open = async (id: number) => setEditing(await api.call(endpoints.knowledgeDetail, { id }));
  return (
    <Box as="section" aria-label={K.manage}>
      <HStack justify="space-between" mb="2" wrap="wrap">
        <Heading size="md">{K.manage}</Heading>
        <HStack gap="2" wrap="wrap">
          <chakra.form
            display="flex"
            gap="2"
            role="search"
            aria-label={K.listFilter}
            onSubmit={(e) => {
              e.preventDefault();
              onSearchChange({ q: q.trim() || undefined, page: 1 });
            }}
          >
            <Input size="sm" w="48" bg="white" aria-label={K.listKeyword} placeholder={K.listKeywordHint} maxLength={50} value={q} onChange={(e) => setQ(e.target.value)} />
            <Button type="submit" size="sm" variant="outline">
              {K.listFilterButton}
            </Button>
          </chakra.form>
          <NativeSelect.Root size="sm" w="32">
            <NativeSelect.Field aria-label={K.statusFilter} value={search.status ?? ''} onChange={(e) => onSearchChange({ status: (e.target.value || undefined) as KnowledgeStatus | undefined, page: 1 })}>
              <option value="">{K.allStatuses}</option>
              {KNOWLEDGE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {KNOWLEDGE_STATUS_LABELS[s]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {editor && (
            <Button size="sm" variant="outline" onClick={() => setImporting(true)}>
              {K.importButton}
            </Button>
          )}
          <Button size="sm" variant="outline" onClick={() => void api.download(endpoints.knowledgeExport, { status: search.status, keyword: search.q }, { loading: true }).catch(() => undefined)}>
            {K.exportButton}
          </Button>
          {editor && (
            <Button size="sm" colorPalette="brand" onClick={() => setEditing('new')}>
              {K.add}
            </Button>
          )}
        </HStack>
      </HStack>
      <DataTable columns={K.columns} minW="760px">
        {(list.data?.list ?? []).map((i) => (
          <Table.Row key={i.id} data-testid="knowledge-row">
            <Table.Cell maxW="80">{i.question}</Table.Cell>
            <Table.Cell>{i.category}</Table.Cell>
            <Table.Cell>
              <Badge colorPalette={STATUS_COLORS[i.status]}>{KNOWLEDGE_STATUS_LABELS[i.status]}</Badge>
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">
              {i.validFrom} ~ {i.validTo ?? K.noEnd}
            </Table.Cell>
            <Table.Cell>{i.authorName}</Table.Cell>
            <Table.Cell>
              <HStack gap="1" wrap="wrap">
                {editor && i.status === 'draft' && (
                  <Button size="xs" variant="outline" onClick={() => void open(i.id)}>
                    {t.common.edit}
                  </Button>
                )}
                {(Object.keys(KNOWLEDGE_WORKFLOW.actions) as KnowledgeAction[])
                  .filter((a) => may(i, a))
                  .map((a) => (
                    <Button key={a} size="xs" variant="outline" colorPalette={a === 'reject' || a === 'offline' ? 'red' : 'brand'} onClick={() => void audit.mutateAsync({ id: i.id, action: a }).then(() => notify(KNOWLEDGE_WORKFLOW.actions[a].label, 'success'), () => undefined)}>
                      {KNOWLEDGE_WORKFLOW.actions[a].label}
                    </Button>
                  ))}
                {editor && i.status === 'draft' && (
                  <Button size="xs" variant="ghost" colorPalette="red" onClick={() => void remove.mutateAsync(i.id).then(() => notify(t.common.remove, 'success'), () => undefined)}>
                    {t.common.remove}
                  </Button>
                )}
              </HStack>
            </Table.Cell>
          </Table.Row>
        ))}
      </DataTable>
      {list.data && <PaginationBar page={search.page} limit={search.limit} total={list.data.total} onPageChange={(p) => onSearchChange({ page: p })} onLimitChange={(l) => onSearchChange({ limit: l, page: 1 })} />}
      {editor && (
        <ImportDialog open={importing} onClose={() => setImporting(false)} onImport={(file, onProgress) => importFile.mutateAsync({ file, onProgress })} texts={K.import} onTemplate={() => api.download(endpoints.templateDownload, { name: 'knowledge' })} />
      )}
      {editing && <KnowledgeEditor key={editing === 'new' ? 'new' : editing.id} item={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Box>
  );
}
