import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { EmptyState, QueryView } from '../overview/Panel';
import { tradeIndexQuery } from './queries';
import { ScopeDetail } from './ScopeDetail';
import { t } from '../../i18n/zh-CN';

/** /screen3/industryMacroDetail?industryCode=: one industry section's figures, index and enterprises. */
export function IndustryMacroDetailPage({ industryCode }: { industryCode: string }) {
  const query = useQuery(tradeIndexQuery);
  const trade = query.data;
  const figures = useMemo(() => {
    const i = trade?.industries.find((x) => x.industryCode === industryCode);
    if (!trade || !i) return null;
    return {
      title: t.talentIndex.scopeTitle(i.industryName),
      stats: [
        { label: t.talentIndex.facts.enterprises, value: i.enterpriseCount, unit: t.common.unitFirms },
        { label: t.talentIndex.facts.talent, value: i.talentCount, unit: t.common.unitPeople },
      ],
      index: { composite: i.composite, subIndices: i.subIndices, year: trade.year, baseYear: trade.baseYear },
    };
  }, [trade, industryCode]);
  return (
    <ScopeDetail
      scope={{ industryCode }}
      filter={{ mode: 'industry', industryCode }}
      fallback="/talentIndexIndustry"
      figures={figures}
      placeholder={trade ? <EmptyState /> : <QueryView query={query}>{() => null}</QueryView>}
    />
  );
}
