import { createFileRoute } from '@tanstack/react-router';
import { guardPage } from '../../features/navigation/guard';
import { hardSearchSchema } from '../../features/ageAppropriate/search';
import { searchRoute } from '../../lib/search';

/** /hard-list : the people with employment difficulties and the assistance given (issue 16, docs/questionnaires.md). */
export const Route = createFileRoute('/_shell/hard-list')({
  ...searchRoute(hardSearchSchema, () => import('../../features/ageAppropriate/HardPages').then((m) => m.HardListPage)),
  beforeLoad: guardPage('/hard-list'),
});
