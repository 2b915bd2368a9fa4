import { createFileRoute } from '@tanstack/react-router';
import { searchText } from '../features/layout/search';
import { IndustryMacroDetailPage } from '../features/talentIndex/IndustryMacroDetailPage';

/** ?industryCode= (GB/T 4754-2017 section) */
export const Route = createFileRoute('/industryMacroDetail')({
  validateSearch: (s: Record<string, unknown>) => ({ industryCode: searchText(s, 'industryCode') }),
  component: function IndustryMacroDetailRoute() {
    return <IndustryMacroDetailPage industryCode={Route.useSearch().industryCode} />;
  },
});
