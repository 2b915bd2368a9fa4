import { createFileRoute } from '@tanstack/react-router';
import { listSearch, useSearchState } from '../../lib/search';
import { ContentManager } from '../../features/workbench/ContentManager';
import { workbenchSearchSchema } from '../../features/workbench/pages';
import { guardPage } from '../../features/navigation/guard';

/** /modifyRcfnzNews : 站点动态管理 (government staff, the content workflow); filters and page in the URL. */
export const Route = createFileRoute('/_shell/modifyRcfnzNews')({
  ...listSearch(workbenchSearchSchema),
  beforeLoad: guardPage('/modifyRcfnzNews'),
  component: ModifyRcfnzNewsRoute,
});

function ModifyRcfnzNewsRoute() {
  return <ContentManager kind="stationNews" {...useSearchState(Route)} />;
}
