import { useQueries, useQuery } from '@tanstack/react-query';
import { ScreenTable } from '../common/ScreenTable';
import { Panel, QueryView } from '../overview/Panel';
import { streetHomeQuery } from '../overview/queries';
import { BackButton, ScreenPage } from '../layout/ScreenHeader';
import { formatIndex } from './chartOptions';
import { indexHomeQuery, rankConfigQuery, streetDetailQuery, tradeIndexQuery, type SubIndexValue } from './queries';
import { t } from '../../i18n/zh-CN';

/** A table of the index: a header row and rows of cells. */
interface IndexTable {
  columns: string[];
  rows: { key: string; cells: (string | number)[] }[];
}

function TableView({ table, testId }: { table: IndexTable; testId: string }) {
  return (
    <ScreenTable
      info
      testId={testId}
      rows={table.rows}
      rowKey={(r) => r.key}
      columns={table.columns.map((header, i) => ({ header, num: i > 0, cell: (r: IndexTable['rows'][number]) => r.cells[i] }))}
    />
  );
}

const subColumns = (subs: SubIndexValue[]) => subs.map((s) => s.name.replace(t.talentIndex.indexSuffix, ''));
const subCells = (subs: SubIndexValue[]) => subs.map((s) => formatIndex(s.value));

/** 1: the district's composite by year. */
function YearsTable() {
  const query = useQuery(indexHomeQuery);
  return (
    <QueryView query={query}>
      {(h) => <TableView testId="index-table" table={{ columns: [t.talentIndex.tables.year, t.talentIndex.compositeIndex], rows: h.trend.map((y) => ({ key: String(y.year), cells: [t.common.year(y.year), formatIndex(y.composite)] })) }} />}
    </QueryView>
  );
}

/** 2: every street's composite and sub-indices. */
function StreetsTable() {
  const home = useQuery(streetHomeQuery);
  const details = useQueries({ queries: (home.data?.streets ?? []).map((s) => streetDetailQuery(s.streetCode)) });
  const ready = details.length > 0 && details.every((d) => d.data);
  if (!ready) return <QueryView query={home}>{() => null}</QueryView>;
  const first = details[0]!.data!;
  return (
    <TableView
      testId="index-table"
      table={{
        columns: [t.talentIndex.tables.street, t.talentIndex.compositeIndex, ...subColumns(first.index.subIndices)],
        rows: details.map((d) => ({ key: d.data!.streetCode, cells: [d.data!.streetName, formatIndex(d.data!.index.composite), ...subCells(d.data!.index.subIndices)] })),
      }}
    />
  );
}

/** 3: every industry section's composite and sub-indices. */
function IndustriesTable() {
  const query = useQuery(tradeIndexQuery);
  return (
    <QueryView query={query}>
      {(trade) => (
        <TableView
          testId="index-table"
          table={{
            columns: [t.talentIndex.tables.industry, t.talentIndex.compositeIndex, ...subColumns(trade.industries[0]?.subIndices ?? [])],
            rows: trade.industries.map((i) => ({ key: i.industryCode, cells: [`${i.industryCode} ${i.industryName.slice(0, 10)}`, formatIndex(i.composite), ...subCells(i.subIndices)] })),
          }}
        />
      )}
    </QueryView>
  );
}

/** 4: the weights (rank configuration). */
function WeightsTable() {
  const query = useQuery(rankConfigQuery);
  return (
    <QueryView query={query}>
      {(p) => (
        <TableView
          testId="index-table"
          table={{ columns: [...t.talentIndex.tables.weightColumns], rows: p.list.map((w) => ({ key: w.code, cells: [w.parent ? `└ ${w.name}` : w.name, w.weight, w.unit || '-'] })) }}
        />
      )}
    </QueryView>
  );
}

/** The four index tables of talentIndexDetail1 to talentIndexDetail4. */
export const INDEX_TABLES = {
  1: { title: t.talentIndex.tables.years, Table: YearsTable },
  2: { title: t.talentIndex.tables.streets, Table: StreetsTable },
  3: { title: t.talentIndex.tables.industries, Table: IndustriesTable },
  4: { title: t.talentIndex.tables.weights, Table: WeightsTable },
} as const;

/** /screen3/talentIndexDetail1 to 4: the index as tables (by year, by street, by industry, weights); base year = 100. */
export function IndexTablesPage({ which }: { which: keyof typeof INDEX_TABLES }) {
  const { title, Table } = INDEX_TABLES[which];
  return (
    <ScreenPage title={title} left={<BackButton fallback="/talentIndex" />} className="bs-screen--one">
      <div className="bs-col">
        <Panel title={title} className="bs-panel--grow bs-panel--table" note={t.talentIndex.tables.method}>
          <Table />
        </Panel>
      </div>
    </ScreenPage>
  );
}
