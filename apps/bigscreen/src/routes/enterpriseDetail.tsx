import { createFileRoute } from '@tanstack/react-router';
import { searchId } from '../features/layout/search';
import { EnterprisePortraitPage } from '../features/portrait/EnterprisePortraitPage';

/** ?id= (enterprise) */
export const Route = createFileRoute('/enterpriseDetail')({
  validateSearch: (s: Record<string, unknown>) => ({ id: searchId(s, 'id') }),
  component: function EnterpriseDetailRoute() {
    return <EnterprisePortraitPage id={Route.useSearch().id} fallback="/talentIndexStreet" />;
  },
});
