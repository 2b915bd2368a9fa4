import { Badge, Link as ChakraLink, Flex, LinkBox, LinkOverlay, Stack, Table, Text } from '@chakra-ui/react';
import { APPLICATION_TYPE_LABELS, endpoints, type ApplicationType, type PublicityItem } from '@portal/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { t } from '../../i18n/zh-CN';
import { api } from '../../lib/api';
import { FilterSelect } from '../common';
import { useDocumentTitle, useLinkProps } from '../layout';
import { ListFrame } from '../listing';
import { useMatters, type HandlingGSSearch } from './queries';


/** '2026-10-01 至 2026-10-08', '2026-10-01 起' while it runs, '-' before it starts. */
const period = (p: PublicityItem) => (p.publicityStart ? (p.publicityEnd ? `${p.publicityStart.slice(0, 10)} 至 ${p.publicityEnd.slice(0, 10)}` : `${p.publicityStart.slice(0, 10)} 起`) : '-');
const amount = (n: number) => (n > 0 ? n.toLocaleString('zh-CN') : '-');
const detailHref = (id: number) => `/publicityDetail?id=${id}`;

/**
 * /handlingGS (结果公示 of the policy matters): the public publicity list of issue 6
 * (GET /api/second/apply/areaList, names and identity numbers masked), narrowed to the
 * application type of a matter; the choice lists the types of the published online matters.
 */
export function HandlingGSPage({ search, onSearchChange }: { search: HandlingGSSearch; onSearchChange: (next: Partial<HandlingGSSearch>) => void }) {
  useDocumentTitle(t.matter.gsTitle);
  const linkProps = useLinkProps();
  const matters = useMatters({});
  const list = useQuery({
    queryKey: ['application', 'areaList', 'handlingGS', search],
    queryFn: ({ signal }) => api.call(endpoints.areaList, { page: search.page, limit: search.limit, type: search.type }, { signal }),
    placeholderData: keepPreviousData,
  });
  // the types of published matters, in the order of the matters, each named by its matter
  const options = new Map<ApplicationType, string>();
  for (const m of matters.data?.list ?? []) if (m.applyType && !options.has(m.applyType)) options.set(m.applyType, m.title);
  if (search.type && !options.has(search.type)) options.set(search.type, APPLICATION_TYPE_LABELS[search.type]);
  const rows = list.data?.list ?? [];

  return (
    <ListFrame
      title={t.matter.gsTitle}
      crumbs={[{ label: t.services.title, to: '/moreService' }, { label: t.matter.handleTitle, to: '/serviceHandle' }, { label: t.matter.gsTitle }]}
      toolbar={
        <FilterSelect w={{ base: 'full', md: '64' }} label={t.matter.gsType} all={t.matter.gsAllMatters} value={search.type ?? ''} onChange={(v) => onSearchChange({ type: (v || undefined) as ApplicationType | undefined, page: 1 })} options={[...options].map(([value, label]) => ({ value, label }))} />
      }
      header={
        <Text fontSize="sm" color="fg.muted">
          {t.matter.gsIntro}
        </Text>
      }
      query={list}
      emptyTitle={t.matter.gsEmpty}
      page={search.page}
      limit={search.limit}
      onPageChange={(page) => onSearchChange({ page })}
      onLimitChange={(limit) => onSearchChange({ limit, page: 1 })}
      testId="publicity-list"
    >
      <Table.Root size="sm" display={{ base: 'none', md: 'table' }} interactive>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            <Table.ColumnHeader>{t.matter.gsType}</Table.ColumnHeader>
            <Table.ColumnHeader>{t.matter.gsName}</Table.ColumnHeader>
            <Table.ColumnHeader>{t.matter.gsIdCard}</Table.ColumnHeader>
            <Table.ColumnHeader>{t.matter.gsEnt}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t.matter.gsAmount}</Table.ColumnHeader>
            <Table.ColumnHeader>{t.matter.gsPeriod}</Table.ColumnHeader>
            <Table.ColumnHeader>{t.matter.gsStatus}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((p) => (
            <Table.Row key={p.id} data-testid="publicity-row">
              <Table.Cell>
                <ChakraLink {...linkProps(detailHref(p.id))} color="brand.700">
                  {p.typeLabel}
                </ChakraLink>
                <Text fontSize="xs" color="fg.muted">
                  {p.applyNo}
                </Text>
              </Table.Cell>
              <Table.Cell>{p.name}</Table.Cell>
              <Table.Cell fontFamily="mono" fontSize="xs">
                {p.idCard || '-'}
              </Table.Cell>
              <Table.Cell>{p.entName || '-'}</Table.Cell>
              <Table.Cell textAlign="end">{amount(p.amount)}</Table.Cell>
              <Table.Cell fontSize="xs">{period(p)}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={p.status === 'gs_publicity' ? 'orange' : 'green'} variant="subtle">
                  {p.statusLabel}
                </Badge>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <Stack display={{ base: 'flex', md: 'none' }} gap="3">
        {rows.map((p) => (
          <LinkBox key={p.id} borderWidth="1px" borderColor="border.muted" borderRadius="md" p="3" data-testid="publicity-card">
            <Flex justify="space-between" gap="2">
              <LinkOverlay {...linkProps(detailHref(p.id))} fontWeight="semibold">{`${p.name} · ${p.typeLabel}`}</LinkOverlay>
              <Badge colorPalette={p.status === 'gs_publicity' ? 'orange' : 'green'} variant="subtle" flexShrink={0}>
                {p.statusLabel}
              </Badge>
            </Flex>
            <Text fontSize="xs" color="fg.muted" mt="1">
              {[p.idCard, p.entName, period(p)].filter(Boolean).join(' · ')}
            </Text>
            {p.amount > 0 && <Text fontSize="sm" mt="1">{`${t.matter.gsAmount}：${amount(p.amount)}`}</Text>}
          </LinkBox>
        ))}
      </Stack>
    </ListFrame>
  );
}
