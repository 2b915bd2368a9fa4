import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { LIST_DEFAULTS, useSearchState } from '../../lib/search';
import { ContentManager } from '../../features/workbench/ContentManager';
import { workbenchSearchSchema } from '../../features/workbench/pages';
import { guardPage } from '../../features/navigation/guard';

/** /modifyPolicy : 政策文件管理 (government staff); filters and page in the URL. */
export const Route = createFileRoute('/_shell/modifyPolicy')({
  validateSearch: workbenchSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_DEFAULTS)] },
  beforeLoad: guardPage('/modifyPolicy'),
  component: ModifyPolicyRoute,
});

function ModifyPolicyRoute() {
  return <ContentManager kind="policy" {...useSearchState(Route)} />;
}
