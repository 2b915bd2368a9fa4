import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { LIST_DEFAULTS } from '../../lib/search';
import { requireUserType } from '../../features/enterprise/guard';
import { trackSearchSchema } from '../../features/trackService/search';
import { TrackServicePage } from '../../features/trackService/TrackServicePage';

/** /track-service : track service records of government staff. */
export const Route = createFileRoute('/_shell/track-service')({
  validateSearch: trackSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_DEFAULTS)] },
  beforeLoad: requireUserType(1),
  component: TrackServiceRoute,
});

function TrackServiceRoute() {
  const navigate = Route.useNavigate();
  return <TrackServicePage search={Route.useSearch()} onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }) })} />;
}
