import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { z } from 'zod';
import { ledgerSearchSchema, type LedgerSearch } from '../../features/ledger';
import { guardPage } from '../../features/navigation/guard';
import { POSTDOC_TABS, StationUnitsPage, type PostdocTab } from '../../features/postdoctoral';
import { LIST_DEFAULTS } from '../../lib/search';

const tabSearch = z.object({ tab: z.enum(Object.keys(POSTDOC_TABS) as [PostdocTab, ...PostdocTab[]]).catch('unit').default('unit') });

/** /postDoctoralStationUnits : the postdoctoral registers, a tab each (`tab`), with the tab's filters and page in the URL. */
export const Route = createFileRoute('/_shell/postDoctoralStationUnits')({
  validateSearch: (raw: Record<string, unknown>): LedgerSearch & { tab: PostdocTab } => {
    const { tab } = tabSearch.parse(raw);
    return { ...ledgerSearchSchema(POSTDOC_TABS[tab]).parse(raw), tab };
  },
  search: { middlewares: [stripSearchParams({ ...LIST_DEFAULTS, tab: 'unit' })] },
  beforeLoad: guardPage('/postDoctoralStationUnits'),
  component: StationUnitsRoute,
});

function StationUnitsRoute() {
  const { tab, ...search } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <StationUnitsPage
      tab={tab}
      search={search as LedgerSearch}
      onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }) })}
      onTabChange={(next) => void navigate({ search: { ...LIST_DEFAULTS, tab: next } })}
    />
  );
}
