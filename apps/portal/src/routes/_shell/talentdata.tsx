import { staffLedger } from '@portal/api';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { ledgerSearchSchema, prefetchLedgerPage } from '../../features/ledger';
import { LIST_DEFAULTS, useSearchState } from '../../lib/search';
import { StaffPage } from '../../features/staff';
import { guardPage } from '../../features/navigation/guard';

/** /talentdata : the enterprise's staff records (table from the md breakpoint); filters and page in the URL. */
export const Route = createFileRoute('/_shell/talentdata')({
  validateSearch: ledgerSearchSchema(staffLedger),
  search: { middlewares: [stripSearchParams(LIST_DEFAULTS)] },
  beforeLoad: guardPage('/talentdata'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchLedgerPage(context.queryClient, staffLedger, deps),
  component: TalentDataRoute,
});

function TalentDataRoute() {
  return <StaffPage layout="auto" {...useSearchState(Route)} />;
}
