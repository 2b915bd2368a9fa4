import { createFileRoute } from '@tanstack/react-router';
import { EntDataPage } from '../../features/enterprise/EntDataPage';
import { prefetchEntInfo } from '../../features/enterprise/queries';
import { guardPage } from '../../features/navigation/guard';

/** /entdata : the enterprise's annual data and latest talent data. */
export const Route = createFileRoute('/_shell/entdata')({
  beforeLoad: guardPage('/entdata'),
  loader: ({ context }) => prefetchEntInfo(context.queryClient),
  component: EntDataPage,
});
