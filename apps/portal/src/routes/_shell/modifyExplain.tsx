import { createFileRoute } from '@tanstack/react-router';
import { listSearch, useSearchState } from '../../lib/search';
import { ContentManager } from '../../features/workbench/ContentManager';
import { workbenchSearchSchema } from '../../features/workbench/pages';
import { guardPage } from '../../features/navigation/guard';

/** /modifyExplain : 政策解读管理 (government staff); filters and page in the URL. */
export const Route = createFileRoute('/_shell/modifyExplain')({
  ...listSearch(workbenchSearchSchema),
  beforeLoad: guardPage('/modifyExplain'),
  component: ModifyExplainRoute,
});

function ModifyExplainRoute() {
  return <ContentManager kind="explain" {...useSearchState(Route)} />;
}
