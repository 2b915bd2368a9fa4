import type { LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { BigNumber, Panel } from '../overview/Panel';
import { BackButton, ScreenPage } from '../layout/ScreenHeader';
import { formatIndex } from './chartOptions';
import { EnterpriseTable, RadarPanel, RevenueInputPanel, Stats, TrendPanel } from './panels';
import type { IndexHome, PortraitFilter, Scope } from './queries';
import { t } from '../../i18n/zh-CN';

/** What a street or industry detail page shows about its scope. */
export interface ScopeFigures {
  title: string;
  stats: { label: string; value: number; unit: string }[];
  index: Pick<IndexHome, 'composite' | 'subIndices' | 'year' | 'baseYear'> & { trend?: IndexHome['trend'] };
}

/**
 * The detail page of a street or an industry section: its figures and composite index (with
 * `picker` to choose another street or section), the sub-index radar, the index trend, revenue and
 * input, and its enterprises (a row opens enterpriseDetail); a back button to where the user came
 * from. `placeholder` stands in for the figures until they are there (loading, error).
 */
export function ScopeDetail({ scope, filter, figures: f, placeholder, fallback, picker }: { scope: Scope; filter: PortraitFilter; figures: ScopeFigures | null; placeholder: ReactNode; fallback: LinkProps['to']; picker: ReactNode }) {
  return (
    <ScreenPage title={f?.title ?? t.talentIndex.detail} left={<BackButton fallback={fallback} />} menu={false} className="bs-screen--detail">
      <div className="bs-col">
        <Panel title={t.talentIndex.basics} className="bs-panel--h360" extra={picker}>
          {f ? (
            <>
              <BigNumber label={t.talentIndex.indexOfYear(f.index.year, f.index.baseYear)} value={formatIndex(f.index.composite)} testId="scope-index" inline />
              <Stats items={f.stats} testId="scope-stats" />
            </>
          ) : (
            placeholder
          )}
        </Panel>
        {f ? <RadarPanel subIndices={f.index.subIndices} className="bs-panel--grow" /> : null}
      </div>
      <div className="bs-col">
        <TrendPanel scope={scope} composite={f?.index.trend} className="bs-panel--grow" />
        <RevenueInputPanel scope={scope} className="bs-panel--h360" />
      </div>
      <div className="bs-col">
        <Panel title={t.talentIndex.firmsByTalent} className="bs-panel--grow bs-panel--table">
          <EnterpriseTable filter={filter} limit={20} />
        </Panel>
      </div>
    </ScreenPage>
  );
}

/**
 * A street or industry detail page that has no scope to show yet, or none for its code: the one
 * place that says so (`children`: the loading or error state, or the message that the code names
 * nothing), with the picker and the list of links to choose one.
 */
export function ScopeMessage({ title, fallback, picker, links, children }: { title: string; fallback: LinkProps['to']; picker?: ReactNode; links?: ReactNode; children: ReactNode }) {
  return (
    <ScreenPage title={title} left={<BackButton fallback={fallback} />} menu={false} className="bs-screen--one">
      <div className="bs-col">
        <Panel title={t.talentIndex.chooseScope} className="bs-panel--grow" extra={picker}>
          <div className="bs-scope-message" data-testid="scope-message">
            {children}
          </div>
          {links}
        </Panel>
      </div>
    </ScreenPage>
  );
}
