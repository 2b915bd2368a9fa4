import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { LIST_DEFAULTS, useSearchState } from '../../lib/search';
import { ContentManager } from '../../features/workbench/ContentManager';
import { workbenchSearchSchema } from '../../features/workbench/pages';
import { guardPage } from '../../features/navigation/guard';

/** /modifyNotice : 通知公告管理 (government staff); filters and page in the URL. */
export const Route = createFileRoute('/_shell/modifyNotice')({
  validateSearch: workbenchSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_DEFAULTS)] },
  beforeLoad: guardPage('/modifyNotice'),
  component: ModifyNoticeRoute,
});

function ModifyNoticeRoute() {
  return <ContentManager kind="notice" {...useSearchState(Route)} />;
}
