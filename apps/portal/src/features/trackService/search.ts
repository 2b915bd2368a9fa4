import { TRACK_SERVICE_TYPES } from '@portal/api';
import { z } from 'zod';
import { optionalDay, optionalText, pageSearch } from '../../lib/search';

/** Search params of /track-service: page, limit, keyword, service type and the service date range. */
export const trackSearchSchema = z.object({
  ...pageSearch,
  keyword: optionalText,
  serviceType: z.enum(TRACK_SERVICE_TYPES).optional().catch(undefined),
  beginTime: optionalDay,
  endTime: optionalDay,
});
export type TrackSearch = z.output<typeof trackSearchSchema>;
