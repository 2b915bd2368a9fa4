/** The words of endpoints/stationContent.ts that the portal's route table reads without loading the calls (issue 45). */

/**
 * The talent empowerment station's service items (服务项目) and news (站点动态), SPEC.md section 2
 * /rcfnzList and /rcfnzDetail (issue 17, docs/station.md). They are two kinds of the content table
 * (CONTENT_KINDS stationService and stationNews): staff write them at /modifyRcfnzService and
 * /modifyRcfnzNews through the notice workflow (/api/notice/one/*, with its audit), and only
 * published ones are public.
 */
export const STATION_CONTENT_KINDS = ['stationService', 'stationNews'] as const;

export type StationContentKind = (typeof STATION_CONTENT_KINDS)[number];

/** The category filter of /rcfnzList (`?category=`). */
export const STATION_CONTENT_LABELS: Record<StationContentKind, string> = { stationService: '服务项目', stationNews: '站点动态' };
