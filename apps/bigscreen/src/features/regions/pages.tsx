import { chinaGeoQuery, gbaGeoQuery } from './geo';
import type { RegionFlowSpec } from './geo';
import { RegionFlowPage } from './RegionFlowPage';
import { t } from '../../i18n/zh-CN';

const COUNTRY: RegionFlowSpec = {
  title: t.regions.country.title,
  mapTitle: t.regions.country.map,
  geo: chinaGeoQuery,
  counts: (m) => m.byProvince,
  noArc: ['广东'],
  share: { label: t.regions.country.share, part: (m) => m.outsideProvinceCount },
  testId: 'country-map',
};

const GBA: RegionFlowSpec = {
  title: t.regions.gba.title,
  mapTitle: t.regions.gba.map,
  geo: gbaGeoQuery,
  counts: (m) => m.byGbaCity,
  share: { label: t.regions.gba.share, part: (m) => m.byGbaCity.reduce((a, c) => a + c.count, 0) },
  testId: 'gba-map',
};

/** /screen3/wholeCountry: provinces coloured by talent registered there, arcs from each province of origin to the district. */
export const WholeCountryPage = () => <RegionFlowPage spec={COUNTRY} />;

/** /screen3/wholeDwq: the Greater Bay Area's 9 Guangdong cities, Hong Kong and Macao, with arcs to the district. */
export const WholeDwqPage = () => <RegionFlowPage spec={GBA} />;
