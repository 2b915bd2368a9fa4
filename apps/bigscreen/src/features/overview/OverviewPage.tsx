import { DegreePanel, IndustryPanel, StreetEnterprisePanel, StreetTalentPanel } from './Charts';
import { KpiCards } from './KpiCards';
import { StreetMapPanel } from './StreetMap';
import { TitleBar } from './TitleBar';
import './overview.css';

/** /screen3/overview: the district's talent at a glance. */
export function OverviewPage() {
  return (
    <div className="bs-overview">
      <TitleBar />
      <main className="bs-overview__grid">
        <div className="bs-col bs-col--left">
          <IndustryPanel className="bs-panel--grow" />
          <DegreePanel className="bs-panel--degree" />
        </div>
        <div className="bs-col bs-col--centre">
          <KpiCards />
          <StreetMapPanel className="bs-panel--grow" />
        </div>
        <div className="bs-col bs-col--right">
          <StreetTalentPanel className="bs-panel--grow" />
          <StreetEnterprisePanel className="bs-panel--rose" />
        </div>
      </main>
    </div>
  );
}
