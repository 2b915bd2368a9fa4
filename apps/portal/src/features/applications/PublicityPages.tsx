import { Badge, HStack, Stack, Table, Text, chakra } from '@chakra-ui/react';
import { APPLICATION_STATUS_LABELS, APPLICATION_TYPE_LABELS, APPLICATION_TYPES, PUBLICITY_STATUSES, type ApplicationType, type PublicityItem } from '@portal/api';
import { EmptyState, ListSkeleton } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { t } from '../../i18n/zh-CN';
import { useDocumentTitle } from '../layout';
import { KeywordSearch, ListFrame } from '../listing';
import { FactList, FilterSelect, ButtonLink, optionsOf, PageFrame, QueryState } from '../common';
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
  useDocumentTitle(T.title);
  const query = usePublicityList(search);
  const list = query.data?.list ?? [];
  return (
    <ListFrame
      title={T.title}
      crumbs={[{ label: T.title }]}
      toolbar={<KeywordSearch key={search.keyword ?? ''} keyword={search.keyword} placeholder={T.keywordPlaceholder} onSubmit={(keyword) => onSearchChange({ keyword, page: 1 })} />}
      header={
        <Stack gap="2">
          <HStack gap="2" wrap="wrap">
            <FilterSelect w={{ base: 'full', sm: '64' }} label={T.type} all={T.allTypes} value={search.type ?? ''} onChange={(v) => onSearchChange({ type: (v || undefined) as ApplicationType | undefined, page: 1 })} options={optionsOf(APPLICATION_TYPES, APPLICATION_TYPE_LABELS)} />
            <FilterSelect w={{ base: 'full', sm: '40' }} label={T.status} all={T.allStatuses} value={search.status ?? ''} onChange={(v) => onSearchChange({ status: (v || undefined) as PublicitySearch['status'], page: 1 })} options={optionsOf(PUBLICITY_STATUSES, APPLICATION_STATUS_LABELS)} />
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {T.intro}
          </Text>
        </Stack>
      }
      query={query}
      emptyTitle={T.empty}
      page={search.page}
      limit={search.limit}
      onPageChange={(page) => onSearchChange({ page })}
      onLimitChange={(limit) => onSearchChange({ limit, page: 1 })}
      testId="publicity-list"
    >
      <chakra.div display={{ base: 'none', md: 'block' }} overflowX="auto" tabIndex={0}>
        <Table.Root size="sm" interactive>
          <Table.Header>
            <Table.Row bg="bg.muted">
              {T.columns.map((c) => (
                <Table.ColumnHeader key={c} whiteSpace="nowrap">
                  {c}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {list.map((p, i) => (
              <Table.Row key={p.id} data-testid="publicity-row">
                <Table.Cell>{(search.page - 1) * search.limit + i + 1}</Table.Cell>
                <Table.Cell>
                  <Link to="/publicityDetail" search={{ id: p.id }}>
                    <Text as="span" color="brand.700" fontWeight="medium" data-testid="publicity-name">
                      {p.name}
                    </Text>
                  </Link>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap" fontFamily="mono" data-testid="publicity-idcard">
                  {p.idCard}
                </Table.Cell>
                <Table.Cell>{p.entName || '-'}</Table.Cell>
                <Table.Cell>{p.typeLabel}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{p.amount > 0 ? yuan(p.amount) : '-'}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{period(p)}</Table.Cell>
                <Table.Cell>
                  <PublicityBadge item={p} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </chakra.div>
      <Stack display={{ base: 'flex', md: 'none' }} gap="0">
        {list.map((p) => (
          <Link key={p.id} to="/publicityDetail" search={{ id: p.id }}>
            <Stack gap="1" py="3" borderBottomWidth="1px" borderColor="border.muted" data-testid="publicity-card">
              <HStack justify="space-between">
                <Text fontWeight="medium" color="brand.700">
                  {p.name} <Text as="span" fontFamily="mono" fontWeight="normal" color="fg.muted" fontSize="sm">{p.idCard}</Text>
                </Text>
                <PublicityBadge item={p} />
              </HStack>
              <Text fontSize="sm">{p.typeLabel}{p.entName && ` · ${p.entName}`}</Text>
              <Text fontSize="xs" color="fg.muted">
                {T.period}：{period(p)}
                {p.amount > 0 && ` · ${yuan(p.amount)}`}
              </Text>
            </Stack>
          </Link>
        ))}
      </Stack>
    </ListFrame>
  );
}

/** /publicityDetail?id=N: one publicity entry with its masked applicant, amount, period and (enterprise filings) the masked people. */
export function PublicityDetailPage({ id }: { id: number | undefined }) {
  const T = t.applications.publicity;
  const query = useQuery({ ...publicityDetailOptions(id ?? 0), enabled: id !== undefined });
  return (
    <PageFrame maxW="6xl" title={T.detailTitle} crumbs={[{ label: T.title, to: '/servicePublicity' }, { label: T.detailTitle }]}>
      {id === undefined ? (
        <EmptyState icon="alert" title={t.applications.detail.missing} />
      ) : (
        <QueryState query={query} loading={<ListSkeleton rows={6} />}>
          {(p) => {
            const rows: [string, React.ReactNode][] = [
              [T.columns[1]!, p.name],
              [T.columns[2]!, p.idCard],
              [T.columns[3]!, p.entName || '-'],
              [T.columns[4]!, p.typeLabel],
              [T.applyNo, p.applyNo],
              [T.columns[5]!, p.amount > 0 ? yuan(p.amount) : '-'],
              [T.columns[6]!, period(p)],
              [T.columns[7]!, <PublicityBadge key="b" item={p} />],
            ];
            return (
              <Stack gap="6">
                <FactList rows={rows} size="sm" display="grid" gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }} data-testid="publicity-detail" />
                {p.people.length > 0 && (
                  <Section title={T.people(p.people.length)}>
                    <chakra.div maxH="96" overflowY="auto" borderWidth="1px" borderRadius="md">
                      <Table.Root size="sm" stickyHeader>
                        <Table.Header>
                          <Table.Row bg="bg.muted">
                            <Table.ColumnHeader w="16">{T.columns[0]}</Table.ColumnHeader>
                            <Table.ColumnHeader>{T.columns[1]}</Table.ColumnHeader>
                            <Table.ColumnHeader>{T.columns[2]}</Table.ColumnHeader>
                          </Table.Row>
                        </Table.Header>
                        <Table.Body>
                          {p.people.map((x, i) => (
                            <Table.Row key={i}>
                              <Table.Cell>{i + 1}</Table.Cell>
                              <Table.Cell>{x.name}</Table.Cell>
                              <Table.Cell fontFamily="mono">{x.idCard}</Table.Cell>
                            </Table.Row>
                          ))}
                        </Table.Body>
                      </Table.Root>
                    </chakra.div>
                  </Section>
                )}
                <Text fontSize="sm" color="fg.muted" bg="bg.subtle" p="3" borderRadius="md">
                  {T.objection}
                </Text>
                <ButtonLink href="/servicePublicity" size="sm" variant="outline" alignSelf="flex-start">{T.back}</ButtonLink>
              </Stack>
            );
          }}
        </QueryState>
      )}
    </PageFrame>
  );
}
