import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { LIST_DEFAULTS, useSearchState } from '../../lib/search';
import { ContentManager } from '../../features/workbench/ContentManager';
import { workbenchSearchSchema } from '../../features/workbench/pages';
import { guardPage } from '../../features/navigation/guard';

/** /modifySjgk : 公开数据管理 (government staff); filters and page in the URL. */
export const Route = createFileRoute('/_shell/modifySjgk')({
  validateSearch: workbenchSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_DEFAULTS)] },
  beforeLoad: guardPage('/modifySjgk'),
  component: ModifySjgkRoute,
});

function ModifySjgkRoute() {
  return <ContentManager kind="data" {...useSearchState(Route)} />;
}
