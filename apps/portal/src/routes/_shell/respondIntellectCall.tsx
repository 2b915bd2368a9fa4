import { createFileRoute } from '@tanstack/react-router';
import { IntakePage } from '../../features/hotline/IntakePage';
import { guardPage } from '../../features/navigation/guard';

/** /respondIntellectCall : the hotline intake of people, enterprises and visitors (the header's 热线服务 for them), kept alive. */
export const Route = createFileRoute('/_shell/respondIntellectCall')({
  beforeLoad: guardPage('/respondIntellectCall'),
  component: IntakePage,
});
