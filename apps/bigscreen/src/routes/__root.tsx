import { useSession, useWatermarkText } from '@portal/auth';
import { Watermark } from '@portal/ui';
import { createRootRoute, Outlet } from '@tanstack/react-router';
import { enforceDashboardGuard } from '../features/guard/guard';
import { Notices } from '../features/notify/Notices';
import { NotFound } from '../features/overview/NotFound';
import { Stage } from '../features/stage/Stage';
import { WallController } from '../features/wall/WallController';
import '../styles.css';

export const Route = createRootRoute({
  // Every dashboard page needs a stored user of type 1; others leave for the portal's /login2 before anything renders.
  beforeLoad: () => enforceDashboardGuard(useSession.getState()),
  component: RootLayout,
  notFoundComponent: NotFound,
});

function RootLayout() {
  return (
    <Stage>
      <Outlet />
      <Notices />
      <WallController />
      <Watermark text={useWatermarkText()} tone="dark" />
    </Stage>
  );
}
