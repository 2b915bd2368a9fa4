import { EChart } from '@portal/ui/charts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { degreeShareOption, industryTalentOption, streetEnterpriseOption, streetTalentOption } from './chartOptions';
import { Panel, QueryView } from './Panel';
import { hrResourcesQuery, streetHrResourcesQuery, type HrResources, type StreetHrResources } from './queries';
import { t } from '../../i18n/zh-CN';

const fill = { width: '100%', height: '100%' } as const;

function IndustryBars({ data }: { data: HrResources }) {
  const option = useMemo(() => industryTalentOption(data.byIndustry), [data.byIndustry]);
  return <EChart option={option} ariaLabel={t.overview.industryChart} data-testid="chart-industry" style={fill} />;
}

function DegreeRing({ data }: { data: HrResources }) {
  const option = useMemo(() => degreeShareOption(data), [data]);
  return <EChart option={option} ariaLabel={t.overview.degreeChart} data-testid="chart-degree" style={fill} />;
}

function StreetBars({ data }: { data: StreetHrResources }) {
  const option = useMemo(() => streetTalentOption(data), [data]);
  return <EChart option={option} ariaLabel={t.overview.streetTalentChart} data-testid="chart-street-talent" style={fill} />;
}

function StreetRose({ data }: { data: StreetHrResources }) {
  const option = useMemo(() => streetEnterpriseOption(data), [data]);
  return <EChart option={option} ariaLabel={t.overview.streetEnterpriseChart} data-testid="chart-street-enterprise" style={fill} />;
}

export function IndustryPanel({ className }: { className?: string }) {
  const query = useQuery(hrResourcesQuery);
  return (
    <Panel title={t.overview.industry} className={className} extra={<span className="bs-panel__unit">{t.common.unitNote(t.common.unitPeople)}</span>}>
      <QueryView query={query} isEmpty={(d) => d.byIndustry.length === 0}>
        {(data) => <IndustryBars data={data} />}
      </QueryView>
    </Panel>
  );
}

export function DegreePanel({ className }: { className?: string }) {
  const query = useQuery(hrResourcesQuery);
  return (
    <Panel title={t.overview.degree} className={className}>
      <QueryView query={query} isEmpty={(d) => d.talentCount === 0}>
        {(data) => <DegreeRing data={data} />}
      </QueryView>
    </Panel>
  );
}

export function StreetTalentPanel({ className }: { className?: string }) {
  const query = useQuery(streetHrResourcesQuery);
  return (
    <Panel title={t.overview.streetTalent} className={className} extra={<span className="bs-panel__unit">{t.common.unitNote(t.common.unitPeople)}</span>}>
      <QueryView query={query} isEmpty={(d) => d.length === 0}>
        {(data) => <StreetBars data={data} />}
      </QueryView>
    </Panel>
  );
}

export function StreetEnterprisePanel({ className }: { className?: string }) {
  const query = useQuery(streetHrResourcesQuery);
  return (
    <Panel title={t.overview.streetEnterprise} className={className} extra={<span className="bs-panel__unit">{t.common.unitNote(t.common.unitFirms)}</span>}>
      <QueryView query={query} isEmpty={(d) => d.length === 0}>
        {(data) => <StreetRose data={data} />}
      </QueryView>
    </Panel>
  );
}
