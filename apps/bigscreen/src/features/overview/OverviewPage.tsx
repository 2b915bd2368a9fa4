import { useQuery } from '@tanstack/react-query';
import { ScreenPage } from '../layout/ScreenHeader';
import { IndustryChartsColumn, StreetChartsColumn } from './Charts';
import { KpiCards } from './KpiCards';
import { streetHomeQuery } from './queries';
import { StreetMapPanel } from './StreetMapPanel';
import { t } from '../../i18n/zh-CN';
import './overview.css';

/** /screen3/overview: the district's talent at a glance, under '{districtName}人才发展总览' (the name from the server) with a link to the portal's home. */
export function OverviewPage() {
  const { data } = useQuery(streetHomeQuery);
  const portalHome = (
    <a className="bs-link" href="/Home">
      {t.overview.portalHome}
    </a>
  );
  return (
    <ScreenPage title={data ? t.overview.title(data.districtName) : t.overview.titleFallback} left={portalHome}>
      <IndustryChartsColumn className="bs-col--left" />
      <div className="bs-col bs-col--centre">
        <KpiCards />
        <StreetMapPanel className="bs-panel--grow" />
      </div>
      <StreetChartsColumn className="bs-col--right" />
    </ScreenPage>
  );
}
