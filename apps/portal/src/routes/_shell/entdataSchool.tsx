import { createFileRoute } from '@tanstack/react-router';
import { EntDataPage } from '../../features/enterprise/EntDataPage';
import { prefetchEntInfo } from '../../features/enterprise/queries';
import { guardPage } from '../../features/navigation/guard';

/** /entdataSchool : a private vocational training institution's annual data and latest talent data. */
export const Route = createFileRoute('/_shell/entdataSchool')({
  beforeLoad: guardPage('/entdataSchool'),
  loader: ({ context }) => prefetchEntInfo(context.queryClient),
  component: () => <EntDataPage kind="school" />,
});
