import { Badge, Box, Flex, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Note } from '@portal/ui';
import { STATION_CONTENT_KINDS, STATION_CONTENT_LABELS, type StationContentKind } from '@portal/api';
import { Link } from '@tanstack/react-router';
import * as t from '../../i18n/zh-CN';
import { KeywordBar, LinkTabs, ListPage } from '../common';
import { dateOf } from '../notice';
import { usePublicationPage, type PublicationKind, type PublicationSearch } from './queries';

/** Where each kind's list and detail pages are, and the list's title. */
export const PUBLICATION_PAGES = {
  data: { list: '/sjgk', detail: '/sjgkDetail', title: t.nav.titles.publicData },
  report: { list: '/rcbg', detail: '/rcbgDetail', title: t.nav.titles.talentReports },
  station: { list: '/rcfnzList', detail: '/rcfnzDetail', title: t.nav.titles.rcfnzList },
} as const;

/** The crumbs above a kind's title: the station's items sit under 人才赋能站. */
export const publicationCrumbs = (kind: PublicationKind) => (kind === 'station' ? [{ label: t.nav.titles.empowermentStation, to: '/rcfnz' }] : []);

export interface PublicationListPageProps {
  kind: PublicationKind;
  search: PublicationSearch;
  onSearchChange: (next: Partial<PublicationSearch>) => void;
}

/** A station item's category as a badge (服务项目 teal, 站点动态 orange); nothing for other kinds. */
export function StationCategory({ item }: { item: object }) {
  const category = (item as { category?: StationContentKind }).category;
  if (!category || !(category in STATION_CONTENT_LABELS)) return null;
  return (
    <Badge colorPalette={category === 'stationService' ? 'teal' : 'orange'} variant="subtle" size="sm" flexShrink={0} data-testid="publication-category">
      {STATION_CONTENT_LABELS[category]}
    </Badge>
  );
}

/** The category tabs of /rcfnzList (全部, 服务项目, 站点动态): real links keeping the keyword. */
function StationTabs({ search }: { search: PublicationSearch }) {
  const href = (category?: string) => {
    const q = new URLSearchParams();
    if (category) q.set('category', category);
    if (search.keyword) q.set('keyword', search.keyword);
    const qs = q.toString();
    return qs ? `/rcfnzList?${qs}` : '/rcfnzList';
  };
  return (
    <LinkTabs
      label={t.publication.stationCategories}
      current={search.category ?? 'all'}
      tabs={[{ key: 'all', label: t.common.all, href: href() }, ...STATION_CONTENT_KINDS.map((k) => ({ key: k, label: STATION_CONTENT_LABELS[k], href: href(k) }))]}
    />
  );
}

/**
 * /sjgk (公开数据), /rcbg (人才报告) and /rcfnzList (the station's 服务项目 and 站点动态, with
 * category tabs): published items newest first, each a card with its summary, department, date,
 * views, files and downloads; keyword search, category and pagination in the URL.
 */
export function PublicationListPage({ kind, search, onSearchChange }: PublicationListPageProps) {
  const L = t.publication[kind];
  const query = usePublicationPage(kind, search);
  const search_ = <KeywordBar key={search.keyword ?? ''} searchBox label={t.common.keyword} placeholder={L.searchPlaceholder} applied={search.keyword} onApply={(keyword) => onSearchChange({ keyword, page: 1 })} />;
  return (
    <ListPage
      title={PUBLICATION_PAGES[kind].title}
      crumbs={[...publicationCrumbs(kind), { label: PUBLICATION_PAGES[kind].title }]}
      actions={
        kind === 'station' ? (
          <Stack gap="3" w="full">
            <StationTabs search={search} />
            {search_}
          </Stack>
        ) : (
          search_
        )
      }
      query={query}
      empty={search.keyword ? { title: t.common.noContent, description: t.common.noMatch(search.keyword) } : L.empty}
      paging={{ page: search.page, limit: search.limit, onPage: onSearchChange }}
      testId="publication"
      body={(list) => (
        <Stack as="ul" gap="0" listStyleType="none" m="0" p="0">
          {list.map((item) => (
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
                    <Note mt="1" lineClamp={2}>{item.summary}</Note>
                  )}
                  <HStack gap="3" mt="2" fontSize="xs" color="fg.muted" wrap="wrap">
                    <StationCategory item={item} />
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
      )}
    />
  );
}
