import { Badge, Box, Flex, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { t } from '../../i18n/zh-CN';
import { useDocumentTitle } from '../layout';
import { KeywordSearch, ListFrame } from '../listing';
import { dateOf, type KeywordPageSearch } from '../notice';
import { usePublicationPage, type PublicationKind } from './queries';

/** Where each kind's list and detail pages are. */
export const PUBLICATION_PAGES = {
  data: { list: '/sjgk', detail: '/sjgkDetail' },
  report: { list: '/rcbg', detail: '/rcbgDetail' },
} as const;

export interface PublicationListPageProps {
  kind: PublicationKind;
  search: KeywordPageSearch;
  onSearchChange: (next: Partial<KeywordPageSearch>) => void;
}

/**
 * /sjgk (公开数据) and /rcbg (人才报告): published items newest first, each a card with its
 * summary, department, date, views, files and downloads; keyword search and pagination in the URL.
 */
export function PublicationListPage({ kind, search, onSearchChange }: PublicationListPageProps) {
  const L = t.publication[kind];
  useDocumentTitle(L.title);
  const query = usePublicationPage(kind, search);
  return (
    <ListFrame
      title={L.title}
      crumbs={[{ label: L.title }]}
      toolbar={<KeywordSearch key={search.keyword ?? ''} keyword={search.keyword} placeholder={L.searchPlaceholder} onSubmit={(keyword) => onSearchChange({ keyword, page: 1 })} />}
      query={query}
      emptyTitle={search.keyword ? t.common.noContent : L.empty}
      emptyDescription={search.keyword ? t.common.noMatch(search.keyword) : undefined}
      page={search.page}
      limit={search.limit}
      onPageChange={(page) => onSearchChange({ page })}
      onLimitChange={(limit) => onSearchChange({ limit, page: 1 })}
      testId="publication-list"
    >
      <Stack as="ul" gap="0" listStyleType="none" m="0" p="0">
        {query.data?.list.map((item) => (
          <Box as="li" key={item.id} borderBottomWidth="1px" borderColor="border.muted" py="4" data-testid="publication-row">
            <Flex gap={{ base: '3', md: '5' }} align="flex-start">
              <Flex
                direction="column"
                align="center"
                justify="center"
                flexShrink={0}
                w={{ base: '14', md: '16' }}
                h={{ base: '14', md: '16' }}
                borderRadius="md"
                bg="brand.subtle"
                color="brand.700"
                aria-hidden
              >
                <Text fontSize={{ base: 'lg', md: 'xl' }} fontWeight="bold" lineHeight="1">
                  {item.publishTime.slice(8, 10)}
                </Text>
                <Text fontSize="xs">{item.publishTime.slice(0, 7)}</Text>
              </Flex>
              <Box flex="1" minW="0">
                <ChakraLink asChild fontSize={{ base: 'md', md: 'lg' }} fontWeight="semibold" color="fg" _hover={{ color: 'brand.fg' }}>
                  <Link to={PUBLICATION_PAGES[kind].detail} search={{ id: item.id }} data-testid="publication-title">
                    {item.title}
                  </Link>
                </ChakraLink>
                {item.summary && (
                  <Text fontSize="sm" color="fg.muted" mt="1" lineClamp={2}>
                    {item.summary}
                  </Text>
                )}
                <HStack gap="3" mt="2" fontSize="xs" color="fg.muted" wrap="wrap">
                  <Text>{item.deptName}</Text>
                  <Text>{dateOf(item.publishTime)}</Text>
                  <Text>{t.publication.views(item.viewCount)}</Text>
                  {item.fileCount > 0 && (
                    <Badge colorPalette="brand" variant="surface" size="sm">
                      {t.publication.files(item.fileCount)} · {t.files.downloads(item.downloadCount)}
                    </Badge>
                  )}
                </HStack>
              </Box>
            </Flex>
          </Box>
        ))}
      </Stack>
    </ListFrame>
  );
}
