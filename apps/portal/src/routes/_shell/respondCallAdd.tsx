import { createFileRoute } from '@tanstack/react-router';
import { IntakePage } from '../../features/hotline/IntakePage';
import { guardPage } from '../../features/navigation/guard';

/** /respondCallAdd : the hotline centre's phone intake. */
export const Route = createFileRoute('/_shell/respondCallAdd')({
  beforeLoad: guardPage('/respondCallAdd'),
  component: RespondCallAddRoute,
});

function RespondCallAddRoute() {
  return <IntakePage phone />;
}
