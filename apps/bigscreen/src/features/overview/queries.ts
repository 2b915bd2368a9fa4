import { endpoints, type OutputOf } from '@portal/api';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api';

export type HrResources = OutputOf<typeof endpoints.getHrResourcesVO>;
export type StreetHrResources = OutputOf<typeof endpoints.getStreetHrResourcesVO>;
export type StreetHome = OutputOf<typeof endpoints.streetHome>;
export type StreetWithGeometry = StreetHome['streets'][number];

export const hrResourcesQuery = queryOptions({
  queryKey: ['dataBoard', 'getHrResourcesVO'],
  queryFn: ({ signal }) => api.call(endpoints.getHrResourcesVO, {}, { signal }),
});

export const streetHrResourcesQuery = queryOptions({
  queryKey: ['dataBoard', 'getStreetHrResourcesVO'],
  queryFn: ({ signal }) => api.call(endpoints.getStreetHrResourcesVO, {}, { signal }),
});

export const streetHomeQuery = queryOptions({
  queryKey: ['street', 'home'],
  queryFn: ({ signal }) => api.call(endpoints.streetHome, {}, { signal }),
});
