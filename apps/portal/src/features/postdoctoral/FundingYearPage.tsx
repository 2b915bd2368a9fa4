import { HStack, Link as ChakraLink, Stack, Table, Text, type TableCellProps } from '@chakra-ui/react';
import { POSTDOC_FUNDING_PER_PERSON_YEAR, postdocRecordLedger, type PostdocFundingLine, type PostdocFundingYear } from '@portal/api';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import * as t from '../../i18n/zh-CN';
import { LIST_DEFAULTS } from '../../lib/search';
import { ListPage, Select, type ListColumn } from '../common';
import { fundingYearOptions } from './queries';
import { FIRST_FUNDING_YEAR } from './search';

/** The numeric columns of a funding line, in table order. */
const COLUMNS = ['researchers', 'personYears', 'funding', 'disbursed', 'balance'] as const satisfies readonly (keyof PostdocFundingLine)[];

/** A unit's line of the funding view. */
type PostdocFundingUnit = PostdocFundingYear['units'][number];

/** A figure as shown: person-years and 万元 with two decimals, head counts as they are. */
const figure = (k: (typeof COLUMNS)[number], v: number) => (k === 'researchers' ? String(v) : v.toFixed(2));

export interface FundingYearPageProps {
  year: number;
  /** the current year (Asia/Shanghai on the server; the browser's here), the default and the range's end */
  currentYear: number;
  onYearChange: (year: number) => void;
}

/**
 * /postDoctoralMoneyYear: the postdoctoral funding of a year by station unit (the server's
 * `postdocFundingYear`): researchers in station, person-years, funding due at the district's
 * standard, disbursed and still to pay, with the total row; a table on a desktop and a card per
 * unit on a phone; loading, empty and error states.
 */
export function FundingYearPage({ year, currentYear, onYearChange }: FundingYearPageProps) {
  const T = t.postdoc;
  const C = T.columns;
  const query = useQuery(fundingYearOptions(year));
  const data = query.data;
  const years = Array.from({ length: currentYear + 2 - FIRST_FUNDING_YEAR }, (_, i) => currentYear + 1 - i);

  /** a figure's cell: right-aligned, named by `data-column` (the e2e test reads a unit's person-years) */
  const numeric = (k: (typeof COLUMNS)[number]) => ({ textAlign: 'end', fontVariantNumeric: 'tabular-nums', 'data-column': k }) as TableCellProps;

  return (
    <ListPage
      title={t.nav.titles.postdocMoney}
      subtitle={T.standard(data?.standard ?? POSTDOC_FUNDING_PER_PERSON_YEAR)}
      actions={
        <HStack gap="3" wrap="wrap">
          <Select size="sm" w="32" aria-label={t.common.year} fieldProps={{ bg: 'white' }} value={year} onChange={(y) => onYearChange(Number(y))} options={years.map((y) => ({ value: y, label: T.yearOption(y) }))} />
          <ChakraLink asChild color="brand.700" fontSize="sm">
            <Link to="/postDoctoralStationUnits" search={{ ...LIST_DEFAULTS, tab: postdocRecordLedger.name }}>
              {T.unitsLink}
            </Link>
          </ChakraLink>
        </HStack>
      }
      query={{ ...query, data: data?.units }}
      rowKey={(u) => u.unitCode}
      testId="funding"
      skeletonRows={5}
      empty={{ title: T.empty(year), description: T.emptyHint }}
      tableProps={{ 'data-testid': 'funding-table', 'data-year': data?.year }}
      columns={[{ header: C.unitName, cell: (u) => u.unitName, card: 'title' }, ...COLUMNS.map((k): ListColumn<PostdocFundingUnit> => ({ header: C[k], cell: (u) => figure(k, u[k]), cellProps: numeric(k) }))]}
      footer={
        data && (
          <Table.Row fontWeight="semibold" bg="brand.50" data-testid="funding-total">
            <Table.Cell>{T.total}</Table.Cell>
            {COLUMNS.map((k) => (
              <Table.Cell key={k} {...numeric(k)}>
                {figure(k, data.total[k])}
              </Table.Cell>
            ))}
          </Table.Row>
        )
      }
    >
      {data && data.units.length > 0 && (
        <Stack display={{ base: 'flex', md: 'none' }} borderWidth="1px" borderRadius="md" p="3" gap="1" bg="brand.50" data-testid="funding-card">
          <Text fontWeight="semibold">{T.total}</Text>
          {COLUMNS.map((k) => (
            <HStack key={k} justify="space-between" fontSize="sm">
              <Text color="fg.muted">{C[k]}</Text>
              <Text fontVariantNumeric="tabular-nums">{figure(k, data.total[k])}</Text>
            </HStack>
          ))}
        </Stack>
      )}
    </ListPage>
  );
}
