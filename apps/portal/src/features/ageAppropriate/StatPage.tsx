import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { endpoints, QUESTION_KIND_LABELS, type QuestionStat } from '@portal/api';
import { EmptyState, Note } from '@portal/ui';
import { countBarsOption, LazyEChart } from '@portal/ui/charts';
import { useMemo } from 'react';
import * as t from '../../i18n/zh-CN';
import { api } from '../../lib/api';
import { ButtonLink, DataTable, PageFrame, QueryState, SubSection } from '../common';
import { StatusBadge } from './QuestionnaireListPage';
import { Figures } from './Figures';
import { useStats } from './queries';

/** One question's statistics: a chart of a choice or rating question, the text answers of a text question, the average of a number. */
function QuestionCard({ q, index }: { q: QuestionStat; index: number }) {
  const T = t.ageAppropriate.stat;
  const option = useMemo(() => (q.options.length ? countBarsOption(q.options) : null), [q]);
  return (
    <Stack borderWidth="1px" rounded="md" p="4" bg="white" gap="2" data-testid="question-stat">
      <HStack justify="space-between" align="start" flexWrap="wrap">
        <Text fontWeight="semibold">
          {index + 1}. {q.title}
        </Text>
        <Note>{QUESTION_KIND_LABELS[q.kind]} · {T.answered(q.answered)} {T.average(q.average)}</Note>
      </HStack>
      {option && <LazyEChart option={option} ariaLabel={`${q.title}：${q.options.map((o) => `${o.label} ${o.count}人`).join('，')}`} style={{ height: Math.max(140, q.options.length * 40 + 20) }} data-testid="question-chart" />}
      {q.kind === 'text' &&
        (q.texts.length ? (
          <Stack as="ul" gap="1" maxH="60" overflowY="auto" ps="4">
            {q.texts.map((text, i) => (
              <Text as="li" key={i} fontSize="sm">
                {text}
              </Text>
            ))}
          </Stack>
        ) : (
          <Note>{T.noTexts}</Note>
        ))}
    </Stack>
  );
}

/** Messages sent, answered and the response rate per street or per target group (nothing when no message was sent). */
function RateTable({ title, column, rows, rate }: { title: string; column: string; rows: readonly { name: string; sent: number; responses: number }[]; rate: (responses: number, sent: number) => string }) {
  const T = t.ageAppropriate.stat;
  if (rows.length === 0) return null;
  return (
    <SubSection title={title} ruled={false} gap="2">
      <DataTable columns={[column, T.sent, T.responses, T.rate]} bg="white" rows={rows.map((r) => ({ key: r.name, cells: [r.name, r.sent, r.responses, rate(r.responses, r.sent)] }))} />
    </SubSection>
  );
}

/**
 * /questionnaire-stat?id= (问卷统计): messages sent, answers and the response rate, overall, by
 * target group and by street; a chart per choice and rating question (echarts through libs/ui), the text answers
 * listed, the average of numbers and ratings; 导出全部答卷 downloads every answer sheet as xlsx.
 */
export function StatPage({ id }: { id: number }) {
  const T = t.ageAppropriate.stat;
  const stats = useStats(id);
  const d = stats.data;
  const rate = (responses: number, sent: number) => (sent ? T.percent(responses / sent) : '—');
  return (
    <PageFrame
      title={d?.title ?? t.nav.titles.questionnaireStat}
      crumbs={[{ label: t.nav.titles.questionnaireList, to: '/questionnaire-list' }, { label: t.nav.titles.questionnaireStat }]}
      subtitle={d && <StatusBadge status={d.status} />}
      actions={
        d && (
          <HStack>
            <ButtonLink href="/questionnaire-list" size="sm" variant="outline">{t.nav.titles.questionnaireList}</ButtonLink>
            <Button size="sm" colorPalette="brand" onClick={() => void api.download(endpoints.questionnaireExport, { id }, { loading: true }).catch(() => undefined)}>
              {T.export}
            </Button>
          </HStack>
        )
      }
    >
      <QueryState query={stats}>
        {(d) => (
          <Stack gap="5">
            <Figures templateColumns="repeat(3, 1fr)" data-testid="stat-summary" items={[[T.sent, String(d.sent)], [T.responses, String(d.responses)], [T.rate, rate(d.responses, d.sent)]]} />
            <RateTable title={T.byGroup} column={T.group} rows={d.byGroup} rate={rate} />
            <RateTable title={T.byStreet} column={t.common.street} rows={d.byStreet} rate={rate} />
            {d.questions.length === 0 ? <EmptyState /> : d.questions.map((q, i) => <QuestionCard key={i} q={q} index={i} />)}
          </Stack>
        )}
      </QueryState>
    </PageFrame>
  );
}
