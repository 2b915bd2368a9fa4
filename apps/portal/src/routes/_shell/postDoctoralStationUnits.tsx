import { createFileRoute } from '@tanstack/react-router';
import { ledgerGroupSearch } from '../../features/ledger';
import { guardPage } from '../../features/navigation/guard';
import { POSTDOC_LEDGERS, StationUnitsPage } from '../../features/postdoctoral';
import { listSearch, useSearchState } from '../../lib/search';

/** /postDoctoralStationUnits : the postdoctoral registers of 专业技术科 (station units, funding tickets, entry/exit records; issue 14), a tab each. */
export const Route = createFileRoute('/_shell/postDoctoralStationUnits')({
  ...listSearch(ledgerGroupSearch(POSTDOC_LEDGERS)),
  beforeLoad: guardPage('/postDoctoralStationUnits'),
  component: StationUnitsRoute,
});

function StationUnitsRoute() {
  return <StationUnitsPage {...useSearchState(Route)} />;
}
