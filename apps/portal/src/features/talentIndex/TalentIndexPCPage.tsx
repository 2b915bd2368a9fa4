import { Box, Container, Flex, Grid, Heading } from '@chakra-ui/react';
import { endpoints, MESSAGES } from '@portal/api';
import { EmptyState } from '@portal/ui';
import { compositeGaugeOption, formatIndex, indexTrendOption, LazyEChart, LIGHT_COLORS, subIndexRadarOption } from '@portal/ui/charts';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import * as t from '../../i18n/zh-CN';
import { api } from '../../lib/api';
import { ButtonLink, DataTable, QueryState, TitleBar } from '../common';
import { useDocumentTitle } from '../layout';

const homeQuery = { queryKey: ['talent-index', 'home'], queryFn: ({ signal }: { signal: AbortSignal }) => api.call(endpoints.talentIndexHome, {}, { signal }) };
const tradeQuery = { queryKey: ['trade', 'talentIndex'], queryFn: ({ signal }: { signal: AbortSignal }) => api.call(endpoints.tradeTalentIndex, {}, { signal }) };

/** A white card with a title, its body filling `h` pixels (charts need a height). */
function Card({ title, h, children, testId }: { title: string; h?: number; children: ReactNode; testId?: string }) {
  return (
    <Box as="section" aria-label={title} bg="bg" borderWidth="1px" borderRadius="md" p="4" data-testid={testId}>
      <Heading as="h2" fontSize="md" color="brand.900" mb="3">
        {title}
      </Heading>
      <Box h={h ? `${h}px` : undefined}>{children}</Box>
    </Box>
  );
}

/** A query's data, or its loading (in words, where a chart goes) or error (with retry) state. */
function Loaded<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  return (
    <QueryState
      query={query}
      loading={
        <Flex h="full" minH="24" align="center" justify="center" color="fg.muted" role="status">
          {MESSAGES.loading}
        </Flex>
      }
    >
      {children}
    </QueryState>
  );
}

/**
 * /talentIndexPC: the district's talent index at desktop width (government staff only): the
 * composite gauge, the eight sub-indices on a radar, the composite's trend, streets and
 * industries ranked; the same chart builders (libs/ui) as the bigscreen's talentIndex, in light colours.
 */
export function TalentIndexPCPage() {
  const home = useQuery(homeQuery);
  const trade = useQuery(tradeQuery);
  useDocumentTitle(home.data ? t.talentIndexPC.title(home.data.districtName) : t.talentIndexPC.composite);
  const gauge = useMemo(() => (home.data ? compositeGaugeOption(home.data.composite, home.data.baseYear, LIGHT_COLORS) : null), [home.data]);
  const radar = useMemo(() => (home.data ? subIndexRadarOption(home.data.subIndices, LIGHT_COLORS) : null), [home.data]);
  const trend = useMemo(
    () => (home.data ? indexTrendOption([{ name: t.talentIndexPC.composite, data: home.data.trend.map((y) => ({ year: y.year, value: y.composite })) }], LIGHT_COLORS) : null),
    [home.data],
  );
  const streets = useMemo(() => [...(home.data?.streets ?? [])].sort((a, b) => (b.composite ?? -1) - (a.composite ?? -1)), [home.data]);
  const industries = useMemo(() => [...(trade.data?.industries ?? [])].filter((i) => i.composite !== null).sort((a, b) => (b.composite ?? 0) - (a.composite ?? 0)), [trade.data]);

  return (
    <Container maxW="7xl" py={{ base: '4', md: '8' }} px={{ base: '3', md: '6' }}>
      <TitleBar
        mb="5"
        title={home.data ? t.talentIndexPC.title(home.data.districtName) : t.talentIndexPC.composite}
        headingProps={{ color: 'brand.900' }}
        subtitle={home.data && t.talentIndexPC.subtitle(home.data.year, home.data.baseYear)}
        actions={
          <ButtonLink href="/screen3/talentIndex" size="sm" colorPalette="brand" variant="outline">
            {t.talentIndexPC.bigscreen}
          </ButtonLink>
        }
      />
      <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr 1fr' }} gap="4">
        <Card title={t.talentIndexPC.composite} h={280} testId="pc-gauge">
          <Loaded query={home}>{() => (gauge ? <LazyEChart option={gauge} ariaLabel={`${t.talentIndexPC.composite} ${formatIndex(home.data?.composite)}`} data-testid="chart-gauge" style={{ height: '100%' }} /> : null)}</Loaded>
        </Card>
        <Card title={t.talentIndexPC.radar} h={280}>
          <Loaded query={home}>{(h) => (h.subIndices.length && radar ? <LazyEChart option={radar} ariaLabel={t.talentIndexPC.radar} data-testid="chart-radar" style={{ height: '100%' }} /> : <EmptyState />)}</Loaded>
        </Card>
        <Card title={t.talentIndexPC.trend} h={280}>
          <Loaded query={home}>{() => (trend ? <LazyEChart option={trend} ariaLabel={t.talentIndexPC.trend} data-testid="chart-trend" style={{ height: '100%' }} /> : null)}</Loaded>
        </Card>
      </Grid>
      <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="4" mt="4">
        <Card title={t.talentIndexPC.streets} testId="pc-streets">
          <Loaded query={home}>
            {() => (
              <DataTable columns={[t.common.street, t.talentIndexPC.index]} endFrom={1} striped rows={streets.map((s) => ({ key: s.streetCode, cells: [s.streetName, formatIndex(s.composite)] }))} />
            )}
          </Loaded>
        </Card>
        <Card title={t.talentIndexPC.industries} testId="pc-industries">
          <Loaded query={trade}>
            {() => (
              <DataTable
                columns={[t.talentIndexPC.industry, t.talentIndexPC.enterprises, t.talentIndexPC.talent, t.talentIndexPC.index]}
                endFrom={1}
                striped
                rows={industries.map((i) => ({ key: i.industryCode, cells: [i.industryName, i.enterpriseCount.toLocaleString('zh-CN'), i.talentCount.toLocaleString('zh-CN'), formatIndex(i.composite)] }))}
              />
            )}
          </Loaded>
        </Card>
      </Grid>
    </Container>
  );
}
