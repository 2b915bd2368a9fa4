import { Button, HStack, Text } from '@chakra-ui/react';
import type { CollectionKind, CollectionRow } from '@portal/api';
import { ListSkeleton } from '@portal/ui';
import { useState } from 'react';
import * as t from '../../i18n/zh-CN';
import { notify } from '../../lib/api';
import { ConfirmDialog, FilterSelect, KeywordBar, ListView, PageFrame, QueryState, YearSelect, type ListColumn } from '../common';
import { CompletionPanel } from './CompletionPanel';
import { EntCollectionDialog, FilledBadge } from './EntCollectionDialog';
import { exportSummary, filterOf, useCollectionPage, useCollectionScope, useCollectStatistics, useRemind } from './queries';
import type { CollectionSearch } from './search';

const T = t.collection;

export interface CollectionSummaryPageProps {
  /** /entdataAll: enterprises (/entdata); /entdataAllSchool: private vocational training institutions (/entdataSchool) */
  kind: CollectionKind;
  title: string;
  search: CollectionSearch;
  onSearchChange: (next: Partial<CollectionSearch>) => void;
}

/**
 * /entdataAll and /entdataAllSchool (issue 13; SPEC.md section 6): the data-collection summary of
 * the user's scope, which the server decides (a street manager's street, an industry manager's
 * sections, the vocational centre's training institutions). The year's completion overall, by
 * street and by industry; the filter (name, street, section, filled or not; kept in the URL);
 * the list with each open year filled or not, as a table on a desktop and cards on a phone;
 * 导出 of the filtered list; 提醒未填报 of the filter's unfilled enterprises after a confirmation
 * that names how many; 查看 opens an enterprise's detail.
 */
export function CollectionSummaryPage({ kind, title, search, onSearchChange }: CollectionSummaryPageProps) {
  const scope = useCollectionScope();
  const page = useCollectionPage(search);
  const stats = useCollectStatistics(search.year);
  const [reminding, setReminding] = useState(false);
  const unfilled = useCollectionPage({ ...search, filled: 0, page: 1, limit: 10 }, reminding);
  const remind = useRemind();
  const [viewing, setViewing] = useState<string | null>(null);
  const data = page.data;
  const year = data?.year ?? stats.data?.year;
  const s = scope.data;

  const scopeText = s && (s.allStreets && s.allIndustries ? T.scopeDistrict : [s.allStreets ? '' : T.scopeStreets(s.streets.map((x) => x.name).join('、')), s.allIndustries ? '' : T.scopeIndustries(s.industries.map((x) => x.name).join('、'))].filter(Boolean).join('；'));
  const view = (r: CollectionRow) => (
    <Button variant="plain" p="0" h="auto" minW="0" color="brand.700" fontWeight="semibold" textAlign="left" whiteSpace="normal" justifyContent="flex-start" onClick={() => setViewing(r.creditCode)}>
      {r.name}
    </Button>
  );
  const years = data?.years ?? [];
  const reset = search.name || search.streetCode || search.industryCode || search.filled;

  const toRemind = unfilled.data?.total;
  return (
    <PageFrame
      title={title}
      subtitle={scopeText}
      subtitleTestId="collection-scope"
      actions={
        year !== undefined && (
          <HStack gap="2" wrap="wrap">
            <YearSelect year={year} years={years.length ? [...years].reverse() : [year]} collecting={years.at(-1) ?? year} onChange={(y) => onSearchChange({ year: y, page: 1 })} />
            <Button size="sm" variant="outline" colorPalette="brand" onClick={() => void exportSummary(search).catch(() => undefined)}>
              {t.common.export}
            </Button>
            <Button size="sm" colorPalette="brand" onClick={() => setReminding(true)}>
              {T.remind}
            </Button>
          </HStack>
        )
      }
    >
      <QueryState query={stats} loading={false}>
        {(d) => <CompletionPanel stats={d} kind={kind} />}
      </QueryState>
      <ListView
        filters={
          <KeywordBar
            label={T.name[kind]}
            w="56"
            applied={search.name}
            onApply={(name) => onSearchChange({ name, page: 1 })}
            onReset={reset ? () => onSearchChange({ name: undefined, streetCode: undefined, industryCode: undefined, filled: undefined, page: 1 }) : false}
          >
            {s &&
              (
                [
                  ['streetCode', s.streets, t.common.street, t.common.allStreets, '40'],
                  ['industryCode', s.industries, T.industry, t.common.allIndustries, '56'],
                ] as const
              ).map(
                ([key, groups, label, all, w]) =>
                  groups.length > 1 && (
                    <FilterSelect key={key} w={{ base: 'calc(50% - 4px)', sm: w }} label={label} all={all} options={groups.map((x) => ({ value: x.code, label: x.name }))} value={search[key] ?? ''} onChange={(v) => onSearchChange({ [key]: v || undefined, page: 1 })} />
                  ),
              )}
            <FilterSelect
              w={{ base: 'calc(50% - 4px)', sm: '36' }}
              label={T.status}
              all={t.common.allStatuses}
              options={[
                { value: '1', label: T.filled },
                { value: '0', label: T.notFilled },
              ]}
              value={search.filled === undefined ? '' : String(search.filled)}
              onChange={(v) => onSearchChange({ filled: v === '' ? undefined : Number(v), page: 1 })}
            />
          </KeywordBar>
        }
        query={page}
        rowKey={(r) => r.id}
        testId="collection"
        skeletonRows={8}
        empty={{ title: T.empty, description: T.emptyHint }}
        paging={{ page: search.page, limit: search.limit, onPage: onSearchChange }}
        columns={[
          { header: T.name[kind], cell: view, cellProps: { maxW: '80' }, card: 'title' },
          { header: t.common.creditCode, cell: (r) => r.creditCode, cellProps: { fontFamily: 'mono', fontSize: 'xs' } },
          { header: t.common.street, cell: (r) => r.streetName, cellProps: { whiteSpace: 'nowrap' } },
          {
            header: T.industry,
            cell: (r) => (
              <Text as="span" display="block" maxW="48" truncate title={r.industryName}>
                {r.industryName}
              </Text>
            ),
          },
          { header: T.talentCount, cell: (r) => r.talentCount, cellProps: { textAlign: 'end' } },
          ...years.map((y): ListColumn<CollectionRow> => ({ header: T.yearColumn(y), cell: (r) => <FilledBadge filled={r.filledYears.includes(y)} /> })),
          {
            header: t.common.actions,
            card: 'none',
            cell: (r) => (
              <Button size="xs" variant="ghost" colorPalette="brand" onClick={() => setViewing(r.creditCode)}>
                {t.common.view}
              </Button>
            ),
          },
        ]}
      />
      {year !== undefined && <EntCollectionDialog kind={kind} creditCode={viewing} year={year} onClose={() => setViewing(null)} />}
      {year !== undefined && (
        <ConfirmDialog
          open={reminding}
          title={T.remindTitle}
          message={toRemind === undefined ? <ListSkeleton rows={1} /> : toRemind === 0 ? T.remindNone(year) : T.remindAsk(year, toRemind)}
          confirmLabel={toRemind ? T.remindSend : t.common.ok}
          confirmPalette="brand"
          pending={remind.isPending}
          onClose={() => setReminding(false)}
          onConfirm={() => {
            if (!toRemind) return setReminding(false);
            void remind.mutateAsync({ ...filterOf(search), year }).then(
              (r) => {
                setReminding(false);
                notify(T.reminded(r), 'success');
              },
              () => undefined,
            );
          }}
        />
      )}
    </PageFrame>
  );
}
