import { createFileRoute } from '@tanstack/react-router';
import { EntrancePage } from '../../features/hotline/EntrancePage';
import { guardPage } from '../../features/navigation/guard';

/** /respondCallEntrance : the hotline dashboard of government users (the header's 热线服务 for staff). */
export const Route = createFileRoute('/_shell/respondCallEntrance')({
  beforeLoad: guardPage('/respondCallEntrance'),
  component: EntrancePage,
});
