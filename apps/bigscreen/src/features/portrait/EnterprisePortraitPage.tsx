import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, type LinkProps } from '@tanstack/react-router';
import { DataChart } from '../overview/Charts';
import { formatCount } from '../overview/format';
import { Panel, QueryView } from '../overview/Panel';
import { BackButton, ScreenPage } from '../layout/ScreenHeader';
import { columnsOption, revenueInputOption, shareOption } from '../talentIndex/chartOptions';
import { portraitPageQuery, portraitQuery, type Portrait } from '../talentIndex/queries';
import { ScopePicker } from '../talentIndex/ScopeLinks';
import { t } from '../../i18n/zh-CN';

function Info({ p }: { p: Portrait }) {
  const rows: [string, string][] = [
    [t.portrait.facts.creditCode, p.creditCode],
    [t.portrait.facts.street, p.streetName],
    [t.portrait.facts.industry, `${p.industryCode} ${p.industryName}`],
    [t.portrait.facts.foundedOn, p.foundedOn],
    [t.portrait.facts.type, p.enterpriseType || '-'],
    [t.portrait.facts.highTech, p.highTech ? t.common.yes : t.common.no],
    [t.portrait.facts.onTheFour, p.onTheFour ? t.common.yes : t.common.no],
    [t.portrait.facts.talent, `${formatCount(p.talentCount)} ${t.common.unitPeople}`],
  ];
  return (
    <table className="bs-table bs-table--info" data-testid="portrait-info">
      <tbody>
        {rows.map(([k, v]) => (
          <tr key={k}>
            <th>{k}</th>
            <td>{v}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const revenueChart = (p: Portrait) => revenueInputOption(p.annual);
const educationChart = (p: Portrait) => shareOption(p.education.map((e) => ({ name: e.name, value: e.count })), t.common.unitPeople);
const patentsChart = (p: Portrait) => columnsOption(p.annual.map((a) => a.year), p.annual.map((a) => a.patents), t.common.unitPatents);
const postsChart = (p: Portrait) => columnsOption(p.annual.map((a) => a.year), p.annual.map((a) => a.filled), t.common.unitPeople, '#1fd1ff');

function Charts({ p }: { p: Portrait }) {
  return (
    <>
      <div className="bs-col">
        <Panel title={t.portrait.basics} className="bs-panel--h420">
          <Info p={p} />
        </Panel>
        <Panel title={t.portrait.education} className="bs-panel--grow">
          <DataChart data={p} option={educationChart} ariaLabel={t.portrait.educationChart} testId="chart-education" />
        </Panel>
      </div>
      <div className="bs-col">
        <Panel title={t.portrait.revenue} className="bs-panel--grow" note={t.common.unitNote(t.common.unitTenThousandYuan)}>
          <DataChart data={p} option={revenueChart} ariaLabel={t.portrait.revenueChart} testId="chart-revenue" />
        </Panel>
      </div>
      <div className="bs-col">
        <Panel title={t.portrait.patents} className="bs-panel--grow" note={t.common.unitNote(t.common.unitPatents)}>
          <DataChart data={p} option={patentsChart} ariaLabel={t.portrait.patentsChart} testId="chart-patents" />
        </Panel>
        <Panel title={t.portrait.posts} className="bs-panel--grow" note={t.common.unitNote(t.common.unitPeople)}>
          <DataChart data={p} option={postsChart} ariaLabel={t.portrait.postsChart} testId="chart-posts" />
        </Panel>
      </div>
    </>
  );
}

/**
 * One enterprise's portrait (/screen3/portraitDetail, /screen3/enterpriseDetail and
 * /screen3/enterpriseDataDetail, ?id=): basic information, talent by education, yearly revenue,
 * input, patents and posts filled; a picker of the enterprises with the most talent; back to where
 * the user came from, else `fallback`. Without an id it shows the enterprise with the most talent;
 * an id that names no enterprise is said once, in the page.
 */
export function EnterprisePortraitPage({ id, fallback }: { id: number; fallback: LinkProps['to'] }) {
  const largest = useQuery(portraitPageQuery({ mode: 'name' }, '', 1, 20));
  const shown = id || largest.data?.list[0]?.id || 0;
  const query = useQuery(portraitQuery(shown));
  const navigate = useNavigate();
  const from = useLocation().pathname;
  const options = (largest.data?.list ?? []).map((e) => ({ value: String(e.id), label: e.name }));
  if (query.data && !options.some((o) => o.value === String(shown))) options.unshift({ value: String(shown), label: query.data.name });
  const picker = (
    <ScopePicker label={t.portrait.pick} value={query.data ? String(shown) : ''} options={options} onChange={(v) => void navigate({ to: from as '/portraitDetail', search: { id: Number(v) } })} />
  );
  return (
    <ScreenPage title={query.data ? query.data.name : t.portrait.title} left={<BackButton fallback={fallback} />} right={picker} menu={false} className="bs-screen--detail">
      {query.data ? (
        <Charts p={query.data} />
      ) : (
        <div className="bs-col bs-col--span" data-testid="scope-message">
          {shown ? <QueryView query={query}>{() => null}</QueryView> : <QueryView query={largest} isEmpty={(d) => d.total === 0}>{() => null}</QueryView>}
        </div>
      )}
    </ScreenPage>
  );
}
