import { createFileRoute } from '@tanstack/react-router';
import { searchId } from '../features/layout/search';
import { EnterprisePortraitPage } from '../features/portrait/EnterprisePortraitPage';

/** ?id= (enterprise), opened from the enterprise economy page */
export const Route = createFileRoute('/enterpriseDataDetail')({
  validateSearch: (s: Record<string, unknown>) => ({ id: searchId(s, 'id') }),
  component: function EnterpriseDataDetailRoute() {
    return <EnterprisePortraitPage id={Route.useSearch().id} fallback="/qyjjzb" />;
  },
});
