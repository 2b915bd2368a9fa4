import { createFileRoute } from '@tanstack/react-router';
import { searchRoute } from '../../lib/search';
import { workbenchSearchSchema } from '../../features/workbench/pages';
import { guardPage } from '../../features/navigation/guard';

/** /modifyRcfnzService : 站点服务项目管理 (government staff, the content workflow); filters and page in the URL. */
export const Route = createFileRoute('/_shell/modifyRcfnzService')({
  ...searchRoute(workbenchSearchSchema, () => import('../../features/workbench/ContentManager').then((m) => m.ContentManager), { kind: 'stationService' }),
  beforeLoad: guardPage('/modifyRcfnzService'),
});
