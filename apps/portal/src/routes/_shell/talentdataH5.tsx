import { staffLedger } from '@portal/api';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { ledgerSearchSchema, prefetchLedgerPage } from '../../features/ledger';
import { LIST_DEFAULTS, useSearchState } from '../../lib/search';
import { StaffPage } from '../../features/staff';
import { guardPage } from '../../features/navigation/guard';

/** /talentdataH5 : staff records for phones (cards); filters and page in the URL. */
export const Route = createFileRoute('/_shell/talentdataH5')({
  validateSearch: ledgerSearchSchema(staffLedger),
  search: { middlewares: [stripSearchParams(LIST_DEFAULTS)] },
  beforeLoad: guardPage('/talentdataH5'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchLedgerPage(context.queryClient, staffLedger, deps),
  component: TalentDataH5Route,
});

function TalentDataH5Route() {
  return <StaffPage layout="cards" {...useSearchState(Route)} />;
}
