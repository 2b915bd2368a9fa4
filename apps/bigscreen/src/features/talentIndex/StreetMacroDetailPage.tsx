import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { QueryView } from '../overview/Panel';
import { streetDetailQuery } from './queries';
import { ScopeDetail } from './ScopeDetail';

/** /screen3/streetMacroDetail?streetCode=: one street's figures, index and enterprises. */
export function StreetMacroDetailPage({ streetCode }: { streetCode: string }) {
  const query = useQuery(streetDetailQuery(streetCode));
  const d = query.data;
  const figures = useMemo(
    () =>
      d
        ? {
            title: `${d.streetName}人才发展详情`,
            stats: [
              { label: '企业数', value: d.enterpriseCount, unit: '家' },
              { label: '在职人才', value: d.talentCount, unit: '人' },
              { label: '本科及以上', value: d.degreeTalentCount, unit: '人' },
              { label: '高新技术企业', value: d.highTechCount, unit: '家' },
              { label: '四上企业', value: d.onTheFourCount, unit: '家' },
            ],
            index: d.index,
          }
        : null,
    [d],
  );
  return (
    <ScopeDetail
      scope={{ streetCode }}
      filter={{ mode: 'street', streetCode }}
      fallback="/talentIndexStreet"
      figures={figures}
      placeholder={<QueryView query={query}>{() => null}</QueryView>}
    />
  );
}
