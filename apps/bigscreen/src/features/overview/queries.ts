import { endpoints, type OutputOf } from '@portal/api';
import { callQuery, queryClient } from '../../api';

export type HrResources = OutputOf<typeof endpoints.getHrResourcesVO>;
export type StreetHrResources = OutputOf<typeof endpoints.getStreetHrResourcesVO>;
export type StreetHome = OutputOf<typeof endpoints.streetHome>;
export type StreetWithGeometry = StreetHome['streets'][number];

export const hrResourcesQuery = callQuery(['dataBoard', 'getHrResourcesVO'], endpoints.getHrResourcesVO, {});

export const streetHrResourcesQuery = callQuery(['dataBoard', 'getStreetHrResourcesVO'], endpoints.getStreetHrResourcesVO, {});

export const streetHomeQuery = callQuery(['street', 'home'], endpoints.streetHome, {});

/** Starts the overview's calls without waiting for them: the route's loader, so they run while the page's chunks load. */
export function prefetchOverview(): void {
  void queryClient.prefetchQuery(hrResourcesQuery);
  void queryClient.prefetchQuery(streetHrResourcesQuery);
  void queryClient.prefetchQuery(streetHomeQuery);
}
