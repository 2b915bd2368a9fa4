import { createFileRoute } from '@tanstack/react-router';
import { searchText } from '../features/layout/search';
import { PortraitSearchPage, type PortraitSearch } from '../features/portrait/PortraitSearchPage';

const MODES = ['name', 'street', 'industry', 'onTheFour'] as const;

/** ?mode=&name=&streetCode=&industryCode= (the search is kept in the URL, so coming back restores it) */
export const Route = createFileRoute('/portraitSearch')({
  validateSearch: (s: Record<string, unknown>): PortraitSearch => {
    const mode = searchText(s, 'mode');
    return {
      mode: (MODES as readonly string[]).includes(mode) ? (mode as PortraitSearch['mode']) : 'name',
      name: searchText(s, 'name'),
      streetCode: searchText(s, 'streetCode'),
      industryCode: searchText(s, 'industryCode'),
    };
  },
  component: function PortraitSearchRoute() {
    const navigate = Route.useNavigate();
    return <PortraitSearchPage search={Route.useSearch()} onChange={(search) => void navigate({ search, replace: true })} />;
  },
});
