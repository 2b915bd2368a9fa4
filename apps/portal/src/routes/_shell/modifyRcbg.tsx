import { createFileRoute } from '@tanstack/react-router';
import { searchRoute } from '../../lib/search';
import { workbenchSearchSchema } from '../../features/workbench/pages';
import { guardPage } from '../../features/navigation/guard';

/** /modifyRcbg : 人才报告管理 (government staff); filters and page in the URL. */
export const Route = createFileRoute('/_shell/modifyRcbg')({
  ...searchRoute(workbenchSearchSchema, () => import('../../features/workbench/ContentManager').then((m) => m.ContentManager), { kind: 'report' }),
  beforeLoad: guardPage('/modifyRcbg'),
});
