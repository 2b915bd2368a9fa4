import { endpoints } from '@portal/api';
import type { Router } from '../../http/router';
import { readConfig } from '../system/service';
import { hrResources, streetFigures } from './service';

/** Dashboard figures of the bigscreen (SPEC.md section 7, Dashboards). */
export function dashboardRoutes(r: Router): void {
  r.handle(endpoints.getHrResourcesVO, (_i, { db }) => hrResources(db));
  r.handle(endpoints.getStreetHrResourcesVO, async (_i, { db }) =>
    (await streetFigures(db)).map(({ streetCode, streetName, enterpriseCount, talentCount }) => ({ streetCode, streetName, enterpriseCount, talentCount })),
  );
  r.handle(endpoints.streetHome, async (_i, { db }) => {
    const cfg = await readConfig(db, ['district.name', 'district.demoGeometry']);
    const streets = await streetFigures(db);
    return {
      districtName: cfg['district.name'],
      demoGeometry: cfg['district.demoGeometry'] === 'true',
      streets: streets.map(({ centerLng, centerLat, geometry, ...s }) => ({ ...s, center: [centerLng, centerLat] as [number, number], geometry: geometry as { type: 'Polygon'; coordinates: unknown[] } })),
    };
  });
}
