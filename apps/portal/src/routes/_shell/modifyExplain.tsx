import { createFileRoute } from '@tanstack/react-router';
import { searchRoute } from '../../lib/search';
import { workbenchSearchSchema } from '../../features/workbench/pages';
import { guardPage } from '../../features/navigation/guard';

/** /modifyExplain : 政策解读管理 (government staff); filters and page in the URL. */
export const Route = createFileRoute('/_shell/modifyExplain')({
  ...searchRoute(workbenchSearchSchema, () => import('../../features/workbench/ContentManager').then((m) => m.ContentManager), { kind: 'explain' }),
  beforeLoad: guardPage('/modifyExplain'),
});
