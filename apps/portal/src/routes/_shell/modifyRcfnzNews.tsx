import { createFileRoute } from '@tanstack/react-router';
import { searchRoute } from '../../lib/search';
import { workbenchSearchSchema } from '../../features/workbench/pages';
import { guardPage } from '../../features/navigation/guard';

/** /modifyRcfnzNews : 站点动态管理 (government staff, the content workflow); filters and page in the URL. */
export const Route = createFileRoute('/_shell/modifyRcfnzNews')({
  ...searchRoute(workbenchSearchSchema, () => import('../../features/workbench/ContentManager').then((m) => m.ContentManager), { kind: 'stationNews' }),
  beforeLoad: guardPage('/modifyRcfnzNews'),
});
