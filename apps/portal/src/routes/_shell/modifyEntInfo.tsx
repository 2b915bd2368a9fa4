import { createFileRoute } from '@tanstack/react-router';
import { EntInfoPage } from '../../features/enterprise/EntInfoPage';
import { prefetchEntInfo } from '../../features/enterprise/queries';
import { requireEnterprise } from '../../features/enterprise/guard';

/** /modifyEntInfo : the enterprise's details form. */
export const Route = createFileRoute('/_shell/modifyEntInfo')({
  beforeLoad: requireEnterprise,
  loader: ({ context }) => prefetchEntInfo(context.queryClient),
  component: EntInfoPage,
});
