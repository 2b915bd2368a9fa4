import { createFileRoute } from '@tanstack/react-router';
import { searchRoute } from '../../lib/search';
import { workbenchSearchSchema } from '../../features/workbench/pages';
import { guardPage } from '../../features/navigation/guard';

/** /modifySjgk : 公开数据管理 (government staff); filters and page in the URL. */
export const Route = createFileRoute('/_shell/modifySjgk')({
  ...searchRoute(workbenchSearchSchema, () => import('../../features/workbench/ContentManager').then((m) => m.ContentManager), { kind: 'data' }),
  beforeLoad: guardPage('/modifySjgk'),
});
