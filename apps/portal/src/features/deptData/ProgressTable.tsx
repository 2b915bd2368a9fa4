import { Badge, Link as ChakraLink, Text } from '@chakra-ui/react';
import { DEPT_DATA_STATUS_LABELS, type DeptDataStatus, type DeptSummaryItem } from '@portal/api';
import { Link } from '@tanstack/react-router';
import * as t from '../../i18n/zh-CN';
import { ListView, type ListColumn } from '../common';
import type { useDeptProgress } from './queries';

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

/**
 * The modules of a year with their status (/xzsjIndex, /modifySummary) on a ListView: a table on
 * a desktop, cards on a phone; each module's title links to its department page for that year.
 */
export function ProgressTable({ query, showDepartment = false }: { query: ReturnType<typeof useDeptProgress>; showDepartment?: boolean }) {
  const columns: ListColumn<DeptSummaryItem>[] = [
    {
      header: T.module,
      card: 'title',
      cell: (i) => (
        <>
          <ChakraLink asChild color="brand.700" fontWeight="semibold">
            <Link to={i.page} search={{ module: i.module, year: i.year }}>
              {i.title}
            </Link>
          </ChakraLink>
          {i.status === 'returned' && i.returnReason && (
            <Text as="span" display="block" fontSize="xs" fontWeight="normal" color="red.600" mt="1">
              {T.returned(i.returnReason)}
            </Text>
          )}
        </>
      ),
    },
    ...(showDepartment ? [{ header: t.common.dept, cell: (i: DeptSummaryItem) => i.department }] : []),
    { header: t.common.status, cell: (i) => <StatusBadge status={i.status} />, card: 'badge' },
    { header: T.updated, cell: (i) => (i.updatedAt ? T.updatedBy(i.updatedBy || '-', i.updatedAt) : T.neverUpdated), cellProps: { color: 'fg.muted' } },
  ];
  return <ListView query={query} columns={columns} rowKey={(i) => i.module} testId="dept-module" empty={T.empty} />;
}
