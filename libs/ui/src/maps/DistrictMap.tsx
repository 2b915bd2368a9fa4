import type { Layer, LayersList, PickingInfo } from '@deck.gl/core';
import { GeoJsonLayer, TextLayer } from '@deck.gl/layers';
import { MapboxOverlay } from '@deck.gl/mapbox';
import { Map as MapLibreMap, setWorkerUrl, type GeoJSONSource, type StyleSpecification } from 'maplibre-gl';
import mapCss from 'maplibre-gl/dist/maplibre-gl.css?inline';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useStageScale } from '../charts/stageScale';
import { boundsDiagonalMeters, colorForValue, cssColor, featureBounds, type AreaFeature, type AreaGeometry, type LngLat, type Rgba } from './geo';

let mapLibreReady = false;

/**
 * Once, before the first map: point maplibre at its worker as emitted by Vite (after a build it
 * cannot find it next to the bundle) and add maplibre's stylesheet to the document. Done here
 * rather than at import so importing '@portal/ui' costs nothing in apps without maps.
 */
function prepareMapLibre(): void {
  if (mapLibreReady) return;
  mapLibreReady = true;
  setWorkerUrl(workerUrl);
  const style = document.createElement('style');
  style.dataset['source'] = 'maplibre-gl';
  style.textContent = mapCss;
  document.head.appendChild(style);
}

/** Sequential colours for area values, low to high: deep blue, blue, cyan, gold. */
export const DEFAULT_AREA_COLORS: readonly Rgba[] = [
  [24, 66, 150],
  [24, 128, 222],
  [38, 206, 232],
  [255, 206, 92],
];

/** Fonts with Chinese glyphs for map labels, first the one Debian's fonts-noto-cjk installs. */
export const MAP_FONT_FAMILY = '"Noto Sans CJK SC", "Source Han Sans SC", "PingFang SC", "Microsoft YaHei", sans-serif';

export interface DistrictMapProps<P> {
  /** the areas (streets, districts, cities) as GeoJSON polygon features */
  features: readonly AreaFeature<P>[];
  /** the figure that colours (and extrudes) an area; keep it stable (module level or useCallback) */
  getValue: (properties: P) => number;
  /** label drawn on the area, in Chinese if need be; none when omitted */
  getLabel?: (properties: P) => string;
  /** where the label sits; defaults to the centre of the area's bounding box */
  getLabelPosition?: (feature: AreaFeature<P>) => LngLat;
  /** content of the hover tooltip; no tooltip when omitted */
  renderTooltip?: (properties: P) => ReactNode;
  /** called with the area clicked (drill-down); areas show a pointer cursor when given */
  onSelect?: (properties: P) => void;
  /** further deck.gl layers drawn over the areas and under the labels (points, arcs); keep the array stable (useMemo) */
  layers?: LayersList;
  /** accessible name of the map */
  ariaLabel: string;
  colorStops?: readonly Rgba[];
  /** raise areas by value (3D columns, camera pitched); default true */
  extruded?: boolean;
  /** camera pitch in degrees; default 40 when extruded, else 0 */
  pitch?: number;
  bearing?: number;
  /** height of the highest area in metres; default 12% of the areas' bounding-box diagonal */
  maxElevation?: number;
  /** pixels kept free around the areas when fitting the camera; default 48 */
  padding?: number;
  /** colour legend in the bottom-left corner */
  legend?: { title: string; format?: (value: number) => string };
  backgroundColor?: string;
  className?: string;
  style?: CSSProperties;
  'data-testid'?: string;
  /** overrides the pixel ratio taken from the stage */
  pixelRatio?: number;
  /** extra overlays (notes, badges) drawn above the map */
  children?: ReactNode;
}

interface AreaProps<P> {
  source: P;
  value: number;
  color: [number, number, number, number];
  elevation: number;
}

interface LabelRow {
  text: string;
  position: [number, number, number];
}

interface Hover<P> {
  x: number;
  y: number;
  properties: P;
  flipX: boolean;
  flipY: boolean;
}

type DeckFeature<P> = { type: 'Feature'; geometry: AreaGeometry; properties: AreaProps<P> };

