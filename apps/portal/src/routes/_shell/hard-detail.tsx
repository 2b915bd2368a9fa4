import { createFileRoute } from '@tanstack/react-router';
import { HardDetailPage } from '../../features/ageAppropriate/HardPages';
import { guardPage } from '../../features/navigation/guard';
import { idSearchSchema } from '../../lib/search';

/** /hard-detail?id=N : one person with employment difficulties, the recognition and the assistance timeline. */
export const Route = createFileRoute('/_shell/hard-detail')({
  validateSearch: idSearchSchema,
  beforeLoad: guardPage('/hard-detail'),
  component: HardDetailRoute,
});

function HardDetailRoute() {
  return <HardDetailPage id={Route.useSearch().id ?? 0} />;
}
