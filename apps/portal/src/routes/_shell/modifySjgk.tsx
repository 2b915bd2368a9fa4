import { createFileRoute } from '@tanstack/react-router';
import { listSearch, useSearchState } from '../../lib/search';
import { ContentManager } from '../../features/workbench/ContentManager';
import { workbenchSearchSchema } from '../../features/workbench/pages';
import { guardPage } from '../../features/navigation/guard';

/** /modifySjgk : 公开数据管理 (government staff); filters and page in the URL. */
export const Route = createFileRoute('/_shell/modifySjgk')({
  ...listSearch(workbenchSearchSchema),
  beforeLoad: guardPage('/modifySjgk'),
  component: ModifySjgkRoute,
});

function ModifySjgkRoute() {
  return <ContentManager kind="data" {...useSearchState(Route)} />;
}
