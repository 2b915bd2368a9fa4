import { staffLedger } from '@portal/api';
import { createFileRoute } from '@tanstack/react-router';
import { ledgerRouteSearch, prefetchLedgerPage } from '../../features/ledger';
import { guardPage } from '../../features/navigation/guard';
import { searchRoute } from '../../lib/search';

/** /talentdataH5 : staff records for phones (cards); filters and page in the URL. */
export const Route = createFileRoute('/_shell/talentdataH5')({
  ...searchRoute(ledgerRouteSearch, () => import('../../features/staff/StaffPage').then((m) => m.StaffPage), { layout: 'cards' }),
  beforeLoad: guardPage('/talentdataH5'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchLedgerPage(context.queryClient, staffLedger, deps),
});
