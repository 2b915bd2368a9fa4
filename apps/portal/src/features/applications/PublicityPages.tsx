import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { APPLICATION_STATUS_LABELS, APPLICATION_TYPE_LABELS, APPLICATION_TYPES, PUBLICITY_STATUSES, type ApplicationType, type PublicityItem } from '@portal/api';
import { EmptyState, ListSkeleton, Note } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import * as t from '../../i18n/zh-CN';
import { ButtonLink, DataTable, FactList, FilterSelect, KeywordBar, ListPage, optionsOf, PageFrame, QueryState } from '../common';
import { Section, yuan } from './DetailView';
import { publicityDetailOptions, usePublicityList } from './queries';
import type { PublicitySearch } from './search';

/** '2025-03-01 ~ 2025-03-08' of a publicity, or '2025-03-01 起' while it has not ended. */
export const period = (p: Pick<PublicityItem, 'publicityStart' | 'publicityEnd'>) =>
  p.publicityEnd ? `${p.publicityStart?.slice(0, 10) ?? '-'} ~ ${p.publicityEnd.slice(0, 10)}` : t.applications.publicity.since(p.publicityStart?.slice(0, 10) ?? '-');

/** A publicity status badge: purple while on notice, green once published. */
const PublicityBadge = ({ item }: { item: Pick<PublicityItem, 'status' | 'statusLabel'> }) => (
  <Badge colorPalette={item.status === 'gs_publicity' ? 'purple' : 'green'} variant="subtle">
    {item.statusLabel}
  </Badge>
);

/**
 * /servicePublicity: the public publicity list (公示名单) of approved applications, filtered by
 * type, status and keyword (all in the URL). Names and identity numbers come masked from the
 * server (张*伟, 440115********1234), as Chinese publicity lists show them; a table from the md
 * breakpoint, cards on phones.
 */
export function PublicityListPage({ search, onSearchChange }: { search: PublicitySearch; onSearchChange: (next: Partial<PublicitySearch>) => void }) {
  const T = t.applications.publicity;
  const C = T.columns;
  const query = usePublicityList(search);
  return (
    <ListPage
      title={t.nav.titles.servicePublicity}
      actions={<KeywordBar key={search.keyword ?? ''} searchBox label={t.common.keyword} placeholder={T.keywordPlaceholder} applied={search.keyword} onApply={(keyword) => onSearchChange({ keyword, page: 1 })} />}
      subtitle={T.intro}
      filters={
        <HStack gap="2" wrap="wrap">
          <FilterSelect w={{ base: 'full', sm: '64' }} label={T.type} all={t.common.allTypes} value={search.type ?? ''} onChange={(v) => onSearchChange({ type: (v || undefined) as ApplicationType | undefined, page: 1 })} options={optionsOf(APPLICATION_TYPES, APPLICATION_TYPE_LABELS)} />
          <FilterSelect w={{ base: 'full', sm: '40' }} label={T.status} all={t.common.allStatuses} value={search.status ?? ''} onChange={(v) => onSearchChange({ status: (v || undefined) as PublicitySearch['status'], page: 1 })} options={optionsOf(PUBLICITY_STATUSES, APPLICATION_STATUS_LABELS)} />
        </HStack>
      }
      query={query}
      empty={T.empty}
      paging={{ page: search.page, limit: search.limit, onPage: onSearchChange }}
      testId="publicity"
      tableProps={{ interactive: true }}
      rowKey={(p) => p.id}
      columns={[
        { header: C[0]!, cell: (p) => (query.data?.list.indexOf(p) ?? 0) + 1 + (search.page - 1) * search.limit, card: 'none' },
        {
          header: C[1]!,
          cell: (p) => (
            <Link to="/publicityDetail" search={{ id: p.id }}>
              <Text as="span" color="brand.700" fontWeight="medium" data-testid="publicity-name">
                {p.name}
              </Text>
            </Link>
          ),
          card: 'title',
        },
        { header: C[2]!, cell: (p) => (p.idCard ? <span data-testid="publicity-idcard">{p.idCard}</span> : null), cellProps: { whiteSpace: 'nowrap', fontFamily: 'mono' } },
        { header: C[3]!, cell: (p) => p.entName || '-' },
        { header: C[4]!, cell: (p) => p.typeLabel },
        { header: C[5]!, cell: (p) => (p.amount > 0 ? yuan(p.amount) : '-'), cellProps: { whiteSpace: 'nowrap' } },
        { header: C[6]!, cell: period, cellProps: { whiteSpace: 'nowrap' } },
        { header: C[7]!, cell: (p) => <PublicityBadge item={p} />, card: 'badge' },
      ]}
    />
  );
}

/** /publicityDetail?id=N: one publicity entry with its masked applicant, amount, period and (enterprise filings) the masked people. */
export function PublicityDetailPage({ id }: { id: number | undefined }) {
  const T = t.applications.publicity;
  const C = T.columns;
  const query = useQuery({ ...publicityDetailOptions(id ?? 0), enabled: id !== undefined });
  return (
    <PageFrame maxW="6xl" title={t.nav.titles.publicityDetail} crumbs={[{ label: t.nav.titles.servicePublicity, to: '/servicePublicity' }, { label: t.nav.titles.publicityDetail }]}>
      {id === undefined ? (
        <EmptyState icon="alert" title={t.applications.detail.missing} />
      ) : (
        <QueryState query={query} loading={<ListSkeleton rows={6} />}>
          {(p) => {
            const rows: [string, React.ReactNode][] = [
              [C[1]!, p.name],
              [C[2]!, p.idCard],
              [C[3]!, p.entName || '-'],
              [C[4]!, p.typeLabel],
              [T.applyNo, p.applyNo],
              [C[5]!, p.amount > 0 ? yuan(p.amount) : '-'],
              [C[6]!, period(p)],
              [C[7]!, <PublicityBadge key="b" item={p} />],
            ];
            return (
              <Stack gap="6">
                <FactList rows={rows} size="sm" display="grid" gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }} data-testid="publicity-detail" />
                {p.people.length > 0 && (
                  <Section title={T.people(p.people.length)}>
                    <DataTable
                      columns={[{ header: C[0]!, w: '16' }, C[1]!, { header: C[2]!, cellProps: { fontFamily: 'mono' } }]}
                      stickyHeader
                      frameProps={{ maxH: '96', overflowY: 'auto', borderWidth: '1px', borderRadius: 'md' }}
                      rows={p.people.map((x, i) => ({ key: i, cells: [i + 1, x.name, x.idCard] }))}
                    />
                  </Section>
                )}
                <Note bg="bg.subtle" p="3" borderRadius="md">{T.objection}</Note>
                <ButtonLink href="/servicePublicity" size="sm" variant="outline" alignSelf="flex-start">{T.back}</ButtonLink>
              </Stack>
            );
          }}
        </QueryState>
      )}
    </PageFrame>
  );
}
