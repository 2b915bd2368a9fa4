import { createFileRoute } from '@tanstack/react-router';
import { matterSearchSchema } from '../../features/policyMatter/search';
import { searchRoute } from '../../lib/search';

/** /serviceHandle : 在线办理, the policy matters by department or theme; filters in the URL. */
export const Route = createFileRoute('/_shell/serviceHandle')({
  ...searchRoute(matterSearchSchema, () => import('../../features/policyMatter/ServiceHandlePage').then((m) => m.ServiceHandlePage)),
});
