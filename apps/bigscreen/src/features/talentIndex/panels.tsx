import { EChart } from '@portal/ui/charts';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo, useState, type ReactNode } from 'react';
import { ScreenTable } from '../common/ScreenTable';
import { DataChart } from '../overview/Charts';
import { formatCount } from '../overview/format';
import { EmptyState, ErrorState, LoadingState, Panel, QueryView } from '../overview/Panel';
import { formatIndex, indexTrendOption, revenueInputOption, subIndexRadarOption } from './chartOptions';
import { portraitPageQuery, revenueAndInputQuery, SUB_INDEX_ENDPOINTS, subIndexQuery, type PortraitFilter, type Scope, type SubIndexValue } from './queries';
import { t } from '../../i18n/zh-CN';

/** The eight sub-indices of a scope on a radar. */
export function RadarPanel({ subIndices, className, extra }: { subIndices: SubIndexValue[]; className?: string; extra?: ReactNode }) {
  return (
    <Panel title={t.talentIndex.radar} className={className} extra={extra}>
      {subIndices.length ? <DataChart data={subIndices} option={subIndexRadarOption} ariaLabel={t.talentIndex.radarChart} testId="chart-radar" /> : <EmptyState />}
    </Panel>
  );
}

/** The composite's and each sub-index's value per year for a scope (the eight sub-index calls). */
export function TrendPanel({ scope, composite, className }: { scope: Scope; composite?: { year: number; composite: number | null }[]; className?: string }) {
  const results = useQueries({ queries: SUB_INDEX_ENDPOINTS.map((e) => subIndexQuery(e, scope)) });
  const failed = results.find((r) => r.isError);
  const all = results.every((r) => r.data);
  const data = results.map((r) => r.data);
  const option = useMemo(
    () =>
      all
        ? indexTrendOption([
            ...(composite ? [{ name: t.talentIndex.compositeIndex, data: composite.map((c) => ({ year: c.year, value: c.composite })) }] : []),
            ...data.map((d) => ({ name: d!.name, data: d!.trend })),
          ])
        : null,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the answers' identities are what changes
    [all, composite, ...data],
  );
  return (
    <Panel title={t.talentIndex.trend} className={className} note={t.common.baseYear}>
      {option ? (
        <EChart option={option} ariaLabel={t.talentIndex.trendChart} data-testid="chart-trend" className="bs-fill" />
      ) : failed ? (
        <ErrorState message={failed.error instanceof Error ? failed.error.message : ''} onRetry={() => results.forEach((r) => void r.refetch())} />
      ) : (
        <LoadingState />
      )}
    </Panel>
  );
}

/** Revenue, tax, R&D and talent input per year for a scope. */
export function RevenueInputPanel({ scope, className }: { scope: Scope; className?: string }) {
  const query = useQuery(revenueAndInputQuery(scope));
  return (
    <Panel title={t.talentIndex.revenue} className={className} note={t.common.unitNote(t.common.unitTenThousandYuan)}>
      <QueryView query={query} isEmpty={(d) => d.length === 0}>
        {(rows) => <DataChart data={rows} option={revenueInputOption} ariaLabel={t.talentIndex.revenueChart} testId="chart-revenue" />}
      </QueryView>
    </Panel>
  );
}

/** The detail page of each sub-index (SPEC.md section 2 names them after the pinyin initials). */
export const SUB_INDEX_PAGES = {
  economy: '/cyjjDetail',
  scale: '/rcgmDetail',
  supplyDemand: '/rcgxDetail',
  top: '/gdrcDetail',
  env: '/rchjDetail',
  structure: '/rcjgDetail',
  input: '/rctrDetail',
  output: '/rcccDetail',
} as const;

/** A small link in a panel's head, e.g. to the tables behind a chart. */
export function PanelLink({ to, children }: { to: '/talentIndexDetail1' | '/talentIndexDetail2' | '/talentIndexDetail3' | '/talentIndexDetail4'; children: ReactNode }) {
  return (
    <Link to={to} className="bs-panel__unit bs-panel__link">
      {children}
    </Link>
  );
}

/** Sub-index values as a grid of figures, each opening its detail page. */
export function SubIndexGrid({ subIndices }: { subIndices: SubIndexValue[] }) {
  return (
    <ul className="bs-stats bs-stats--four" data-testid="sub-indices">
      {subIndices.map((s) => {
        const to = SUB_INDEX_PAGES[s.code as keyof typeof SUB_INDEX_PAGES];
        const body = (
          <>
            <span className="bs-stat__label">{s.name}</span>
            <span className="bs-stat__value">{formatIndex(s.value)}</span>
          </>
        );
        return (
          <li key={s.code} className="bs-stat">
            {to ? (
              <Link to={to} className="bs-stat__link">
                {body}
              </Link>
            ) : (
              body
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** Figures in a grid of 3 (or `columns`) per row: label and formatted value. */
export function Stats({ items, testId, columns = 3 }: { items: { label: string; value: number; unit: string }[]; testId?: string; columns?: 2 | 3 }) {
  return (
    <ul className={`bs-stats ${columns === 2 ? 'bs-stats--two' : ''}`} data-testid={testId}>
      {items.map((s) => (
        <li key={s.label} className="bs-stat">
          <span className="bs-stat__label">{s.label}</span>
          <span className="bs-stat__value">
            {formatCount(s.value)}
            <small className="bs-kpi__unit">{s.unit}</small>
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Enterprises found by the portrait search, largest first, a page at a time; the name is a link
 * to the enterprise's detail page, and a click anywhere on the row opens it too.
 */
export function EnterpriseTable({ filter, name = '', limit = 20, detail = '/enterpriseDetail' }: { filter: PortraitFilter; name?: string; limit?: 10 | 20; detail?: '/enterpriseDetail' | '/portraitDetail' | '/enterpriseDataDetail' }) {
  const [page, setPage] = useState(1);
  const query = useQuery(portraitPageQuery(filter, name, page, limit));
  const navigate = useNavigate();
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / limit));
  return (
    <QueryView query={query} isEmpty={(d) => d.total === 0}>
      {(data) => (
        <>
          <ScreenTable
            testId="enterprise-table"
            rows={data.list}
            rowKey={(e) => e.id}
            open={(e) => void navigate({ to: detail, search: { id: e.id } })}
            columns={[
              {
                header: t.talentIndex.enterprises.name,
                title: (e) => e.name,
                cell: (e) => (
                  <>
                    <Link to={detail} search={{ id: e.id }} className="bs-rowlink">
                      {e.name}
                    </Link>
                    {e.highTech ? <span className="bs-tag">{t.talentIndex.enterprises.highTech}</span> : null}
                    {e.onTheFour ? <span className="bs-tag bs-tag--blue">{t.talentIndex.enterprises.onTheFour}</span> : null}
                  </>
                ),
              },
              { header: t.talentIndex.enterprises.street, cell: (e) => e.streetName },
              { header: t.talentIndex.enterprises.industry, title: (e) => e.industryName, cell: (e) => e.industryName.slice(0, 8) },
              { header: t.talentIndex.enterprises.talent, num: true, cell: (e) => formatCount(e.talentCount) },
            ]}
          />
          <div className="bs-pager">
            <span>{t.talentIndex.enterprises.total(formatCount(data.total))}</span>
            <button type="button" className="bs-link" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
              {t.talentIndex.enterprises.prev}
            </button>
            <span>
              {page} / {pages}
            </span>
            <button type="button" className="bs-link" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
              {t.talentIndex.enterprises.next}
            </button>
          </div>
        </>
      )}
    </QueryView>
  );
}
