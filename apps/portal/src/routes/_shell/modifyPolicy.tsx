import { createFileRoute } from '@tanstack/react-router';
import { listSearch, useSearchState } from '../../lib/search';
import { ContentManager } from '../../features/workbench/ContentManager';
import { workbenchSearchSchema } from '../../features/workbench/pages';
import { guardPage } from '../../features/navigation/guard';

/** /modifyPolicy : 政策文件管理 (government staff); filters and page in the URL. */
export const Route = createFileRoute('/_shell/modifyPolicy')({
  ...listSearch(workbenchSearchSchema),
  beforeLoad: guardPage('/modifyPolicy'),
  component: ModifyPolicyRoute,
});

function ModifyPolicyRoute() {
  return <ContentManager kind="policy" {...useSearchState(Route)} />;
}
