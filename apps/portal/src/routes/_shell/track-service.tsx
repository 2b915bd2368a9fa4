import { trackRecordLedger } from '@portal/api';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { LIST_DEFAULTS } from '../../lib/search';
import { LedgerPage, ledgerSearchSchema, type LedgerSearch } from '../../features/ledger';
import { guardPage } from '../../features/navigation/guard';

/** /track-service : track service records of government staff (the trackRecord ledger). */
export const Route = createFileRoute('/_shell/track-service')({
  validateSearch: ledgerSearchSchema(trackRecordLedger),
  search: { middlewares: [stripSearchParams(LIST_DEFAULTS)] },
  beforeLoad: guardPage('/track-service'),
  component: TrackServiceRoute,
});

function TrackServiceRoute() {
  const navigate = Route.useNavigate();
  return <LedgerPage ledger={trackRecordLedger} search={Route.useSearch()} onSearchChange={(next) => void navigate({ search: (prev: LedgerSearch) => ({ ...prev, ...next }) })} />;
}
