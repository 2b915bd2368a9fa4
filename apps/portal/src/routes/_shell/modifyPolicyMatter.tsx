import { createFileRoute } from '@tanstack/react-router';
import { searchRoute } from '../../lib/search';
import { workbenchSearchSchema } from '../../features/workbench/pages';
import { guardPage } from '../../features/navigation/guard';

/** /modifyPolicyMatter : 政策事项管理 (government staff): the content workflow; 新建 and 编辑 link to /modifyPolicyMatterDetail. */
export const Route = createFileRoute('/_shell/modifyPolicyMatter')({
  ...searchRoute(workbenchSearchSchema, () => import('../../features/workbench/ContentManager').then((m) => m.ContentManager), { kind: 'matter', editorPage: '/modifyPolicyMatterDetail' }),
  beforeLoad: guardPage('/modifyPolicyMatter'),
});
