import { createFileRoute } from '@tanstack/react-router';
import { BusinessPage } from '../../features/enterprise/BusinessPage';
import { prefetchEntInfo } from '../../features/enterprise/queries';
import { guardPage } from '../../features/navigation/guard';

/** /business : 我的企业 (enterprise users). */
export const Route = createFileRoute('/_shell/business')({
  beforeLoad: guardPage('/business'),
  loader: ({ context }) => prefetchEntInfo(context.queryClient),
  component: BusinessPage,
});
