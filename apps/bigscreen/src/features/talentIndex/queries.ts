import { endpoints, type InputOf, type OutputOf } from '@portal/api';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, callQuery } from '../../api';

export type IndexHome = OutputOf<typeof endpoints.talentIndexHome>;
export type SubIndexValue = IndexHome['subIndices'][number];
export type StreetDetail = OutputOf<typeof endpoints.streetDetail>;
export type TradeIndex = OutputOf<typeof endpoints.tradeTalentIndex>;
export type RevenueAndInput = OutputOf<typeof endpoints.getRevenueAndInputVO>;
export type SubIndexVO = OutputOf<typeof endpoints.getTalentScaleIndex>;
export type MacroTalent = OutputOf<typeof endpoints.getMacroTalentData>;
export type EnterprisePoints = OutputOf<typeof endpoints.getStandBoxParkInfo>;
export type PortraitPage = OutputOf<typeof endpoints.portraitByName>;
export type Portrait = OutputOf<typeof endpoints.portraitDetail>;

/** A scope of the index: the district, a street or an industry section. */
export type Scope = InputOf<typeof endpoints.getTalentScaleIndex>;

export const indexHomeQuery = callQuery(['talent-index', 'home'], endpoints.talentIndexHome, {});

export const tradeIndexQuery = callQuery(['trade', 'talentIndex'], endpoints.tradeTalentIndex, {});

export const macroTalentQuery = callQuery(['dataBoard', 'getMacroTalentData'], endpoints.getMacroTalentData, {});

export const enterprisePointsQuery = callQuery(['visual', 'getStandBoxParkInfo'], endpoints.getStandBoxParkInfo, {});

export const streetDetailQuery = (streetCode: string) =>
  // the page says what went wrong in its one place
  ({ ...callQuery(['street', 'streetDetail', streetCode], endpoints.streetDetail, { streetCode }, { quiet: true }), enabled: streetCode !== '' });

export const revenueAndInputQuery = (scope: Scope) =>
  callQuery(['dataBoard', 'getRevenueAndInputVO', scope], endpoints.getRevenueAndInputVO, scope);

/** The eight sub-index calls in display order (docs/talent-index.md). */
export const SUB_INDEX_ENDPOINTS = [
  endpoints.getIndustrialEconomyIndex,
  endpoints.getTalentScaleIndex,
  endpoints.getSupplyDemandIndex,
  endpoints.getTopTalentsIndex,
  endpoints.getTalentEnvIndexVO,
  endpoints.getTalentStructureIndexVO,
  endpoints.getTalentPutIntoIndexVO,
  endpoints.getTalentOutputIndexVO,
] as const;

export const subIndexQuery = (endpoint: (typeof SUB_INDEX_ENDPOINTS)[number], scope: Scope) =>
  callQuery(['dataBoard', endpoint.path, scope], endpoint, scope);

/** How the portrait search looks enterprises up: by name only, or within a street, an industry section or the on-the-four list. */
export type PortraitFilter = { mode: 'name' } | { mode: 'street'; streetCode: string } | { mode: 'industry'; industryCode: string } | { mode: 'onTheFour' };

export const portraitPageQuery = (filter: PortraitFilter, name: string, page: number, limit: 10 | 20 = 20) =>
  queryOptions({
    queryKey: ['entPortrayal', filter, name, page, limit],
    queryFn: ({ signal }) => {
      const paging = { name, page, limit };
      switch (filter.mode) {
        case 'street':
          return api.call(endpoints.portraitByStreet, { ...paging, streetCode: filter.streetCode }, { signal });
        case 'industry':
          return api.call(endpoints.portraitByIndustry, { ...paging, industryCode: filter.industryCode }, { signal });
        case 'onTheFour':
          return api.call(endpoints.portraitOnTheFour, { ...paging, flag: '1' }, { signal });
        default:
          return api.call(endpoints.portraitByName, paging, { signal });
      }
    },
    placeholderData: keepPreviousData,
  });

export const portraitQuery = (id: number) =>
  // the page says what went wrong (企业不存在) in its one place
  ({ ...callQuery(['entPortrayal', 'detail', id], endpoints.portraitDetail, { id }, { quiet: true }), enabled: id > 0 });

export const rankConfigQuery = callQuery(['rank', 'config', 'page'], endpoints.rankConfigPage, { page: 1, limit: 50 });
