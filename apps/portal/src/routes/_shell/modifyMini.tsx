import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ModifyMiniPage } from '../../features/minihome/ModifyMiniPage';
import { guardPage } from '../../features/navigation/guard';

/** /modifyMini : an enterprise edits its micro-homepage (?tab=product: HR products); staff list micro-homepages. */
export const Route = createFileRoute('/_shell/modifyMini')({
  validateSearch: z.object({ tab: z.enum(['home', 'product']).optional().catch(undefined) }),
  beforeLoad: guardPage('/modifyMini'),
  component: ModifyMiniRoute,
});

function ModifyMiniRoute() {
  const navigate = Route.useNavigate();
  return <ModifyMiniPage tab={Route.useSearch().tab ?? 'home'} onTabChange={(tab) => void navigate({ search: { tab }, replace: true })} />;
}