function bboxCenter(geometry: AreaGeometry): LngLat {
  const b = featureBounds([{ type: 'Feature', properties: null, geometry }]);
  if (!b) return [0, 0];
  return [(b[0][0] + b[1][0]) / 2, (b[0][1] + b[1][1]) / 2];
}

const fmt = (v: number) => v.toLocaleString('zh-CN');

/**
 * A copy of each layer of a deck.gl layer list (nested lists flattened, empty entries dropped):
 * a layer instance belongs to the one Deck that initialised it (deck.gl asserts otherwise).
 */
function freshLayers(layers: LayersList | undefined): Layer[] {
  return (layers ?? []).flatMap((l) => (Array.isArray(l) ? freshLayers(l) : l ? [l.clone({})] : []));
}

function emptyStyle(background: string): StyleSpecification {
  return {
    version: 8,
    sources: { areas: { type: 'geojson', data: { type: 'FeatureCollection', features: [] } } },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': background } },
      { id: 'areas-fill', type: 'fill', source: 'areas', paint: { 'fill-color': '#0d3468', 'fill-opacity': 0.85 } },
      { id: 'areas-glow', type: 'line', source: 'areas', paint: { 'line-color': '#3fb6ff', 'line-width': 8, 'line-blur': 6, 'line-opacity': 0.45 } },
      { id: 'areas-outline', type: 'line', source: 'areas', paint: { 'line-color': '#7fd3ff', 'line-width': 1.5 } },
    ],
  };
}

/**
 * A map of areas (a district's streets, say) from local GeoJSON only: a maplibre-gl style with a
 * background and the areas as fill and outline layers, the camera fitted to the areas, and
 * deck.gl layers over it (areas coloured and extruded by value, labels as a TextLayer so Chinese
 * renders without a glyph server). Hovering an area shows {@link DistrictMapProps.renderTooltip}.
 * No request leaves the page's origin. Both canvases keep their drawing buffer so screenshots and
 * pixel reads work; the wrapper gets data-ready="true" once deck.gl has drawn the areas.
 */
