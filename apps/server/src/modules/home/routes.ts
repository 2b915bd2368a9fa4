import { endpoints } from '@portal/api';
import type { Router } from '../../http/router';
import { recentlyPublished } from '../notice/publicService';
import { notice } from '../notice/tables';
import { entranceConfig, organisation } from './tables';
import { areaOverview, DISTRICT_FIGURES_EVERY_MS, entrances, importantEntrances, organisationsPage, selfFigures, topIndustries, topServiceOrganisations } from './service';

/** The /Home blocks, the entrance configuration and the /organList listings. */
export function homeRoutes(r: Router): void {
  r.handle(endpoints.entranceConfig, (_i, { db }) => entrances(db), { cache: { tables: [entranceConfig] } });
  r.handle(endpoints.importantService, (_i, { db }) => importantEntrances(db), { cache: { tables: [entranceConfig] } });
  r.handle(endpoints.serviceOrg, (_i, { db }) => topServiceOrganisations(db), { cache: { tables: [organisation] } });
  r.handle(endpoints.recentPublished, (_i, { db }) => recentlyPublished(db, 8), { cache: { tables: [notice] } });
  r.handle(endpoints.areaCondOverview, (_i, { db }) => areaOverview(db), { cache: { tables: [], everyMs: DISTRICT_FIGURES_EVERY_MS } });
  r.handle(endpoints.industryData, (_i, { db }) => topIndustries(db), { cache: { tables: [], everyMs: DISTRICT_FIGURES_EVERY_MS } });
  r.handle(endpoints.selfData, (_i, { db, user }) => selfFigures(db, user));
  // not cached: type 3 lists the HR products of the micro-homepages (other tables than organisation)
  r.handle(endpoints.resourceServices, (input, { db }) => organisationsPage(db, input));
}
