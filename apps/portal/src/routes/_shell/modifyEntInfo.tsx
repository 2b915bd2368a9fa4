import { createFileRoute } from '@tanstack/react-router';
import { EntInfoPage } from '../../features/enterprise/EntInfoPage';
import { prefetchEntInfo } from '../../features/enterprise/queries';
import { guardPage } from '../../features/navigation/guard';

/** /modifyEntInfo : the enterprise's details form. */
export const Route = createFileRoute('/_shell/modifyEntInfo')({
  beforeLoad: guardPage('/modifyEntInfo'),
  loader: ({ context }) => prefetchEntInfo(context.queryClient),
  component: EntInfoPage,
});
