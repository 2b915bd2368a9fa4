import { LoadingMask } from '@portal/ui';
import { Outlet, useRouter } from '@tanstack/react-router';
import { useLoadingMask } from '../../lib/loading';
import { useElderModeAttribute } from '../elder';
import { WatermarkGate } from './SiteChrome';
import { useScrollToTopOnNavigate } from './scroll';

/** The full-page loading mask bound to the API client's setLoading. */
export function GlobalLoadingMask() {
  const text = useLoadingMask((s) => s.text);
  return <LoadingMask text={text} />;
}

/** The root route: the page, the watermark, the scroll-to-top behaviour and the elder-mode attribute of `<html>`. */
export function RootLayout() {
  const router = useRouter();
  useScrollToTopOnNavigate(router);
  useElderModeAttribute();
  return (
    <>
      <Outlet />
      <WatermarkGate />
    </>
  );
}
