import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { prefetchStaffList } from '../../features/staff/queries';
import { staffSearchSchema } from '../../features/staff/search';
import { LIST_DEFAULTS } from '../../lib/search';
import { StaffPage } from '../../features/staff/StaffPage';
import { guardPage } from '../../features/navigation/guard';

/** /talentdataH5 : staff records for phones (cards); filters and page in the URL. */
export const Route = createFileRoute('/_shell/talentdataH5')({
  validateSearch: staffSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_DEFAULTS)] },
  beforeLoad: guardPage('/talentdataH5'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchStaffList(context.queryClient, deps),
  component: TalentDataH5Route,
});

function TalentDataH5Route() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <StaffPage layout="cards" search={search} onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }) })} />;
}
