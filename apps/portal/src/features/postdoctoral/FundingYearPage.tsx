import { HStack, Link as ChakraLink, NativeSelect, Stack, Table, Text, chakra } from '@chakra-ui/react';
import { POSTDOC_FUNDING_PER_PERSON_YEAR, postdocRecordLedger, type PostdocFundingLine } from '@portal/api';
import { EmptyState, ErrorState, ListSkeleton } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { t } from '../../i18n/zh-CN';
import { errorText } from '../../lib/api';
import { LIST_DEFAULTS } from '../../lib/search';
import { PageFrame } from '../common';
import { FIRST_FUNDING_YEAR, fundingYearOptions } from './queries';

/** The numeric columns of a funding line, in table order. */
const COLUMNS = ['researchers', 'personYears', 'funding', 'disbursed', 'balance'] as const satisfies readonly (keyof PostdocFundingLine)[];

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

  let body;
  if (query.isPending) body = <ListSkeleton rows={5} />;
  else if (!data) body = <ErrorState message={errorText(query.error)} onRetry={() => void query.refetch()} />;
  else if (data.units.length === 0) body = <EmptyState title={T.empty(year)} description={T.emptyHint} />;
  else
    body = (
      <>
        <chakra.div overflowX="auto" tabIndex={0} display={{ base: 'none', md: 'block' }}>
          <Table.Root size="sm" data-testid="funding-table" data-year={data.year}>
            <Table.Header>
              <Table.Row bg="bg.muted">
                <Table.ColumnHeader>{C.unitName}</Table.ColumnHeader>
                {COLUMNS.map((k) => (
                  <Table.ColumnHeader key={k} textAlign="end">
                    {C[k]}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.units.map((u) => (
                <Table.Row key={u.unitCode} data-testid="funding-row" data-unit={u.unitCode}>
                  <Table.Cell>{u.unitName}</Table.Cell>
                  {COLUMNS.map((k) => (
                    <Table.Cell key={k} textAlign="end" data-column={k} fontVariantNumeric="tabular-nums">
                      {figure(k, u[k])}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
              <Table.Row fontWeight="semibold" bg="brand.50" data-testid="funding-total">
                <Table.Cell>{T.total}</Table.Cell>
                {COLUMNS.map((k) => (
                  <Table.Cell key={k} textAlign="end" data-column={k} fontVariantNumeric="tabular-nums">
                    {figure(k, data.total[k])}
                  </Table.Cell>
                ))}
              </Table.Row>
            </Table.Body>
          </Table.Root>
        </chakra.div>
        <Stack gap="2" display={{ base: 'flex', md: 'none' }}>
          {[...data.units.map((u) => ({ key: u.unitCode, title: u.unitName, line: u as PostdocFundingLine })), { key: 'total', title: T.total, line: data.total }].map((c) => (
            <Stack key={c.key} borderWidth="1px" borderRadius="md" p="3" gap="1" bg={c.key === 'total' ? 'brand.50' : undefined} data-testid="funding-card">
              <Text fontWeight="semibold">{c.title}</Text>
              {COLUMNS.map((k) => (
                <HStack key={k} justify="space-between" fontSize="sm">
                  <Text color="fg.muted">{C[k]}</Text>
                  <Text fontVariantNumeric="tabular-nums">{figure(k, c.line[k])}</Text>
                </HStack>
              ))}
            </Stack>
          ))}
        </Stack>
      </>
    );

  return (
    <PageFrame
      title={t.nav.titles.postdocMoney}
      subtitle={
        <Text fontSize="sm" color="fg.muted">
          {T.standard(data?.standard ?? POSTDOC_FUNDING_PER_PERSON_YEAR)}
        </Text>
      }
      actions={
        <HStack gap="3" wrap="wrap">
          <NativeSelect.Root size="sm" w="32">
            <NativeSelect.Field aria-label={T.yearLabel} value={String(year)} onChange={(e) => onYearChange(Number(e.target.value))} bg="white">
              {years.map((y) => (
                <option key={y} value={y}>
                  {T.yearOption(y)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <ChakraLink asChild color="brand.700" fontSize="sm">
            <Link to="/postDoctoralStationUnits" search={{ ...LIST_DEFAULTS, tab: postdocRecordLedger.name }}>
              {T.unitsLink}
            </Link>
          </ChakraLink>
        </HStack>
      }
    >
      {body}
    </PageFrame>
  );
}
