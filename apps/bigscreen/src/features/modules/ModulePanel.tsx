import type { BoardModuleName } from '@portal/api';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ScreenTable } from '../common/ScreenTable';
import { ExportButton } from '../layout/ScreenHeader';
import { DataChart } from '../overview/Charts';
import { Panel, QueryView } from '../overview/Panel';
import type { Scope } from '../talentIndex/queries';
import { formatCell, moduleChartOption, type BoardTable, type ChartSpec } from './moduleChart';
import { boardModuleQuery } from './queries';

/** Every column of a module as a table, units in the header. */
export function ModuleTable({ table, testId }: { table: BoardTable; testId?: string }) {
  return (
    <ScreenTable
      info
      testId={testId}
      rows={table.rows}
      rowKey={(_r, i) => i}
      columns={table.columns.map((c) => ({ header: c.unit ? `${c.label}（${c.unit}）` : c.label, num: (r: BoardTable['rows'][number]) => typeof r[c.key] === 'number', cell: (r: BoardTable['rows'][number]) => formatCell(r[c.key]) }))}
    />
  );
}

function ModuleChart({ table, spec, name }: { table: BoardTable; spec: Exclude<ChartSpec, { kind: 'table' }>; name: string }) {
  const option = useCallback((d: BoardTable) => moduleChartOption(d, spec), [spec]);
  return <DataChart data={table} option={option} ariaLabel={table.title} testId={`chart-${name}`} />;
}

/**
 * A dashboard panel of one table-shaped module: its title (or `title`), an export button for the
 * module and the module drawn as `spec`; loading, error and empty states of {@link QueryView}.
 * Panels of a column share its height equally (bs-panel--fill).
 */
export function ModulePanel({ name, spec, scope = {}, title, className }: { name: BoardModuleName; spec: ChartSpec; scope?: Scope; title?: string; className?: string }) {
  const query = useQuery(boardModuleQuery(name, scope));
  return (
    <Panel title={title ?? query.data?.title ?? ''} className={`bs-panel--fill ${className ?? ''} ${spec.kind === 'table' ? 'bs-panel--table' : ''}`} extra={<ExportButton module={name} scope={scope} />}>
      <QueryView query={query} isEmpty={(t) => t.rows.length === 0}>
        {(t) => (spec.kind === 'table' ? <ModuleTable table={t} testId={`table-${name}`} /> : <ModuleChart table={t} spec={spec} name={name} />)}
      </QueryView>
    </Panel>
  );
}
