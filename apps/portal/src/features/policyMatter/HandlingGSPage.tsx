import { Badge, Link as ChakraLink, Text } from '@chakra-ui/react';
import { APPLICATION_TYPE_LABELS, endpoints, type ApplicationType, type PublicityItem } from '@portal/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as t from '../../i18n/zh-CN';
import { api } from '../../lib/api';
import { FilterSelect, ListPage } from '../common';
import { useLinkProps } from '../layout';
import { useMatters } from './queries';
import type { HandlingGSSearch } from './search';

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
  const badge = (p: PublicityItem) => (
    <Badge colorPalette={p.status === 'gs_publicity' ? 'orange' : 'green'} variant="subtle" flexShrink={0}>
      {p.statusLabel}
    </Badge>
  );
  return (
    <ListPage
      title={t.nav.titles.handlingGS}
      crumbs={[{ label: t.services.title, to: '/moreService' }, { label: t.nav.titles.serviceHandle, to: '/serviceHandle' }, { label: t.nav.titles.handlingGS }]}
      actions={
        <FilterSelect w={{ base: 'full', md: '64' }} label={t.matter.gsType} all={t.matter.gsAllMatters} value={search.type ?? ''} onChange={(v) => onSearchChange({ type: (v || undefined) as ApplicationType | undefined, page: 1 })} options={[...options].map(([value, label]) => ({ value, label }))} />
      }
      subtitle={t.matter.gsIntro}
      query={list}
      empty={t.matter.gsEmpty}
      paging={{ page: search.page, limit: search.limit, onPage: onSearchChange }}
      testId="publicity"
      tableProps={{ interactive: true }}
      rowKey={(p) => p.id}
      columns={[
        {
          header: t.matter.gsType,
          cell: (p) => (
            <>
              <ChakraLink {...linkProps(detailHref(p.id))} color="brand.700">
                {p.typeLabel}
              </ChakraLink>
              <Text fontSize="xs" color="fg.muted" fontWeight="normal">
                {p.applyNo}
              </Text>
            </>
          ),
          card: 'title',
        },
        { header: t.common.name, cell: (p) => p.name },
        { header: t.common.idCard, cell: (p) => p.idCard || '-', cellProps: { fontFamily: 'mono', fontSize: 'xs' } },
        { header: t.matter.gsEnt, cell: (p) => p.entName || '-' },
        { header: t.matter.gsAmount, cell: (p) => amount(p.amount), cellProps: { textAlign: 'end' } },
        { header: t.matter.gsPeriod, cell: period, cellProps: { fontSize: 'xs' } },
        { header: t.common.status, cell: badge, card: 'badge' },
      ]}
    />
  );
}
