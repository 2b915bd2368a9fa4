export { DEFAULT_AREA_COLORS, DistrictMap, MAP_FONT_FAMILY, type DistrictMapProps } from './DistrictMap';
export { boundsCenter, boundsDiagonalMeters, colorForValue, cssColor, featureBounds, type AreaFeature, type AreaGeometry, type LngLat, type LngLatBounds, type Rgba } from './geo';
export { arcsLayer, HEXAGON_COLORS, hexagonsLayer, pointsLayer } from './layers';
export type { LayersList } from '@deck.gl/core';
