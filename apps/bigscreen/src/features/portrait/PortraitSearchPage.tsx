import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { hrResourcesQuery, streetHomeQuery } from '../overview/queries';
import { Panel } from '../overview/Panel';
import { ScreenPage } from '../layout/ScreenHeader';
import { EnterpriseTable } from '../talentIndex/panels';
import type { PortraitFilter } from '../talentIndex/queries';
import { t } from '../../i18n/zh-CN';

/** The portrait search's state, kept in the URL so coming back restores it. */
export interface PortraitSearch {
  mode: PortraitFilter['mode'];
  name: string;
  streetCode: string;
  industryCode: string;
}

const MODES: { mode: PortraitFilter['mode']; label: string }[] = [
  { mode: 'name', label: t.portrait.modes.name },
  { mode: 'street', label: t.portrait.modes.street },
  { mode: 'industry', label: t.portrait.modes.industry },
  { mode: 'onTheFour', label: t.portrait.modes.onTheFour },
];

/** The filter the search state asks for; a street or industry mode without a choice searches by name. */
export function portraitFilter(s: PortraitSearch): PortraitFilter {
  if (s.mode === 'street' && s.streetCode) return { mode: 'street', streetCode: s.streetCode };
  if (s.mode === 'industry' && s.industryCode) return { mode: 'industry', industryCode: s.industryCode };
  if (s.mode === 'onTheFour') return { mode: 'onTheFour' };
  return { mode: 'name' };
}

/** /screen3/portraitSearch: enterprises by name, street, industry or the on-the-four list; a row opens its portrait. */
export function PortraitSearchPage({ search, onChange }: { search: PortraitSearch; onChange: (next: PortraitSearch) => void }) {
  const streets = useQuery(streetHomeQuery);
  const industries = useQuery(hrResourcesQuery);
  const [draft, setDraft] = useState(search.name);
  const filter = portraitFilter(search);
  return (
    <ScreenPage title={t.portrait.title} className="bs-screen--one">
      <div className="bs-col">
        <Panel title={t.portrait.find} className="bs-panel--search">
          <form
            className="bs-form"
            role="search"
            onSubmit={(e) => {
              e.preventDefault();
              onChange({ ...search, name: draft.trim() });
            }}
          >
            <div className="bs-chips" role="group" aria-label={t.portrait.findBy}>
              {MODES.map((m) => (
                <button key={m.mode} type="button" className="bs-chip" aria-pressed={m.mode === search.mode} onClick={() => onChange({ ...search, mode: m.mode })}>
                  {m.label}
                </button>
              ))}
            </div>
            {search.mode === 'street' ? (
              <label>
                {t.portrait.street}
                <select className="bs-select" value={search.streetCode} onChange={(e) => onChange({ ...search, streetCode: e.target.value })}>
                  <option value="">{t.common.choose}</option>
                  {streets.data?.streets.map((s) => (
                    <option key={s.streetCode} value={s.streetCode}>
                      {s.streetName}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
            {search.mode === 'industry' ? (
              <label>
                {t.portrait.industry}
                <select className="bs-select" value={search.industryCode} onChange={(e) => onChange({ ...search, industryCode: e.target.value })}>
                  <option value="">{t.common.choose}</option>
                  {industries.data?.byIndustry.map((i) => (
                    <option key={i.industryCode} value={i.industryCode}>
                      {i.industryCode} {i.industryName}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
            <label>
              {t.portrait.name}
              <input className="bs-input" value={draft} maxLength={50} placeholder={t.portrait.namePlaceholder} onChange={(e) => setDraft(e.target.value)} />
            </label>
            <button type="submit" className="bs-link">
              {t.common.query}
            </button>
          </form>
        </Panel>
        <Panel title={t.portrait.results} className="bs-panel--grow bs-panel--table">
          <EnterpriseTable key={JSON.stringify([filter, search.name])} filter={filter} name={search.name} detail="/portraitDetail" />
        </Panel>
      </div>
    </ScreenPage>
  );
}
