import { createFileRoute } from '@tanstack/react-router';
import { guardPage } from '../../features/navigation/guard';
import { idSearchSchema, pageRoute } from '../../lib/search';

/** /basics-detail?id=N : one target person's record. */
export const Route = createFileRoute('/_shell/basics-detail')({
  ...pageRoute(idSearchSchema, () => import('../../features/ageAppropriate/PeoplePages').then((m) => m.PersonDetailPage), (s) => ({ id: s.id ?? 0 })),
  beforeLoad: guardPage('/basics-detail'),
});
