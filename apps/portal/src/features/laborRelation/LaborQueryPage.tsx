import { Badge, Box, Field, HStack, Heading, Input, SimpleGrid, Stack, Table, Text, chakra } from '@chakra-ui/react';
import { LABOR_INQUIRIES, harmonyEntLedger, type Ledger } from '@portal/api';
import { EmptyState, ListSkeleton, Note } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import * as t from '../../i18n/zh-CN';
import { api } from '../../lib/api';
import { DataTable, FilterBar, PageFrame, QueryState } from '../common';
import { useLinkProps } from '../layout';

type Inquiry = keyof typeof LABOR_INQUIRIES;
type Row = Record<string, unknown> & { id: number };

/** What each part of the record shows of a row (after the row's number, which links to it): field keys of its ledger. */
const COLUMNS: Record<Inquiry, readonly string[]> = {
  selectLaborRW: ['caseType', 'filedOn', 'workers', 'amount', 'status'],
  selectLaborPet: ['receivedOn', 'category', 'petitioner', 'people', 'status'],
  selectLaborArb: ['stage', 'cause', 'decidedOn', 'outcome', 'amount'],
};
/** The field that numbers a row of each ledger: the link text, and the keyword of the link to its register. */
const NUMBER_FIELD: Record<Inquiry, string> = { selectLaborRW: 'caseNo', selectLaborPet: 'petitionNo', selectLaborArb: 'caseNo' };

/** A value as a cell shows it: a sum with its unit, '-' when empty. */
function shown(ledger: Ledger, key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '-';
  const unit = ledger.fields[key]?.unit;
  return unit && typeof value === 'number' ? `${value}${unit}` : String(value);
}

/** One ledger's part of an enterprise's record: its count by year and its rows, each numbered by a link to the row in /modifyLabor. */
function InquiryPart({ name, keyword }: { name: Inquiry; keyword: string }) {
  const { ledger: declared, endpoint } = LABOR_INQUIRIES[name];
  const ledger: Ledger = declared;
  const link = useLinkProps();
  const T = t.laborQuery;
  const query = useQuery({ queryKey: ['user', 'laborInquiry', name, keyword], queryFn: () => api.call(endpoint, { keyword }) });
  const numberKey = NUMBER_FIELD[name];
  const columns = COLUMNS[name];
  const body = (
    <QueryState query={query} loading={<ListSkeleton rows={3} />}>
      {(data) =>
        data.total === 0 ? (
          <Note>{T.none(ledger.title)}</Note>
        ) : (
          <Stack gap="3">
            <HStack gap="2" wrap="wrap" aria-label={T.byYear} role="list">
              {data.byYear.map((y) => (
                <Badge key={y.year} role="listitem" variant="surface" colorPalette="brand">
                  {T.yearCount(y.year, y.count)}
                </Badge>
              ))}
            </HStack>
            <DataTable columns={[ledger.fields[numberKey]!.label, ledger.fields.entName!.label, ...columns.map((k) => ledger.fields[k]!.label)]}>
              {(data.list as Row[]).map((r) => (
                <Table.Row key={r.id} data-testid={`inquiry-row-${ledger.name}`}>
                  <Table.Cell whiteSpace="nowrap">
                    <chakra.a color="brand.fg" textDecoration="underline" {...link(`/modifyLabor?tab=${ledger.name}&keyword=${encodeURIComponent(String(r[numberKey]))}`)}>
                      {String(r[numberKey])}
                    </chakra.a>
                  </Table.Cell>
                  <Table.Cell minW="40">{String(r.entName)}</Table.Cell>
                  {columns.map((k) => (
                    <Table.Cell key={k} whiteSpace="nowrap">
                      {shown(ledger, k, r[k])}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </DataTable>
            {data.total > data.list.length && <Note>{T.more(data.list.length, data.total)}</Note>}
          </Stack>
        )
      }
    </QueryState>
  );
  return (
    <Box as="section" aria-labelledby={`part-${name}`} borderWidth="1px" borderRadius="md" p={{ base: '3', md: '4' }}>
      <HStack justify="space-between" mb="3" wrap="wrap">
        <Heading as="h2" id={`part-${name}`} size="sm">
          {ledger.title}
        </Heading>
        {query.data && <Note data-testid={`inquiry-total-${ledger.name}`}>{T.total(query.data.total)}</Note>}
      </HStack>
      {body}
    </Box>
  );
}

/** The enterprise's harmony ratings (和谐劳动关系企业 ledger, by the same keyword), newest year first. */
function HarmonyRatings({ keyword }: { keyword: string }) {
  const query = useQuery({ queryKey: ['user', 'laborInquiry', 'harmony', keyword], queryFn: () => api.call(harmonyEntLedger.endpoints.page, { keyword, page: 1, limit: 20 }) });
  const T = t.laborQuery;
  if (!query.data || query.data.total === 0) return null;
  return (
    <HStack gap="2" wrap="wrap" fontSize="sm">
      <Text color="fg.muted">{harmonyEntLedger.title}：</Text>
      {query.data.list.map((r) => (
        <Badge key={r.id} colorPalette="green" variant="subtle">
          {T.rating(String(r.entName), Number(r.year), String(r.level))}
        </Badge>
      ))}
    </HStack>
  );
}

export interface LaborQueryPageProps {
  /** the keyword of the URL (enterprise name or credit code), or undefined before a search */
  keyword: string | undefined;
  onSearch: (keyword: string | undefined) => void;
}

/**
 * /laoDongQuery (劳动关系查询, issue 14): staff of the labour-relations office enter an
 * enterprise's name or credit code and see its whole labour-relations record across the
 * registers: inspection cases (selectLaborRW), petitions (selectLaborPet), arbitration and court
 * decisions (selectLaborArb), each with its count by year and its rows, each linked to the row in
 * its register (/modifyLabor), and the enterprise's harmony ratings.
 */
export function LaborQueryPage({ keyword, onSearch }: LaborQueryPageProps) {
  const T = t.laborQuery;
  const [text, setText] = useState(keyword ?? '');
  const [error, setError] = useState('');
  const submit = () => {
    const v = text.trim();
    if (v.length < 2) {
      setError(T.tooShort);
      return;
    }
    setError('');
    onSearch(v);
  };
  return (
    <PageFrame title={t.nav.titles.laborQuery} subtitle={T.hint}>
      <FilterBar onSearch={submit} {...(keyword ? { onReset: () => (setText(''), onSearch(undefined)) } : {})}>
        <Field.Root invalid={Boolean(error)} w={{ base: 'full', md: '96' }}>
          <Field.Label srOnly>{T.keyword}</Field.Label>
          <Input size="sm" bg="white" value={text} maxLength={50} placeholder={T.placeholder} onChange={(e) => setText(e.target.value)} />
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
      </FilterBar>
      {keyword ? (
        <Stack gap="4">
          <HarmonyRatings keyword={keyword} />
          <SimpleGrid columns={1} gap="4">
            {(Object.keys(LABOR_INQUIRIES) as Inquiry[]).map((name) => (
              <InquiryPart key={name} name={name} keyword={keyword} />
            ))}
          </SimpleGrid>
        </Stack>
      ) : (
        <EmptyState title={T.start} description={T.startHint} />
      )}
    </PageFrame>
  );
}
