import { lazyComponent } from '@portal/ui';
import type { ComponentType } from 'react';
import { t } from '../../i18n/zh-CN';

/**
 * Stands in for a map while its chunk (maplibre-gl, deck.gl) loads: the map's box (bs-map, so
 * nothing moves when the map replaces it) in the map's background, with a spinner.
 */
function MapPlaceholder() {
  return (
    <div className="bs-map bs-map--loading bs-state bs-state--loading" role="status" data-testid="map-placeholder">
      <span className="bs-spinner" aria-hidden="true" />
      <span>{t.common.mapLoading}</span>
    </div>
  );
}

/** Resolves when the browser is next idle (the page's charts drawn), at the latest after 1 s; where there is no requestIdleCallback, after a task. */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve(), { timeout: 1000 }) : setTimeout(resolve)));
}

/**
 * A map component loaded with `load` (a dynamic import) once the browser is idle after its first
 * render, with {@link MapPlaceholder} in its place meanwhile: the rest of the page draws before
 * the map libraries are loaded and run.
 */
function lazyMap<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazyComponent(async () => {
    await whenIdle();
    return load();
  }, () => <MapPlaceholder />);
}

/** The overview's street map (overview/StreetMap.tsx), loaded lazily. */
export const LazyStreetMap = lazyMap(() => import('../overview/StreetMap').then((m) => m.StreetMapView));

/** The talent-index street map (talentIndex/StreetIndexMap.tsx), loaded lazily. */
export const LazyStreetIndexMap = lazyMap(() => import('../talentIndex/StreetIndexMap').then((m) => m.StreetIndexMap));

/** The regions' flow map (regions/FlowMap.tsx), loaded lazily. */
export const LazyFlowMap = lazyMap(() => import('../regions/FlowMap').then((m) => m.FlowMap));
