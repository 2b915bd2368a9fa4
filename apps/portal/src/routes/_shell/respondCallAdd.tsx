import { createFileRoute } from '@tanstack/react-router';
import { CallAddPage } from '../../features/hotline/CallAddPage';
import { guardPage } from '../../features/navigation/guard';

/** /respondCallAdd : the hotline centre's phone intake. */
export const Route = createFileRoute('/_shell/respondCallAdd')({
  beforeLoad: guardPage('/respondCallAdd'),
  component: CallAddPage,
});
