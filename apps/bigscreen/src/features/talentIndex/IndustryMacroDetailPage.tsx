import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { EmptyState, QueryView } from '../overview/Panel';
import { tradeIndexQuery } from './queries';
import { ScopeDetail } from './ScopeDetail';

/** /screen3/industryMacroDetail?industryCode=: one industry section's figures, index and enterprises. */
export function IndustryMacroDetailPage({ industryCode }: { industryCode: string }) {
  const query = useQuery(tradeIndexQuery);
  const trade = query.data;
  const figures = useMemo(() => {
    const i = trade?.industries.find((x) => x.industryCode === industryCode);
    if (!trade || !i) return null;
    return {
      title: `${i.industryName}人才发展详情`,
      stats: [
        { label: '企业数', value: i.enterpriseCount, unit: '家' },
        { label: '在职人才', value: i.talentCount, unit: '人' },
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
