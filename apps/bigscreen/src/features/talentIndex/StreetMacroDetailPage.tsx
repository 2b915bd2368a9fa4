import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { QueryView } from '../overview/Panel';
import { streetDetailQuery } from './queries';
import { ScopeDetail } from './ScopeDetail';
import { t } from '../../i18n/zh-CN';

/** /screen3/streetMacroDetail?streetCode=: one street's figures, index and enterprises. */
export function StreetMacroDetailPage({ streetCode }: { streetCode: string }) {
  const query = useQuery(streetDetailQuery(streetCode));
  const d = query.data;
  const figures = useMemo(
    () =>
      d
        ? {
            title: t.talentIndex.scopeTitle(d.streetName),
            stats: [
              { label: t.talentIndex.facts.enterprises, value: d.enterpriseCount, unit: t.common.unitFirms },
              { label: t.talentIndex.facts.talent, value: d.talentCount, unit: t.common.unitPeople },
              { label: t.talentIndex.facts.degree, value: d.degreeTalentCount, unit: t.common.unitPeople },
              { label: t.talentIndex.facts.highTech, value: d.highTechCount, unit: t.common.unitFirms },
              { label: t.talentIndex.facts.onTheFour, value: d.onTheFourCount, unit: t.common.unitFirms },
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
