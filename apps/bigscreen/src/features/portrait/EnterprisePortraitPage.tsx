import { EChart } from '@portal/ui/charts';
import { useQuery } from '@tanstack/react-query';
import type { LinkProps } from '@tanstack/react-router';
import { useMemo } from 'react';
import { formatCount } from '../overview/format';
import { Panel, QueryView } from '../overview/Panel';
import { BackButton, ScreenPage } from '../layout/ScreenHeader';
import { columnsOption, revenueInputOption, shareOption } from '../talentIndex/chartOptions';
import { portraitQuery, type Portrait } from '../talentIndex/queries';

function Info({ p }: { p: Portrait }) {
  const rows: [string, string][] = [
    ['统一社会信用代码', p.creditCode],
    ['所属街道', p.streetName],
    ['行业门类', `${p.industryCode} ${p.industryName}`],
    ['成立日期', p.foundedOn],
    ['企业类型', p.enterpriseType || '-'],
    ['高新技术企业', p.highTech ? '是' : '否'],
    ['四上企业', p.onTheFour ? '是' : '否'],
    ['在职人才', `${formatCount(p.talentCount)} 人`],
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

function Charts({ p }: { p: Portrait }) {
  const revenue = useMemo(() => revenueInputOption(p.annual), [p]);
  const education = useMemo(() => shareOption(p.education.map((e) => ({ name: e.name, value: e.count })), '人'), [p]);
  const patents = useMemo(() => columnsOption(p.annual.map((a) => a.year), p.annual.map((a) => a.patents), '件'), [p]);
  const posts = useMemo(() => columnsOption(p.annual.map((a) => a.year), p.annual.map((a) => a.filled), '人', '#1fd1ff'), [p]);
  return (
    <>
      <div className="bs-col">
        <Panel title="基本信息" className="bs-panel--h420">
          <Info p={p} />
        </Panel>
        <Panel title="人才学历结构" className="bs-panel--grow">
          <EChart option={education} ariaLabel="人才学历结构饼图" data-testid="chart-education" className="bs-fill" />
        </Panel>
      </div>
      <div className="bs-col">
        <Panel title="历年经营与投入" className="bs-panel--grow" extra={<span className="bs-panel__unit">单位：万元</span>}>
          <EChart option={revenue} ariaLabel="历年经营与投入柱线图" data-testid="chart-revenue" className="bs-fill" />
        </Panel>
      </div>
      <div className="bs-col">
        <Panel title="发明专利授权" className="bs-panel--grow" extra={<span className="bs-panel__unit">单位：件</span>}>
          <EChart option={patents} ariaLabel="历年发明专利授权柱状图" data-testid="chart-patents" className="bs-fill" />
        </Panel>
        <Panel title="岗位招聘到岗" className="bs-panel--grow" extra={<span className="bs-panel__unit">单位：人</span>}>
          <EChart option={posts} ariaLabel="历年招聘到岗柱状图" data-testid="chart-posts" className="bs-fill" />
        </Panel>
      </div>
    </>
  );
}

/**
 * One enterprise's portrait (/screen3/portraitDetail and /screen3/enterpriseDetail, ?id=): basic
 * information, talent by education, yearly revenue, input, patents and posts filled; back to
 * where the user came from, else `fallback`.
 */
export function EnterprisePortraitPage({ id, fallback }: { id: number; fallback: LinkProps['to'] }) {
  const query = useQuery(portraitQuery(id));
  return (
    <ScreenPage title={query.data ? `${query.data.name}` : '企业画像'} left={<BackButton fallback={fallback} />} menu={false} className="bs-screen--detail">
      {query.data ? (
        <Charts p={query.data} />
      ) : (
        <div className="bs-col">
          <QueryView query={query}>{() => null}</QueryView>
        </div>
      )}
    </ScreenPage>
  );
}
