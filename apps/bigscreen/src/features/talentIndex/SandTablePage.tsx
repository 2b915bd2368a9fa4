import { useQuery } from '@tanstack/react-query';
import { DegreePanel, IndustryPanel, StreetEnterprisePanel, StreetTalentPanel } from '../overview/Charts';
import { KpiCards } from '../overview/KpiCards';
import { Panel, QueryView } from '../overview/Panel';
import { streetHomeQuery } from '../overview/queries';
import { ScreenPage } from '../layout/ScreenHeader';
import { StreetIndexMap } from './StreetIndexMap';

/** /screen3/sandTable: the district as a sand table: streets coloured by talent, every enterprise in an H3 hexagon column raised by the count, the largest as points. */
export function SandTablePage() {
  const query = useQuery(streetHomeQuery);
  return (
    <ScreenPage title={query.data ? `${query.data.districtName}人才沙盘` : '人才沙盘'}>
      <div className="bs-col">
        <StreetTalentPanel className="bs-panel--grow" />
        <StreetEnterprisePanel className="bs-panel--rose" />
      </div>
      <div className="bs-col">
        <KpiCards />
        <Panel title="企业分布" className="bs-panel--grow" extra={<span className="bs-panel__unit">六边形柱高为企业数 · 金色点为高新技术企业 · 点击街道或企业查看详情</span>}>
          <QueryView query={query} isEmpty={(d) => d.streets.length === 0}>
            {(home) => <StreetIndexMap home={home} indicator="talentCount" hexagons />}
          </QueryView>
        </Panel>
      </div>
      <div className="bs-col">
        <IndustryPanel className="bs-panel--grow" />
        <DegreePanel className="bs-panel--degree" />
      </div>
    </ScreenPage>
  );
}
