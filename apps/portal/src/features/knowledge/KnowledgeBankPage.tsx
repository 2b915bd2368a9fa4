import { Badge, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { endpoints, HOTLINE_ROLE, KNOWLEDGE_STATUS_LABELS, KNOWLEDGE_STATUSES, KNOWLEDGE_WORKFLOW, NOTICE_AUDIT_PERMISSION, type KnowledgeAction, type KnowledgeDetail, type KnowledgeItem, type KnowledgeStatus } from '@portal/api';
import { useSession } from '@portal/auth';
import { EmptyState } from '@portal/ui';
import { useState } from 'react';
import * as t from '../../i18n/zh-CN';
import { api, notify } from '../../lib/api';
import { FilterBar, FilterInput, FilterSelect, KeywordBar, ListView, optionsOf, PageFrame, QueryState, WorkflowActions } from '../common';
import { ImportDialog } from '../ledger';
import { KnowledgeEditor } from './KnowledgeEditor';
import { KnowledgeHits } from './KnowledgeHits';
import { useKnowledgeList, useKnowledgeMutations, useKnowledgeSearch } from './queries';
import type { KnowledgeBankSearch } from './search';

const K = t.knowledge;

const STATUS_COLORS: Record<KnowledgeStatus, string> = { draft: 'gray', pending: 'orange', published: 'green', offline: 'red' };

/**
 * /knowledgeBank (知识库): the public search of published, valid items (the same search as the
 * intake suggestions), matched parts highlighted; for the hotline centre and content auditors,
 * every item with its status and the actions of KNOWLEDGE_WORKFLOW their role may fire, import
 * (xlsx, as drafts) and export, and the editor of drafts.
 */
export function KnowledgeBankPage({ search, onSearchChange }: { search: KnowledgeBankSearch; onSearchChange: (next: Partial<KnowledgeBankSearch>) => void }) {
  const hits = useKnowledgeSearch(search.keyword ?? '', 20);
  const user = useSession((s) => s.user);
  const staff = useSession((s) => s.userType === 1);
  const editor = staff && (user?.userType ?? []).includes(HOTLINE_ROLE);
  const auditor = useSession((s) => s.personRouters.some((r) => r.name === NOTICE_AUDIT_PERMISSION));
  return (
    <PageFrame title={K.title} subtitle={K.intro}>
      <KeywordBar label={K.searchLabel} placeholder={K.searchHint} w="96" applied={search.keyword} onApply={(keyword) => onSearchChange({ keyword, page: 1 })} />
      {search.keyword ? (
        <QueryState query={hits} loading={<EmptyState title={K.searching} />} isEmpty={(d) => d.length === 0} empty={hits.isFetching ? K.searching : K.noHits}>
          {(d) => <KnowledgeHits hits={d} />}
        </QueryState>
      ) : (
        <Text color="fg.muted">{K.typeToSearch}</Text>
      )}
      {staff && (editor || auditor) && <Manage search={search} onSearchChange={onSearchChange} editor={editor} auditor={auditor} />}
    </PageFrame>
  );
}

/** The staff's list of every item (by status and text of the question or keywords), with status, actions and the editor; the hotline centre imports items (as drafts) from xlsx, staff export the list as filtered. */
function Manage({ search, onSearchChange, editor, auditor }: { search: KnowledgeBankSearch; onSearchChange: (next: Partial<KnowledgeBankSearch>) => void; editor: boolean; auditor: boolean }) {
  const list = useKnowledgeList({ page: search.page, limit: search.limit, status: search.status, keyword: search.q });
  const [q, setQ] = useState(search.q ?? '');
  const { audit, remove, importFile } = useKnowledgeMutations();
  const [editing, setEditing] = useState<KnowledgeDetail | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const open = async (id: number) => setEditing(await api.call(endpoints.knowledgeDetail, { id }));
  const [question = '', category = '', status = '', valid = '', author = '', actions = ''] = K.columns;
  const mine = (Object.keys(KNOWLEDGE_WORKFLOW.actions) as KnowledgeAction[]).filter((a) => (KNOWLEDGE_WORKFLOW.actions[a].by === 'editor' ? editor : auditor));
  return (
    <Stack as="section" aria-label={K.manage} gap="2">
      <ListView
        toolbar={
          <HStack justify="space-between" wrap="wrap">
            <Heading size="md">{K.manage}</Heading>
            <HStack gap="2" wrap="wrap">
              <FilterBar aria-label={K.listFilter} flexWrap="nowrap" searchLabel={K.listFilterButton} onSearch={() => onSearchChange({ q: q.trim() || undefined, page: 1 })}>
                <FilterInput w="48" label={K.listKeyword} placeholder={K.listKeywordHint} value={q} onChange={setQ} />
              </FilterBar>
              <FilterSelect w="32" label={K.statusFilter} all={t.common.allStatuses} value={search.status ?? ''} onChange={(v) => onSearchChange({ status: (v || undefined) as KnowledgeStatus | undefined, page: 1 })} options={optionsOf(KNOWLEDGE_STATUSES, KNOWLEDGE_STATUS_LABELS)} />
              {editor && (
                <Button size="sm" variant="outline" onClick={() => setImporting(true)}>
                  {t.common.import}
                </Button>
              )}
              <Button size="sm" variant="outline" onClick={() => void api.download(endpoints.knowledgeExport, { status: search.status, keyword: search.q }, { loading: true }).catch(() => undefined)}>
                {t.common.export}
              </Button>
              {editor && (
                <Button size="sm" colorPalette="brand" onClick={() => setEditing('new')}>
                  {K.add}
                </Button>
              )}
            </HStack>
          </HStack>
        }
        query={list}
        rowKey={(i) => i.id}
        testId="knowledge"
        tableProps={{ minW: '760px' }}
        paging={{ page: search.page, limit: search.limit, onPage: onSearchChange }}
        columns={[
          { header: question, cell: (i) => i.question, cellProps: { maxW: '80' }, card: 'title' },
          { header: category, cell: (i) => i.category },
          { header: status, cell: (i) => <Badge colorPalette={STATUS_COLORS[i.status]}>{KNOWLEDGE_STATUS_LABELS[i.status]}</Badge>, card: 'badge' },
          { header: valid, cell: (i) => `${i.validFrom} ~ ${i.validTo ?? K.noEnd}`, cellProps: { whiteSpace: 'nowrap' } },
          { header: author, cell: (i) => i.authorName },
          {
            header: actions,
            cell: (i: KnowledgeItem) => (
              <WorkflowActions
                table={KNOWLEDGE_WORKFLOW}
                status={i.status}
                edit={editor ? () => void open(i.id) : undefined}
                actions={Object.fromEntries(mine.map((a) => [a, { run: () => audit.mutateAsync({ id: i.id, action: a }), done: KNOWLEDGE_WORKFLOW.actions[a].label, palette: a === 'reject' || a === 'offline' ? 'red' : 'brand' }]))}
              >
                {editor && i.status === 'draft' && (
                  <Button size="xs" variant="ghost" colorPalette="red" onClick={() => void remove.mutateAsync(i.id).then(() => notify(t.common.remove, 'success'), () => undefined)}>
                    {t.common.remove}
                  </Button>
                )}
              </WorkflowActions>
            ),
            card: 'actions',
          },
        ]}
      />
      {editor && (
        <ImportDialog open={importing} onClose={() => setImporting(false)} onImport={(file, onProgress) => importFile.mutateAsync({ file, onProgress })} texts={K.import} onTemplate={() => api.download(endpoints.templateDownload, { name: 'knowledge' })} />
      )}
      {editing && <KnowledgeEditor key={editing === 'new' ? 'new' : editing.id} item={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
