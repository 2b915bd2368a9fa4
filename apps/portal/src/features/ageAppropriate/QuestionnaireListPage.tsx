import { Badge, Button } from '@chakra-ui/react';
import { QUESTIONNAIRE_STATUS_LABELS, QUESTIONNAIRE_STATUSES, QUESTIONNAIRE_TRANSITIONS, type QuestionnaireAction, type QuestionnaireItem, type QuestionnaireStatus } from '@portal/api';
import { useNavigate } from '@tanstack/react-router';
import * as t from '../../i18n/zh-CN';
import { notify } from '../../lib/api';
import { FilterSelect, KeywordBar, ButtonLink, ListPage, optionsOf, WorkflowActions } from '../common';
import { useAgeMutations, useQuestionnaires } from './queries';
import type { QuestionnaireListSearch } from './search';

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
  const copy = async (id: number) => {
    const { id: copied } = await m.copy.mutateAsync(id);
    notify(Q.copied, 'success');
    void navigate({ to: '/subject-edit', search: { id: copied } });
  };
  const transition = (q: QuestionnaireItem, action: QuestionnaireAction, palette: string) => {
    const label = QUESTIONNAIRE_TRANSITIONS.actions[action].label;
    return {
      run: () => (action === 'start' ? m.start : m.end).mutateAsync(q.id),
      done: Q.done(label),
      palette,
      variant: 'ghost' as const,
      confirm: { title: label, confirmLabel: label, confirmPalette: palette, message: action === 'start' ? Q.startConfirm(q.title) : Q.endConfirm(q.title) },
    };
  };
  const actions = (q: QuestionnaireItem) => (
    <WorkflowActions
      table={QUESTIONNAIRE_TRANSITIONS}
      status={q.status}
      edit={
        <ButtonLink href={`/subject-edit?id=${q.id}`} size="xs" variant="ghost" colorPalette="brand">{t.common.edit}</ButtonLink>
      }
      actions={{ start: transition(q, 'start', 'green'), end: transition(q, 'end', 'orange') }}
    >
      <Button size="xs" variant="ghost" onClick={() => void copy(q.id)}>
        {Q.copy}
      </Button>
      {q.status !== 'draft' && (
        <ButtonLink href={`/questionnaire-stat?id=${q.id}`} size="xs" variant="ghost" colorPalette="brand">{Q.stats}</ButtonLink>
      )}
    </WorkflowActions>
  );
  return (
    <ListPage
      title={t.nav.titles.questionnaireList}
      actions={
        <ButtonLink href="/subject-edit" size="sm" colorPalette="brand">{Q.add}</ButtonLink>
      }
      filters={
        <KeywordBar
          label={Q.keyword}
          w="56"
          applied={search.keyword}
          onApply={(keyword) => onSearchChange({ keyword, page: 1 })}
          onReset={() => onSearchChange({ status: undefined, keyword: undefined, page: 1 })}
          before={<FilterSelect w="32" label={t.common.status} all={t.common.allStatuses} value={search.status ?? ''} onChange={(v) => onSearchChange({ status: (v || undefined) as QuestionnaireStatus | undefined, page: 1 })} options={optionsOf(QUESTIONNAIRE_STATUSES, QUESTIONNAIRE_STATUS_LABELS)} />}
        />
      }
      query={query}
      rowKey={(q) => q.id}
      testId="questionnaire"
      empty={Q.empty}
      paging={{ page: search.page, limit: search.limit, onPage: onSearchChange }}
      columns={[
        { header: Q.title, cell: (q) => q.title, cellProps: { fontWeight: 'medium' }, card: 'title' },
        { header: t.common.status, cell: (q) => <StatusBadge status={q.status} />, card: 'badge' },
        { header: Q.questions, cell: (q) => q.questionCount },
        { header: Q.responses, cell: (q) => q.responses },
        { header: Q.createdAt, cell: (q) => q.createdAt.slice(0, 16), cellProps: { whiteSpace: 'nowrap' } },
        { header: t.common.actions, cell: actions, card: 'actions' },
      ]}
    />
  );
}
