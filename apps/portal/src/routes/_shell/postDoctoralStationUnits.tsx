import { createFileRoute } from '@tanstack/react-router';
import { ledgerGroupSearch } from '../../features/ledger';
import { guardPage } from '../../features/navigation/guard';
import { POSTDOC_LEDGERS } from '../../features/postdoctoral';
import { searchRoute } from '../../lib/search';

/** /postDoctoralStationUnits : the postdoctoral registers of 专业技术科 (station units, funding tickets, entry/exit records; issue 14), a tab each. */
export const Route = createFileRoute('/_shell/postDoctoralStationUnits')({
  ...searchRoute(ledgerGroupSearch(POSTDOC_LEDGERS), () => import('../../features/postdoctoral/StationUnitsPage').then((m) => m.StationUnitsPage)),
  beforeLoad: guardPage('/postDoctoralStationUnits'),
});
