import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { nextWallPage, wallStore, type WallConfig, type WallPage } from './wall';
import { t } from '../../i18n/zh-CN';

/**
 * While a playlist runs (started by /screen3/wall): after each interval, go to the next page;
 * queries refresh at the playlist's refresh interval, without a reload. Shows the position and a
 * button to stop.
 */
export function WallController() {
  const [config, setConfig] = useState<WallConfig | null>(() => wallStore.read());
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  // the /wall page writes the store and then navigates; pick the playlist up on every page change
  useEffect(() => setConfig(wallStore.read()), [location.pathname]);

  useEffect(() => {
    if (!config) return;
    const defaults = queryClient.getDefaultOptions();
    queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, refetchInterval: config.refreshMs } });
    const timer = setTimeout(() => void navigate({ to: nextWallPage(config.pages, location.pathname) }), config.intervalMs);
    return () => clearTimeout(timer);
  }, [config, location.pathname, navigate, queryClient]);

  if (!config) return null;
  const at = config.pages.indexOf(location.pathname as WallPage);
  return (
    <div className="bs-wallbar" data-testid="wall-bar">
      <span>
        {t.wall.status(at + 1, config.pages.length, config.intervalMs / 1000)}
      </span>
      <button
        type="button"
        className="bs-link"
        onClick={() => {
          wallStore.write(null);
          setConfig(null);
        }}
      >
        {t.wall.stop}
      </button>
    </div>
  );
}
