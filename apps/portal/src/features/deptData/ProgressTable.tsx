import { Badge, Link as ChakraLink, NativeSelect, Table, Text } from '@chakra-ui/react';
import { DEPT_DATA_STATUS_LABELS, type DeptDataStatus, type DeptSummaryItem } from '@portal/api';
import { EmptyState } from '@portal/ui';
import { Link } from '@tanstack/react-router';
import { t } from '../../i18n/zh-CN';
import { TableOrCards } from '../common';

const T = t.deptData;

/** The badge colour of each status: waiting on someone (submitted, returned) stands out. */
const PALETTE: Record<DeptDataStatus, string> = { none: 'gray', draft: 'blue', submitted: 'orange', returned: 'red', confirmed: 'green' };

/** A status as a coloured badge in words (未填报, 草稿, 已提交, 已退回, 已确认). */
export function StatusBadge({ status }: { status: DeptDataStatus }) {
  return (
    <Badge colorPalette={PALETTE[status]} variant="subtle" data-testid="dept-status">
      {DEPT_DATA_STATUS_LABELS[status]}
    </Badge>
  );
}

/** The years a department may open: the year being collected first, then each earlier one down to 2021 (the talent index's base year). */
export const yearsUpTo = (collectingYear: number) => Array.from({ length: Math.max(1, collectingYear - 2020) }, (_, i) => collectingYear - i);

/** The year picker of the data-collection pages. */
export function YearSelect({ year, collectingYear, onChange }: { year: number; collectingYear: number; onChange: (year: number) => void }) {
  return (
    <NativeSelect.Root size="sm" w="44">
      <NativeSelect.Field aria-label={T.year} value={String(year)} onChange={(e) => onChange(Number(e.target.value))} bg="white">
        {yearsUpTo(collectingYear).map((y) => (
          <option key={y} value={y}>
            {T.yearOption(y, y === collectingYear)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/**
 * The modules of a year with their status (/xzsjIndex, /modifySummary): a table on a desktop,
 * cards on a phone; each module's title links to its department page for that year.
 */
export function ProgressTable({ items, showDepartment = false }: { items: readonly DeptSummaryItem[]; showDepartment?: boolean }) {
  if (items.length === 0) return <EmptyState title={T.empty} />;
  const link = (i: DeptSummaryItem) => (
    <ChakraLink asChild color="brand.700" fontWeight="semibold">
      <Link to={i.page} search={{ module: i.module, year: i.year }}>
        {i.title}
      </Link>
    </ChakraLink>
  );
  const updated = (i: DeptSummaryItem) => (i.updatedAt ? T.updatedBy(i.updatedBy || '-', i.updatedAt) : T.neverUpdated);
  return (
    <TableOrCards
      rows={items}
      rowKey={(i) => i.module}
      testId="dept-module"
      header={
        <>
          <Table.ColumnHeader>{T.module}</Table.ColumnHeader>
          {showDepartment && <Table.ColumnHeader>{T.department}</Table.ColumnHeader>}
          <Table.ColumnHeader>{T.status}</Table.ColumnHeader>
          <Table.ColumnHeader>{T.updated}</Table.ColumnHeader>
        </>
      }
      cells={(i) => (
        <>
          <Table.Cell>
            {link(i)}
            {i.status === 'returned' && i.returnReason && (
              <Text fontSize="xs" color="red.600" mt="1">
                {T.returned(i.returnReason)}
              </Text>
            )}
          </Table.Cell>
          {showDepartment && <Table.Cell>{i.department}</Table.Cell>}
          <Table.Cell>
            <StatusBadge status={i.status} />
          </Table.Cell>
          <Table.Cell color="fg.muted">{updated(i)}</Table.Cell>
        </>
      )}
      card={(i) => (
        <>
          {link(i)}
          <Text fontSize="sm">
            {showDepartment && `${i.department} · `}
            <StatusBadge status={i.status} />
          </Text>
          {i.status === 'returned' && i.returnReason && (
            <Text fontSize="sm" color="red.600">
              {T.returned(i.returnReason)}
            </Text>
          )}
          <Text fontSize="xs" color="fg.muted">
            {updated(i)}
          </Text>
        </>
      )}
    />
  );
}
