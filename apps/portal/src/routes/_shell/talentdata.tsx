import { staffLedger } from '@portal/api';
import { createFileRoute } from '@tanstack/react-router';
import { ledgerRouteSearch, prefetchLedgerPage } from '../../features/ledger';
import { guardPage } from '../../features/navigation/guard';
import { searchRoute } from '../../lib/search';

/** /talentdata : the enterprise's staff records (table from the md breakpoint); filters and page in the URL. */
export const Route = createFileRoute('/_shell/talentdata')({
  ...searchRoute(ledgerRouteSearch, () => import('../../features/staff/StaffPage').then((m) => m.StaffPage), { layout: 'auto' }),
  beforeLoad: guardPage('/talentdata'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchLedgerPage(context.queryClient, staffLedger, deps),
});
