import { createFileRoute } from '@tanstack/react-router';
import { listSearch, useSearchState } from '../../lib/search';
import { ContentManager } from '../../features/workbench/ContentManager';
import { workbenchSearchSchema } from '../../features/workbench/pages';
import { guardPage } from '../../features/navigation/guard';

/** /modifyRcbg : 人才报告管理 (government staff); filters and page in the URL. */
export const Route = createFileRoute('/_shell/modifyRcbg')({
  ...listSearch(workbenchSearchSchema),
  beforeLoad: guardPage('/modifyRcbg'),
  component: ModifyRcbgRoute,
});

function ModifyRcbgRoute() {
  return <ContentManager kind="report" {...useSearchState(Route)} />;
}
