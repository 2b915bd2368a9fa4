import { trackRecordLedger } from '@portal/api';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { LIST_DEFAULTS, useSearchState } from '../../lib/search';
import { LedgerPage, ledgerSearchSchema } from '../../features/ledger';
import { guardPage } from '../../features/navigation/guard';

/** /track-service : track service records of government staff (the trackRecord ledger). */
export const Route = createFileRoute('/_shell/track-service')({
  validateSearch: ledgerSearchSchema(trackRecordLedger),
  search: { middlewares: [stripSearchParams(LIST_DEFAULTS)] },
  beforeLoad: guardPage('/track-service'),
  component: TrackServiceRoute,
});

function TrackServiceRoute() {
  return <LedgerPage ledger={trackRecordLedger} {...useSearchState(Route)} />;
}
