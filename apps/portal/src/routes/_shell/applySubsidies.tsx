import { createFileRoute } from '@tanstack/react-router';
import { applySearchSchema } from '../../features/applications/search';
import { guardPage } from '../../features/navigation/guard';
import { pageRoute } from '../../lib/search';

/** /applySubsidies?type=zhufang&id=N : choose a type and fill its form (draft kept on the server). */
export const Route = createFileRoute('/_shell/applySubsidies')({
  ...pageRoute(applySearchSchema, () => import('../../features/applications/ApplyPage').then((m) => m.ApplyPage), (s) => ({ search: s })),
  beforeLoad: guardPage('/applySubsidies'),
});
