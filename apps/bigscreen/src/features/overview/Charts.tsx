import { EChart, type EChartOption } from '@portal/ui/charts';
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useMemo } from 'react';
import { degreeShareOption, industryTalentOption, streetEnterpriseOption, streetTalentOption } from './chartOptions';
import { Panel, QueryView } from './Panel';
import { hrResourcesQuery, streetHrResourcesQuery, type HrResources, type StreetHrResources } from './queries';
import { t } from '../../i18n/zh-CN';

/**
 * A chart of `data` filling its box. `option` draws it; keep it stable (declared once, or
 * memoised) so the chart is redrawn only when the data changes. A click on an item gives its
 * category name to `onItemClick`.
 */
export function DataChart<T>({ data, option, ariaLabel, testId, onItemClick }: { data: T; option: (data: T) => EChartOption; ariaLabel: string; testId: string; onItemClick?: (item: { name: string }) => void }) {
  const chart = useMemo(() => option(data), [data, option]);
  return <EChart option={chart} ariaLabel={ariaLabel} data-testid={testId} className="bs-fill" onItemClick={onItemClick} />;
}

/** A chart click handler (for {@link DataChart}'s `onItemClick`) that opens the row of `rows` whose `nameOf` is the clicked item's name. */
export const openByName =
  <R,>(rows: readonly R[], nameOf: (row: R) => string, open: (row: R) => void) =>
  ({ name }: { name: string }): void => {
    const row = rows.find((r) => nameOf(r) === name);
    if (row) open(row);
  };

/** What a chart panel shows: its title and unit note, the query it reads, when its answer is empty, and the chart drawn from the answer. */
interface ChartPanelSpec<T> {
  title: string;
  unit?: string;
  query: UseQueryOptions<T>;
  isEmpty: (data: T) => boolean;
  option: (data: T) => EChartOption;
  ariaLabel: string;
  testId: string;
}

/** The panel component of `spec`: the chart, or the query's loading, error or empty state. */
function chartPanel<T>(spec: ChartPanelSpec<T>) {
  return function ChartPanel({ className }: { className?: string }) {
    const query = useQuery(spec.query);
    return (
      <Panel title={spec.title} className={className} note={spec.unit ? t.common.unitNote(spec.unit) : undefined}>
        <QueryView query={query} isEmpty={spec.isEmpty}>
          {(data) => <DataChart data={data} option={spec.option} ariaLabel={spec.ariaLabel} testId={spec.testId} />}
        </QueryView>
      </Panel>
    );
  };
}

/** 各行业人才分布: talent per industry section. */
export const IndustryPanel = chartPanel<HrResources>({
  title: t.overview.industry,
  unit: t.common.unitPeople,
  query: hrResourcesQuery,
  isEmpty: (d) => d.byIndustry.length === 0,
  option: (d) => industryTalentOption(d.byIndustry),
  ariaLabel: t.overview.industryChart,
  testId: 'chart-industry',
});

/** 人才学历结构: the share of talent with a bachelor's degree or above. */
const DegreePanel = chartPanel<HrResources>({
  title: t.overview.degree,
  query: hrResourcesQuery,
  isEmpty: (d) => d.talentCount === 0,
  option: degreeShareOption,
  ariaLabel: t.overview.degreeChart,
  testId: 'chart-degree',
});

/** 各街道人才数量: talent per street. */
const StreetTalentPanel = chartPanel<StreetHrResources>({
  title: t.overview.streetTalent,
  unit: t.common.unitPeople,
  query: streetHrResourcesQuery,
  isEmpty: (d) => d.length === 0,
  option: streetTalentOption,
  ariaLabel: t.overview.streetTalentChart,
  testId: 'chart-street-talent',
});

/** 各街道企业数量: enterprises per street. */
const StreetEnterprisePanel = chartPanel<StreetHrResources>({
  title: t.overview.streetEnterprise,
  unit: t.common.unitFirms,
  query: streetHrResourcesQuery,
  isEmpty: (d) => d.length === 0,
  option: streetEnterpriseOption,
  ariaLabel: t.overview.streetEnterpriseChart,
  testId: 'chart-street-enterprise',
});

/** The column of the industry charts: talent per industry section over the education ring; `className` adds to bs-col. */
export function IndustryChartsColumn({ className }: { className?: string }) {
  return (
    <div className={className ? `bs-col ${className}` : 'bs-col'}>
      <IndustryPanel className="bs-panel--grow" />
      <DegreePanel className="bs-panel--degree" />
    </div>
  );
}

/** The column of the street charts: talent per street over enterprises per street; `className` adds to bs-col. */
export function StreetChartsColumn({ className }: { className?: string }) {
  return (
    <div className={className ? `bs-col ${className}` : 'bs-col'}>
      <StreetTalentPanel className="bs-panel--grow" />
      <StreetEnterprisePanel className="bs-panel--rose" />
    </div>
  );
}
