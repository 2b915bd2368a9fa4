import { createFileRoute } from '@tanstack/react-router';
import { ledgerGroupRouteSearch } from '../../features/ledger';
import { guardPage } from '../../features/navigation/guard';
import { searchRoute } from '../../lib/search';

/** /postDoctoralStationUnits : the postdoctoral registers of 专业技术科 (station units, funding tickets, entry/exit records; issue 14), a tab each. */
export const Route = createFileRoute('/_shell/postDoctoralStationUnits')({
  ...searchRoute(ledgerGroupRouteSearch, () => import('../../features/postdoctoral/StationUnitsPage').then((m) => m.StationUnitsPage)),
  beforeLoad: guardPage('/postDoctoralStationUnits'),
});
