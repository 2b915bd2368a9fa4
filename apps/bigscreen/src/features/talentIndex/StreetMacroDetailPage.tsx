import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { QueryView } from '../overview/Panel';
import { streetHomeQuery } from '../overview/queries';
import { byTalentIndex, pickScope } from './pickScope';
import { streetDetailQuery } from './queries';
import { ScopeDetail, ScopeMessage } from './ScopeDetail';
import { ScopePicker, StreetLinks } from './ScopeLinks';
import { t } from '../../i18n/zh-CN';

/**
 * /screen3/streetMacroDetail?streetCode=: one street's figures, index and enterprises, with a
 * picker of the streets. Without a code it shows the street with the highest talent index; a code
 * that names no street is said once, with the picker and the streets as links.
 */
export function StreetMacroDetailPage({ streetCode }: { streetCode: string }) {
  const home = useQuery(streetHomeQuery);
  const navigate = useNavigate();
  const streets = useMemo(() => byTalentIndex(home.data?.streets ?? [], (s) => s.talentIndex), [home.data]);
  const pick = home.data ? pickScope(streets, streetCode, (s) => s.streetCode, (s) => s.talentIndex) : null;
  const code = pick?.kind === 'found' ? pick.item.streetCode : '';
  const query = useQuery(streetDetailQuery(code));
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
  const picker = (
    <ScopePicker
      label={t.talentIndex.pickStreet}
      value={code}
      options={streets.map((s) => ({ value: s.streetCode, label: s.streetName }))}
      onChange={(c) => void navigate({ to: '/streetMacroDetail', search: { streetCode: c } })}
    />
  );
  if (pick?.kind !== 'found')
    return (
      <ScopeMessage title={t.talentIndex.streetDetailTitle} fallback="/talentIndexStreet" picker={pick ? picker : null} links={pick ? <StreetLinks streets={streets} /> : null}>
        {pick?.kind === 'unknown' ? <p role="alert">{t.talentIndex.unknownStreet(pick.code)}</p> : pick?.kind === 'none' ? <p>{t.common.empty}</p> : <QueryView query={home}>{() => null}</QueryView>}
      </ScopeMessage>
    );
  return <ScopeDetail key={code} scope={{ streetCode: code }} filter={{ mode: 'street', streetCode: code }} fallback="/talentIndexStreet" figures={figures} picker={picker} placeholder={<QueryView query={query}>{() => null}</QueryView>} />;
}
