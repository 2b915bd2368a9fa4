import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { prefetchStaffList } from '../../features/staff/queries';
import { staffSearchSchema } from '../../features/staff/search';
import { LIST_DEFAULTS } from '../../lib/search';
import { StaffPage } from '../../features/staff/StaffPage';
import { guardPage } from '../../features/navigation/guard';

/** /talentdata : the enterprise's staff records (table from the md breakpoint); filters and page in the URL. */
export const Route = createFileRoute('/_shell/talentdata')({
  validateSearch: staffSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_DEFAULTS)] },
  beforeLoad: guardPage('/talentdata'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchStaffList(context.queryClient, deps),
  component: TalentDataRoute,
});

function TalentDataRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <StaffPage layout="auto" search={search} onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }) })} />;
}
