import { chinaGeoQuery, gbaGeoQuery } from './geo';
import { RegionFlowPage, type RegionFlowSpec } from './RegionFlowPage';

const COUNTRY: RegionFlowSpec = {
  title: '全国人才流入',
  mapTitle: '各省份户籍人才流入',
  geo: chinaGeoQuery,
  counts: (m) => m.byProvince,
  noArc: ['广东'],
  share: { label: '省外户籍人才占比', part: (m) => m.outsideProvinceCount },
  testId: 'country-map',
};

const GBA: RegionFlowSpec = {
  title: '粤港澳大湾区人才',
  mapTitle: '大湾区各城市户籍人才',
  geo: gbaGeoQuery,
  counts: (m) => m.byGbaCity,
  share: { label: '大湾区户籍人才占比', part: (m) => m.byGbaCity.reduce((a, c) => a + c.count, 0) },
  testId: 'gba-map',
};

/** /screen3/wholeCountry: provinces coloured by talent registered there, arcs from each province of origin to the district. */
export const WholeCountryPage = () => <RegionFlowPage spec={COUNTRY} />;

/** /screen3/wholeDwq: the Greater Bay Area's 9 Guangdong cities, Hong Kong and Macao, with arcs to the district. */
export const WholeDwqPage = () => <RegionFlowPage spec={GBA} />;
