import { createFileRoute } from '@tanstack/react-router';
import { PersonDetailPage } from '../../features/ageAppropriate/PeoplePages';
import { guardPage } from '../../features/navigation/guard';
import { idSearchSchema } from '../../lib/search';

/** /basics-detail?id=N : one target person's record. */
export const Route = createFileRoute('/_shell/basics-detail')({
  validateSearch: idSearchSchema,
  beforeLoad: guardPage('/basics-detail'),
  component: BasicsDetailRoute,
});

function BasicsDetailRoute() {
  return <PersonDetailPage id={Route.useSearch().id ?? 0} />;
}
