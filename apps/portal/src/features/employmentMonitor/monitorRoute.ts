import type { EMPLOYMENT_MONITOR_PAGES } from '@portal/api';
import { ledgerGroupRoute } from '../ledger';

/** A page of employment-monitoring registers (SPEC.md section 2: /modifyUnemployment, /modifyFulfill, ...). */
export type MonitorPath = keyof typeof EMPLOYMENT_MONITOR_PAGES;

/**
 * The route options, but the guard, of an employment-monitoring page (issue 14): an enterprise
 * fills, imports, corrects and exports its own rows; the overseeing staff (the registers'
 * readers) see every enterprise's rows, with 单位名称, read-only (filters and export). The server
 * scopes the rows.
 */
export const monitorRoute = (path: MonitorPath) => ledgerGroupRoute(path, () => import('./registers').then((m) => m.EMPLOYMENT_MONITOR_PAGES[path]), (s) => s.userType !== 2);
