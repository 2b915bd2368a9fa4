import { Badge, Button, HStack, Input, Table, Text } from '@chakra-ui/react';
import { QUESTIONNAIRE_STATUS_LABELS, QUESTIONNAIRE_STATUSES, QUESTIONNAIRE_TRANSITIONS, transitionAllowed, type QuestionnaireAction, type QuestionnaireItem, type QuestionnaireStatus } from '@portal/api';
import { EmptyState, ErrorState, ListSkeleton, PaginationBar } from '@portal/ui';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { t } from '../../i18n/zh-CN';
import { errorText, notify } from '../../lib/api';
import { ConfirmDialog, FilterBar, FilterSelect, optionsOf, PageFrame, TableOrCards } from '../common';
import { useAgeMutations, useQuestionnaires } from './queries';

/** Search params of /questionnaire-list. */
export interface QuestionnaireListSearch {
  page: number;
  limit: number;
  status?: QuestionnaireStatus | undefined;
  keyword?: string | undefined;
}

const COLORS: Record<QuestionnaireStatus, string> = { draft: 'gray', started: 'green', ended: 'orange' };
/** A questionnaire's status as a badge. */
export const StatusBadge = ({ status }: { status: QuestionnaireStatus }) => <Badge colorPalette={COLORS[status]} w="fit-content">{QUESTIONNAIRE_STATUS_LABELS[status]}</Badge>;

/**
 * /questionnaire-list (问卷管理): the questionnaires with their status and answer counts. The
 * buttons follow QUESTIONNAIRE_TRANSITIONS (开始 on a draft, 结束 on a started one, each after a
 * confirmation); 编辑 only on a draft, 复制 on every one (a started questionnaire is copied, not
 * edited), 统计 once started.
 */
export function QuestionnaireListPage({ search, onSearchChange }: { search: QuestionnaireListSearch; onSearchChange: (next: Partial<QuestionnaireListSearch>) => void }) {
  const Q = t.ageAppropriate.q;
  const query = useQuestionnaires(search);
  const m = useAgeMutations();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState(search.keyword ?? '');
  const [confirm, setConfirm] = useState<{ item: QuestionnaireItem; action: QuestionnaireAction } | null>(null);
  const data = query.data;
  const fire = async () => {
    if (!confirm) return;
    await (confirm.action === 'start' ? m.start : m.end).mutateAsync(confirm.item.id);
    notify(Q.done(QUESTIONNAIRE_TRANSITIONS.actions[confirm.action].label), 'success');
    setConfirm(null);
  };
  const copy = async (id: number) => {
    const { id: copied } = await m.copy.mutateAsync(id);
    notify(Q.copied, 'success');
    void navigate({ to: '/subject-edit', search: { id: copied } });
  };
  const actions = (q: QuestionnaireItem) => (
    <HStack gap="1" flexWrap="wrap">
      {q.status === 'draft' && (
        <Button asChild size="xs" variant="ghost" colorPalette="brand">
          <Link to="/subject-edit" search={{ id: q.id }}>
            {Q.edit}
          </Link>
        </Button>
      )}
      {(['start', 'end'] as const)
        .filter((a) => transitionAllowed(QUESTIONNAIRE_TRANSITIONS, a, q.status))
        .map((a) => (
          <Button key={a} size="xs" variant="ghost" colorPalette={a === 'start' ? 'green' : 'orange'} onClick={() => setConfirm({ item: q, action: a })}>
            {a === 'start' ? Q.start : Q.end}
          </Button>
        ))}
      <Button size="xs" variant="ghost" onClick={() => void copy(q.id)}>
        {Q.copy}
      </Button>
      {q.status !== 'draft' && (
        <Button asChild size="xs" variant="ghost" colorPalette="brand">
          <Link to="/questionnaire-stat" search={{ id: q.id }}>
            {Q.stats}
          </Link>
        </Button>
      )}
    </HStack>
  );
  return (
    <PageFrame
      title={t.nav.titles.questionnaireList}
      actions={
        <Button asChild size="sm" colorPalette="brand">
          <Link to="/subject-edit">{Q.add}</Link>
        </Button>
      }
    >
      <FilterBar
        onSearch={() => onSearchChange({ keyword: keyword.trim() || undefined, page: 1 })}
        onReset={() => {
          setKeyword('');
          onSearchChange({ status: undefined, keyword: undefined, page: 1 });
        }}
      >
        <FilterSelect w="32" label={Q.status} all={Q.allStatuses} value={search.status ?? ''} onChange={(v) => onSearchChange({ status: (v || undefined) as QuestionnaireStatus | undefined, page: 1 })} options={optionsOf(QUESTIONNAIRE_STATUSES, QUESTIONNAIRE_STATUS_LABELS)} />
        <Input size="sm" w="56" bg="white" aria-label={Q.keyword} placeholder={Q.keyword} maxLength={50} value={keyword} onChange={(e) => setKeyword(e.target.value)} />
      </FilterBar>
      {query.isPending ? (
        <ListSkeleton rows={6} />
      ) : !data ? (
        <ErrorState message={errorText(query.error)} onRetry={() => void query.refetch()} />
      ) : data.list.length === 0 ? (
        <EmptyState title={Q.empty} />
      ) : (
        <>
        <TableOrCards
          rows={data.list}
          rowKey={(q) => q.id}
          testId="questionnaire"
          header={[Q.title, Q.status, Q.questions, Q.responses, Q.createdAt, Q.actions].map((h) => (
            <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>
          ))}
          cells={(q) => (
            <>
              <Table.Cell fontWeight="medium">{q.title}</Table.Cell>
              <Table.Cell>
                <StatusBadge status={q.status} />
              </Table.Cell>
              <Table.Cell>{q.questionCount}</Table.Cell>
              <Table.Cell>{q.responses}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{q.createdAt.slice(0, 16)}</Table.Cell>
              <Table.Cell>{actions(q)}</Table.Cell>
            </>
          )}
          card={(q) => (
            <>
              <HStack justify="space-between">
                <Text fontWeight="semibold">{q.title}</Text>
                <StatusBadge status={q.status} />
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                {Q.questions} {q.questionCount} · {Q.responses} {q.responses} · {q.createdAt.slice(0, 10)}
              </Text>
              {actions(q)}
            </>
          )}
        />
        <PaginationBar page={search.page} limit={search.limit} total={data.total} onPageChange={(p) => onSearchChange({ page: p })} onLimitChange={(l) => onSearchChange({ limit: l, page: 1 })} />
        </>
      )}
      <ConfirmDialog
        open={confirm !== null}
        title={confirm ? QUESTIONNAIRE_TRANSITIONS.actions[confirm.action].label : ''}
        message={confirm ? (confirm.action === 'start' ? Q.startConfirm(confirm.item.title) : Q.endConfirm(confirm.item.title)) : ''}
        confirmLabel={confirm ? QUESTIONNAIRE_TRANSITIONS.actions[confirm.action].label : ''}
        confirmPalette={confirm?.action === 'start' ? 'green' : 'orange'}
        pending={m.start.isPending || m.end.isPending}
        onConfirm={() => void fire().catch(() => setConfirm(null))}
        onClose={() => setConfirm(null)}
      />
    </PageFrame>
  );
}
