import { Badge, Box, Flex, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { ORGANISATION_TYPES, endpoints, type OrganisationType } from '@portal/api';
import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { z } from 'zod';
import { t } from '../../i18n/zh-CN';
import { api } from '../../lib/api';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { KeywordSearch, ListFrame } from '../listing/ListFrame';
import { keywordPageSearchSchema } from '../notice/search';

/** Search params of /organList: type 1 HR service organisations (default), 2 key enterprises, 3 HR products; page, limit, keyword. */
export const organSearchSchema = keywordPageSearchSchema.extend({
  type: z.coerce
    .number()
    .int()
    .refine((n): n is OrganisationType => (ORGANISATION_TYPES as readonly number[]).includes(n))
    .catch(1)
    .default(1),
});
export type OrganSearch = z.output<typeof organSearchSchema>;

const organPageOptions = (search: OrganSearch) =>
  queryOptions({
    queryKey: ['organisations', search] as const,
    queryFn: ({ signal }) => api.call(endpoints.resourceServices, search, { signal }),
    staleTime: 5 * 60_000,
  });

/** Route loader: the page is in the cache before it renders. */
export async function prefetchOrganPage(queryClient: QueryClient, search: OrganSearch): Promise<void> {
  await queryClient.ensureQueryData(organPageOptions(search)).catch(() => undefined);
}

/** Tabs between the three listings; each keeps its own page. */
function TypeTabs({ type }: { type: number }) {
  return (
    <HStack as="nav" aria-label={t.organisation.tabs} gap="0" borderBottomWidth="1px" borderColor="border.muted" overflowX="auto">
      {ORGANISATION_TYPES.map((ty) => (
        <Link key={ty} to="/organList" search={{ type: ty }} aria-current={ty === type ? 'page' : undefined}>
          <Box
            px={{ base: '3', md: '5' }}
            py="2.5"
            whiteSpace="nowrap"
            fontWeight={ty === type ? 'semibold' : 'normal'}
            color={ty === type ? 'brand.fg' : 'fg.muted'}
            borderBottomWidth="3px"
            borderColor={ty === type ? 'brand.600' : 'transparent'}
            mb="-1px"
          >
            {t.organisation.types[ty]}
          </Box>
        </Link>
      ))}
    </HStack>
  );
}

/**
 * /organList?type=1|2|3: HR service organisations, key enterprises and HR products (SPEC.md
 * section 2) as cards with their introduction, address, phone and tags; keyword search and
 * pagination in the URL.
 */
export function OrganListPage({ search, onSearchChange }: { search: OrganSearch; onSearchChange: (next: Partial<OrganSearch>) => void }) {
  const title = t.organisation.types[search.type as OrganisationType];
  useDocumentTitle(title);
  const query = useQuery({ ...organPageOptions(search), placeholderData: keepPreviousData });
  return (
    <ListFrame
      title={title}
      crumbs={[{ label: t.menu.miniHome }, { label: title }]}
      toolbar={<KeywordSearch key={search.keyword ?? ''} keyword={search.keyword} placeholder={t.organisation.searchPlaceholder} onSubmit={(keyword) => onSearchChange({ keyword, page: 1 })} />}
      header={<TypeTabs type={search.type} />}
      query={query}
      emptyTitle={search.keyword ? t.notice.emptyTitle : t.organisation.empty}
      emptyDescription={search.keyword ? t.notice.emptyForKeyword(search.keyword) : undefined}
      page={search.page}
      limit={search.limit}
      onPageChange={(page) => onSearchChange({ page })}
      onLimitChange={(limit) => onSearchChange({ limit, page: 1 })}
      testId="organisation-list"
    >
      <SimpleGrid as="ul" listStyleType="none" m="0" p="0" columns={{ base: 1, md: 2, xl: 3 }} gap="4">
        {query.data?.list.map((o) => (
          <Flex as="li" key={o.id} direction="column" gap="2" p="4" borderWidth="1px" borderColor="border.muted" borderRadius="lg" bg="bg.subtle" data-testid="organisation-card">
            <Text fontWeight="semibold" color="brand.800" lineClamp={2}>
              {o.name}
            </Text>
            <Text fontSize="sm" color="fg.muted" lineClamp={3} flex="1">
              {o.intro}
            </Text>
            <HStack gap="1.5" wrap="wrap">
              {o.tags.map((tag) => (
                <Badge key={tag} colorPalette="brand" variant="surface" size="sm">
                  {tag}
                </Badge>
              ))}
            </HStack>
            <Box fontSize="xs" color="fg.muted" borderTopWidth="1px" borderColor="border.muted" pt="2">
              {o.address && (
                <Text lineClamp={1}>
                  {t.organisation.address}：{o.address}
                </Text>
              )}
              {o.phone && (
                <Text>
                  {t.organisation.phone}：{o.phone}
                </Text>
              )}
            </Box>
          </Flex>
        ))}
      </SimpleGrid>
    </ListFrame>
  );
}
