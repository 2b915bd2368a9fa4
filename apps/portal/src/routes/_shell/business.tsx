import { createFileRoute } from '@tanstack/react-router';
import { BusinessPage } from '../../features/enterprise/BusinessPage';
import { prefetchEntInfo } from '../../features/enterprise/queries';
import { requireEnterprise } from '../../features/enterprise/guard';

/** /business : 我的企业 (enterprise users). */
export const Route = createFileRoute('/_shell/business')({
  beforeLoad: requireEnterprise,
  loader: ({ context }) => prefetchEntInfo(context.queryClient),
  component: BusinessPage,
});