export function DistrictMap<P>(props: DistrictMapProps<P>) {
  const {
    features,
    getValue,
    getLabel,
    getLabelPosition,
    renderTooltip,
    onSelect,
    layers: extraLayers,
    ariaLabel,
    colorStops = DEFAULT_AREA_COLORS,
    extruded = true,
    bearing = 0,
    padding = 48,
    legend,
    backgroundColor = '#04142e',
    className,
    style,
    children,
    'data-testid': testId,
  } = props;
  const pitch = props.pitch ?? (extruded ? 40 : 0);
  const stage = useStageScale();
  const ratio = props.pixelRatio ?? stage.pixelRatio;

  const wrapperRef = useRef<HTMLDivElement>(null);
  const mapElRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const overlayRef = useRef<MapboxOverlay | null>(null);
  /** the overlay that has been given the current layers */
  const layersSetRef = useRef<MapboxOverlay | null>(null);
  const [styleReady, setStyleReady] = useState(false);
  const [hover, setHover] = useState<Hover<P> | null>(null);

  const bounds = useMemo(() => featureBounds(features), [features]);

  const prepared = useMemo(() => {
    const values = features.map((f) => getValue(f.properties));
    const min = values.length ? Math.min(...values) : 0;
    const max = values.length ? Math.max(...values) : 0;
    const top = props.maxElevation ?? (bounds ? boundsDiagonalMeters(bounds) * 0.12 : 0);
    const deckFeatures: DeckFeature<P>[] = features.map((f, i) => {
      const value = values[i] ?? 0;
      return {
        type: 'Feature',
        geometry: f.geometry,
        properties: { source: f.properties, value, color: colorForValue(value, min, max, colorStops), elevation: extruded && max > 0 ? (top * Math.max(0, value)) / max : 0 },
      };
    });
    const labels: LabelRow[] = getLabel
      ? deckFeatures.map((f, i) => {
          const feature = features[i]!;
          const [lng, lat] = getLabelPosition ? getLabelPosition(feature) : bboxCenter(feature.geometry);
          return { text: getLabel(feature.properties), position: [lng, lat, f.properties.elevation + 30] };
        })
      : [];
    return { deckFeatures, labels, min, max };
  }, [features, getValue, getLabel, getLabelPosition, colorStops, extruded, props.maxElevation, bounds]);

  // The map lives as long as the component (re-created only if its background or camera mode changes).
  useEffect(() => {
    const el = mapElRef.current;
    if (!el) return;
    prepareMapLibre();
    const map = new MapLibreMap({
      container: el,
      style: emptyStyle(backgroundColor),
      center: [0, 0],
      zoom: 1,
      pitch,
      bearing,
      attributionControl: false,
      maplibreLogo: false,
      dragRotate: false,
      pitchWithRotate: false,
      touchPitch: false,
      canvasContextAttributes: { antialias: true, preserveDrawingBuffer: true },
    });
    mapRef.current = map;
    map.on('load', () => setStyleReady(true));
    return () => {
      const overlay = overlayRef.current;
      overlayRef.current = null;
      if (overlay) map.removeControl(overlay);
      mapRef.current = null;
      setStyleReady(false);
      map.remove();
    };
  }, [backgroundColor, pitch, bearing]);

  // Render at the stage's pixel ratio so the map stays crisp when the stage is scaled. deck.gl
  // applies a new pixel ratio only at its next redraw, so its overlay is created for each ratio
  // (the ratio changes only once a window resize has settled).
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !styleReady) return;
    map.setPixelRatio(ratio);
    const wrapper = wrapperRef.current;
    // data-ready="true" on the wrapper once deck.gl has drawn the areas (for tests and screenshots)
    const onAfterRender = () => {
      if (wrapper && layersSetRef.current === overlay && wrapper.dataset['ready'] !== 'true') wrapper.dataset['ready'] = 'true';
    };
    const overlay = new MapboxOverlay({ interleaved: false, layers: [], useDevicePixels: ratio, deviceProps: { webgl: { preserveDrawingBuffer: true } }, onAfterRender });
    map.addControl(overlay);
    overlayRef.current = overlay;
    return () => {
      if (wrapper) wrapper.dataset['ready'] = 'false';
      if (overlayRef.current !== overlay) return;
      overlayRef.current = null;
      map.removeControl(overlay);
    };
  }, [ratio, styleReady]);

  // Base layers: the areas as a GeoJSON source; the camera fitted to their bounds.
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !styleReady) return;
    const source = map.getSource<GeoJSONSource>('areas');
    void source?.setData({ type: 'FeatureCollection', features: features.map((f) => ({ type: 'Feature', properties: {}, geometry: f.geometry })) });
    const fit = () => {
      if (bounds) map.fitBounds(bounds, { padding, pitch, bearing, duration: 0 });
    };
    fit();
    const wrapper = wrapperRef.current;
    if (!wrapper) return;
    const observer = new ResizeObserver(() => {
      map.resize();
      fit();
    });
    observer.observe(wrapper);
    return () => observer.disconnect();
  }, [features, bounds, padding, pitch, bearing, styleReady]);

  // deck.gl layers: coloured (extruded) areas and their labels.
  useEffect(() => {
    const overlay = overlayRef.current;
    if (!overlay) return;
    const onHover = (info: PickingInfo<DeckFeature<P>>) => {
      const wrapper = wrapperRef.current;
      if (!info.object || !wrapper) {
        setHover(null);
        return;
      }
      setHover({ x: info.x, y: info.y, properties: info.object.properties.source, flipX: info.x > wrapper.clientWidth * 0.6, flipY: info.y > wrapper.clientHeight * 0.6 });
    };
    overlay.setProps({
      layers: [
        new GeoJsonLayer<AreaProps<P>>({
          id: 'district-areas',
          data: prepared.deckFeatures,
          filled: true,
          stroked: true,
          extruded,
          wireframe: extruded,
          getFillColor: (f) => f.properties.color,
          getLineColor: [150, 225, 255, 230],
          getLineWidth: 1.5,
          lineWidthUnits: 'pixels',
          getElevation: (f) => f.properties.elevation,
          material: { ambient: 0.55, diffuse: 0.6, shininess: 40, specularColor: [80, 140, 200] },
          pickable: Boolean(renderTooltip || onSelect),
          autoHighlight: true,
          highlightColor: [255, 236, 160, 200],
          onHover,
          onClick: (info: PickingInfo<DeckFeature<P>>) => {
            if (info.object && onSelect) onSelect(info.object.properties.source);
          },
        }),
        // fresh instances of the caller's layers: one instance initialised by the overlay of an
        // earlier pixel ratio fails deck.gl's assertion in the next overlay (a resized wall)
        ...freshLayers(extraLayers),
        new TextLayer<LabelRow>({
          id: 'district-labels',
          data: prepared.labels,
          characterSet: 'auto',
          fontFamily: MAP_FONT_FAMILY,
          fontWeight: 600,
          fontSettings: { sdf: true, fontSize: 64, buffer: 6 },
          getText: (d) => d.text,
          getPosition: (d) => d.position,
          getSize: 16,
          sizeUnits: 'pixels',
          getColor: [255, 255, 255, 255],
          background: true,
          getBackgroundColor: [4, 22, 52, 190],
          backgroundPadding: [8, 3],
          backgroundBorderRadius: 3,
          getBorderColor: [90, 200, 255, 160],
          getBorderWidth: 1,
          getTextAnchor: 'middle',
          getAlignmentBaseline: 'center',
          parameters: { depthCompare: 'always' },
        }),
      ],
    });
    layersSetRef.current = overlay;
  }, [prepared, extruded, renderTooltip, onSelect, extraLayers, styleReady, ratio]);

  const wrapperStyle: CSSProperties = { position: 'relative', overflow: 'hidden', background: backgroundColor, cursor: hover && onSelect ? 'pointer' : undefined, ...style };
  return (
    <div ref={wrapperRef} className={className} style={wrapperStyle} data-testid={testId} role="img" aria-label={ariaLabel} onMouseLeave={() => setHover(null)}>
      <div ref={mapElRef} style={{ position: 'absolute', inset: 0 }} />
      {legend && prepared.deckFeatures.length > 0 ? <Legend title={legend.title} min={prepared.min} max={prepared.max} stops={colorStops} format={legend.format ?? fmt} /> : null}
      {hover && renderTooltip ? (
        <div
          role="tooltip"
          style={{
            position: 'absolute',
            left: hover.x,
            top: hover.y,
            transform: `translate(${hover.flipX ? 'calc(-100% - 14px)' : '14px'}, ${hover.flipY ? 'calc(-100% - 14px)' : '14px'})`,
            pointerEvents: 'none',
            zIndex: 3,
            minWidth: 160,
            padding: '10px 14px',
            background: 'rgba(6, 26, 58, 0.94)',
            border: '1px solid #2a9df4',
            boxShadow: '0 0 16px rgba(42, 157, 244, 0.45)',
            borderRadius: 4,
            color: '#e6f4ff',
            fontSize: 14,
            lineHeight: 1.7,
            whiteSpace: 'nowrap',
          }}
        >
          {renderTooltip(hover.properties)}
        </div>
      ) : null}
      {children}
    </div>
  );
}

function Legend({ title, min, max, stops, format }: { title: string; min: number; max: number; stops: readonly Rgba[]; format: (v: number) => string }) {
  const gradient = `linear-gradient(to right, ${stops.map((s, i) => `${cssColor(s)} ${stops.length > 1 ? (i / (stops.length - 1)) * 100 : 0}%`).join(', ')})`;
  return (
    <div style={{ position: 'absolute', left: 16, bottom: 16, zIndex: 2, padding: '8px 12px', background: 'rgba(4, 20, 46, 0.78)', border: '1px solid rgba(63, 182, 255, 0.35)', borderRadius: 4, color: '#cfe6ff', fontSize: 14, pointerEvents: 'none' }}>
      <div style={{ marginBottom: 6 }}>{title}</div>
      <div style={{ width: 180, height: 10, borderRadius: 2, background: gradient }} />
      <div style={{ display: 'flex', justifyContent: 'space-between', marginTop: 4, fontVariantNumeric: 'tabular-nums' }}>
        <span>{format(min)}</span>
        <span>{format(max)}</span>
      </div>
    </div>
  );
}
