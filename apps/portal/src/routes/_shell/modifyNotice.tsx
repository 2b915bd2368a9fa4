import { createFileRoute } from '@tanstack/react-router';
import { listSearch, useSearchState } from '../../lib/search';
import { ContentManager } from '../../features/workbench/ContentManager';
import { workbenchSearchSchema } from '../../features/workbench/pages';
import { guardPage } from '../../features/navigation/guard';

/** /modifyNotice : 通知公告管理 (government staff); filters and page in the URL. */
export const Route = createFileRoute('/_shell/modifyNotice')({
  ...listSearch(workbenchSearchSchema),
  beforeLoad: guardPage('/modifyNotice'),
  component: ModifyNoticeRoute,
});

function ModifyNoticeRoute() {
  return <ContentManager kind="notice" {...useSearchState(Route)} />;
}
