import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { ledgerGroupSearch, type LedgerGroupSearch } from '../../features/ledger';
import { guardPage } from '../../features/navigation/guard';
import { POSTDOC_LEDGERS, StationUnitsPage } from '../../features/postdoctoral';
import { LIST_DEFAULTS } from '../../lib/search';

/** /postDoctoralStationUnits : the postdoctoral registers of 专业技术科 (station units, funding tickets, entry/exit records; issue 14), a tab each. */
export const Route = createFileRoute('/_shell/postDoctoralStationUnits')({
  validateSearch: ledgerGroupSearch(POSTDOC_LEDGERS),
  search: { middlewares: [stripSearchParams(LIST_DEFAULTS)] },
  beforeLoad: guardPage('/postDoctoralStationUnits'),
  component: StationUnitsRoute,
});

function StationUnitsRoute() {
  const navigate = Route.useNavigate();
  return <StationUnitsPage search={Route.useSearch()} onSearchChange={(next) => void navigate({ search: (prev: LedgerGroupSearch) => ({ ...prev, ...next }) })} />;
}
