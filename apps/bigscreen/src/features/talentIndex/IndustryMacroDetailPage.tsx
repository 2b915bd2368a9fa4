import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { QueryView } from '../overview/Panel';
import { byTalentIndex, pickScope } from './pickScope';
import { tradeIndexQuery } from './queries';
import { ScopeDetail, ScopeMessage } from './ScopeDetail';
import { IndustryLinks, ScopePicker } from './ScopeLinks';
import { t } from '../../i18n/zh-CN';

/**
 * /screen3/industryMacroDetail?industryCode=: one industry section's figures, index and
 * enterprises, with a picker of the sections. Without a code it shows the section with the highest
 * talent index; a code that names no section is said once, with the picker and the sections as links.
 */
export function IndustryMacroDetailPage({ industryCode }: { industryCode: string }) {
  const query = useQuery(tradeIndexQuery);
  const navigate = useNavigate();
  const trade = query.data;
  const industries = useMemo(() => byTalentIndex(trade?.industries ?? [], (i) => i.composite), [trade]);
  const pick = trade ? pickScope(industries, industryCode, (i) => i.industryCode, (i) => i.composite) : null;
  const i = pick?.kind === 'found' ? pick.item : null;
  const figures = useMemo(
    () =>
      trade && i
        ? {
            title: t.talentIndex.scopeTitle(i.industryName),
            stats: [
              { label: t.talentIndex.facts.enterprises, value: i.enterpriseCount, unit: t.common.unitFirms },
              { label: t.talentIndex.facts.talent, value: i.talentCount, unit: t.common.unitPeople },
            ],
            index: { composite: i.composite, subIndices: i.subIndices, year: trade.year, baseYear: trade.baseYear },
          }
        : null,
    [trade, i],
  );
  const picker = (
    <ScopePicker
      label={t.talentIndex.pickIndustry}
      value={i?.industryCode ?? ''}
      options={industries.map((x) => ({ value: x.industryCode, label: `${x.industryCode} ${x.industryName}` }))}
      onChange={(c) => void navigate({ to: '/industryMacroDetail', search: { industryCode: c } })}
    />
  );
  if (!i)
    return (
      <ScopeMessage title={t.talentIndex.industryDetailTitle} fallback="/talentIndexIndustry" picker={pick ? picker : null} links={pick ? <IndustryLinks industries={industries} /> : null}>
        {pick?.kind === 'unknown' ? <p role="alert">{t.talentIndex.unknownIndustry(pick.code)}</p> : pick?.kind === 'none' ? <p>{t.common.empty}</p> : <QueryView query={query}>{() => null}</QueryView>}
      </ScopeMessage>
    );
  const code = i.industryCode;
  return <ScopeDetail key={code} scope={{ industryCode: code }} filter={{ mode: 'industry', industryCode: code }} fallback="/talentIndexIndustry" figures={figures} picker={picker} placeholder={null} />;
}
