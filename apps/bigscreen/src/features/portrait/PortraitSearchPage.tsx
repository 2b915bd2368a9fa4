import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { hrResourcesQuery, streetHomeQuery } from '../overview/queries';
import { Panel } from '../overview/Panel';
import { ScreenPage } from '../layout/ScreenHeader';
import { EnterpriseTable } from '../talentIndex/panels';
import type { PortraitFilter } from '../talentIndex/queries';

/** The portrait search's state, kept in the URL so coming back restores it. */
export interface PortraitSearch {
  mode: PortraitFilter['mode'];
  name: string;
  streetCode: string;
  industryCode: string;
}

const MODES: { mode: PortraitFilter['mode']; label: string }[] = [
  { mode: 'name', label: '按名称' },
  { mode: 'street', label: '按街道' },
  { mode: 'industry', label: '按行业' },
  { mode: 'onTheFour', label: '四上企业' },
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
    <ScreenPage title="企业画像" className="bs-screen--one">
      <div className="bs-col">
        <Panel title="查找企业" className="bs-panel--search">
          <form
            className="bs-form"
            role="search"
            onSubmit={(e) => {
              e.preventDefault();
              onChange({ ...search, name: draft.trim() });
            }}
          >
            <div className="bs-chips" role="group" aria-label="查找方式">
              {MODES.map((m) => (
                <button key={m.mode} type="button" className="bs-chip" aria-pressed={m.mode === search.mode} onClick={() => onChange({ ...search, mode: m.mode })}>
                  {m.label}
                </button>
              ))}
            </div>
            {search.mode === 'street' ? (
              <label>
                街道
                <select className="bs-select" value={search.streetCode} onChange={(e) => onChange({ ...search, streetCode: e.target.value })}>
                  <option value="">请选择</option>
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
                行业
                <select className="bs-select" value={search.industryCode} onChange={(e) => onChange({ ...search, industryCode: e.target.value })}>
                  <option value="">请选择</option>
                  {industries.data?.byIndustry.map((i) => (
                    <option key={i.industryCode} value={i.industryCode}>
                      {i.industryCode} {i.industryName}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
            <label>
              企业名称
              <input className="bs-input" value={draft} maxLength={50} placeholder="输入企业名称关键字" onChange={(e) => setDraft(e.target.value)} />
            </label>
            <button type="submit" className="bs-link">
              查询
            </button>
          </form>
        </Panel>
        <Panel title="查询结果（按人才数）" className="bs-panel--grow bs-panel--table">
          <EnterpriseTable key={JSON.stringify([filter, search.name])} filter={filter} name={search.name} detail="/portraitDetail" />
        </Panel>
      </div>
    </ScreenPage>
  );
}
