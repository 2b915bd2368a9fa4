import { createFileRoute } from '@tanstack/react-router';
import { listSearch, useSearchState } from '../../lib/search';
import { ContentManager } from '../../features/workbench/ContentManager';
import { workbenchSearchSchema } from '../../features/workbench/pages';
import { guardPage } from '../../features/navigation/guard';

/** /modifyPolicyMatter : 政策事项管理 (government staff): the content workflow; 新建 and 编辑 link to /modifyPolicyMatterDetail. */
export const Route = createFileRoute('/_shell/modifyPolicyMatter')({
  ...listSearch(workbenchSearchSchema),
  beforeLoad: guardPage('/modifyPolicyMatter'),
  component: ModifyPolicyMatterRoute,
});

function ModifyPolicyMatterRoute() {
  return <ContentManager kind="matter" editorPage="/modifyPolicyMatterDetail" {...useSearchState(Route)} />;
}
