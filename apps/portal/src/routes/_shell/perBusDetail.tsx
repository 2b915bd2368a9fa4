import { createFileRoute } from '@tanstack/react-router';
import { idSearchSchema, pageRoute } from '../../lib/search';
import { guardPage } from '../../features/navigation/guard';

/** /perBusDetail?id=N : the applicant's (or filing enterprise's) application with its timeline. */
export const Route = createFileRoute('/_shell/perBusDetail')({
  ...pageRoute(idSearchSchema, () => import('../../features/applications/DetailPages').then((m) => m.ApplicantDetailPage), ({ id }) => ({ id })),
  beforeLoad: guardPage('/perBusDetail'),
});
