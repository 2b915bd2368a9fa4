import { createFileRoute } from '@tanstack/react-router';
import { searchText } from '../features/layout/search';
import { StreetMacroDetailPage } from '../features/talentIndex/StreetMacroDetailPage';

/** ?streetCode= */
export const Route = createFileRoute('/streetMacroDetail')({
  validateSearch: (s: Record<string, unknown>) => ({ streetCode: searchText(s, 'streetCode') }),
  component: function StreetMacroDetailRoute() {
    return <StreetMacroDetailPage streetCode={Route.useSearch().streetCode} />;
  },
});
