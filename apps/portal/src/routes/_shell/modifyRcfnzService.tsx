import { createFileRoute } from '@tanstack/react-router';
import { listSearch, useSearchState } from '../../lib/search';
import { ContentManager } from '../../features/workbench/ContentManager';
import { workbenchSearchSchema } from '../../features/workbench/pages';
import { guardPage } from '../../features/navigation/guard';

/** /modifyRcfnzService : 站点服务项目管理 (government staff, the content workflow); filters and page in the URL. */
export const Route = createFileRoute('/_shell/modifyRcfnzService')({
  ...listSearch(workbenchSearchSchema),
  beforeLoad: guardPage('/modifyRcfnzService'),
  component: ModifyRcfnzServiceRoute,
});

function ModifyRcfnzServiceRoute() {
  return <ContentManager kind="stationService" {...useSearchState(Route)} />;
}
