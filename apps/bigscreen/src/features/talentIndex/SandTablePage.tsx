import { useQuery } from '@tanstack/react-query';
import { LazyStreetIndexMap } from '../maps/lazyMaps';
import { IndustryChartsColumn, StreetChartsColumn } from '../overview/Charts';
import { KpiCards } from '../overview/KpiCards';
import { Panel, QueryView } from '../overview/Panel';
import { streetHomeQuery } from '../overview/queries';
import { ScreenPage } from '../layout/ScreenHeader';
import { byTalentIndex } from './pickScope';
import { StreetLinks, WithLinks } from './ScopeLinks';
import { t } from '../../i18n/zh-CN';

/** /screen3/sandTable: the district as a sand table: streets coloured by talent, every enterprise in an H3 hexagon column raised by the count, the largest as points. */
export function SandTablePage() {
  const query = useQuery(streetHomeQuery);
  return (
    <ScreenPage title={query.data ? t.talentIndex.sandTable(query.data.districtName) : t.talentIndex.sandTableFallback}>
      <StreetChartsColumn />
      <div className="bs-col">
        <KpiCards />
        <Panel title={t.talentIndex.sandFirms} className="bs-panel--grow" note={t.talentIndex.sandHint}>
          <QueryView query={query} isEmpty={(d) => d.streets.length === 0}>
            {(home) => (
              <WithLinks links={<StreetLinks streets={byTalentIndex(home.streets, (s) => s.talentIndex)} />}>
                <LazyStreetIndexMap home={home} indicator="talentCount" hexagons />
              </WithLinks>
            )}
          </QueryView>
        </Panel>
      </div>
      <IndustryChartsColumn />
    </ScreenPage>
  );
}
