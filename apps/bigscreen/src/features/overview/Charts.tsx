import { EChart } from '@portal/ui/charts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { degreeShareOption, industryTalentOption, streetEnterpriseOption, streetTalentOption } from './chartOptions';
import { Panel, QueryView } from './Panel';
import { hrResourcesQuery, streetHrResourcesQuery, type HrResources, type StreetHrResources } from './queries';

const fill = { width: '100%', height: '100%' } as const;

function IndustryBars({ data }: { data: HrResources }) {
  const option = useMemo(() => industryTalentOption(data.byIndustry), [data.byIndustry]);
  return <EChart option={option} ariaLabel="各行业人才分布柱状图" data-testid="chart-industry" style={fill} />;
}

function DegreeRing({ data }: { data: HrResources }) {
  const option = useMemo(() => degreeShareOption(data), [data]);
  return <EChart option={option} ariaLabel="人才学历结构环形图" data-testid="chart-degree" style={fill} />;
}

function StreetBars({ data }: { data: StreetHrResources }) {
  const option = useMemo(() => streetTalentOption(data), [data]);
  return <EChart option={option} ariaLabel="各街道人才数量柱状图" data-testid="chart-street-talent" style={fill} />;
}

function StreetRose({ data }: { data: StreetHrResources }) {
  const option = useMemo(() => streetEnterpriseOption(data), [data]);
  return <EChart option={option} ariaLabel="各街道企业数量玫瑰图" data-testid="chart-street-enterprise" style={fill} />;
}

export function IndustryPanel({ className }: { className?: string }) {
  const query = useQuery(hrResourcesQuery);
  return (
    <Panel title="各行业人才分布" className={className} extra={<span className="bs-panel__unit">单位：人</span>}>
      <QueryView query={query} isEmpty={(d) => d.byIndustry.length === 0}>
        {(data) => <IndustryBars data={data} />}
      </QueryView>
    </Panel>
  );
}

export function DegreePanel({ className }: { className?: string }) {
  const query = useQuery(hrResourcesQuery);
  return (
    <Panel title="人才学历结构" className={className}>
      <QueryView query={query} isEmpty={(d) => d.talentCount === 0}>
        {(data) => <DegreeRing data={data} />}
      </QueryView>
    </Panel>
  );
}

export function StreetTalentPanel({ className }: { className?: string }) {
  const query = useQuery(streetHrResourcesQuery);
  return (
    <Panel title="各街道人才数量" className={className} extra={<span className="bs-panel__unit">单位：人</span>}>
      <QueryView query={query} isEmpty={(d) => d.length === 0}>
        {(data) => <StreetBars data={data} />}
      </QueryView>
    </Panel>
  );
}

export function StreetEnterprisePanel({ className }: { className?: string }) {
  const query = useQuery(streetHrResourcesQuery);
  return (
    <Panel title="各街道企业数量" className={className} extra={<span className="bs-panel__unit">单位：家</span>}>
      <QueryView query={query} isEmpty={(d) => d.length === 0}>
        {(data) => <StreetRose data={data} />}
      </QueryView>
    </Panel>
  );
}
