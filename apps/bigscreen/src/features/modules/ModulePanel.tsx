import type { BoardModuleName } from '@portal/api';
import { EChart } from '@portal/ui/charts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ExportButton } from '../layout/ScreenHeader';
import { Panel, QueryView } from '../overview/Panel';
import type { Scope } from '../talentIndex/queries';
import { formatCell, moduleChartOption, type BoardTable, type ChartSpec } from './moduleChart';
import { boardModuleQuery } from './queries';

/** Every column of a module as a table, units in the header. */
export function ModuleTable({ table, testId }: { table: BoardTable; testId?: string }) {
  return (
    <div className="bs-scroll" tabIndex={0}>
      <table className="bs-table bs-table--info" data-testid={testId}>
        <thead>
          <tr>
            {table.columns.map((c) => (
              <th key={c.key}>{c.unit ? `${c.label}（${c.unit}）` : c.label}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((r, i) => (
            <tr key={i}>
              {table.columns.map((c) => (
                <td key={c.key} className={typeof r[c.key] === 'number' ? 'bs-num' : undefined}>
                  {formatCell(r[c.key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ModuleChart({ table, spec, name }: { table: BoardTable; spec: Exclude<ChartSpec, { kind: 'table' }>; name: string }) {
  const option = useMemo(() => moduleChartOption(table, spec), [table, spec]);
  return <EChart option={option} ariaLabel={table.title} data-testid={`chart-${name}`} className="bs-fill" />;
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
