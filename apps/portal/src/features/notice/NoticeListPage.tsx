import { Box, Breadcrumb, Button, Container, Flex, Heading, HStack, Input, Stack, Text, chakra } from '@chakra-ui/react';
import { EmptyState, ErrorState, ListSkeleton, PaginationBar } from '@portal/ui';
import { Link } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { t } from '../../i18n/zh-CN';
import { errorText } from '../../lib/api';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { NoticeRows } from './NoticeRows';
import { useNoticeList, type NoticeCategory } from './queries';
import type { NoticeSearch } from './search';

export interface NoticeListPageProps {
  category: NoticeCategory;
  /** the validated URL search params */
  search: NoticeSearch;
  /** merges into the URL search params (a new history entry) */
  onSearchChange: (next: Partial<NoticeSearch>) => void;
}

const TITLES: Record<NoticeCategory, string> = { notice: t.notice.noticeTitle, policy: t.notice.policyTitle };

/** The keyword form; its input starts from the URL and is re-created when the URL keyword changes. */
function SearchForm({ keyword, onSubmit }: { keyword: string; onSubmit: (keyword: string | undefined) => void }) {
  const [value, setValue] = useState(keyword);
  const id = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit(value.trim() || undefined);
  };
  return (
    <chakra.form role="search" onSubmit={submit} display="flex" flexWrap="wrap" alignItems="center" gap="2">
      <chakra.label htmlFor={id} fontSize="sm" color="fg.muted" flexShrink={0}>
        {t.notice.keyword}
      </chakra.label>
      <Input
        id={id}
        name="keyword"
        type="search"
        value={value}
        maxLength={50}
        placeholder={t.notice.keywordPlaceholder}
        onChange={(e) => setValue(e.target.value)}
        flex="1"
        minW="40"
        maxW={{ md: '80' }}
        size="sm"
        bg="white"
      />
      <HStack gap="2">
        <Button type="submit" size="sm" colorPalette="brand" px="5">
          {t.notice.search}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() => {
            setValue('');
            if (keyword) onSubmit(undefined);
          }}
        >
          {t.notice.reset}
        </Button>
      </HStack>
    </chakra.form>
  );
}

/** The side (desktop) or top (phone) switch between 通知公告 and 政策文件. */
function CategoryNav({ category }: { category: NoticeCategory }) {
  const items: { c: NoticeCategory; to: '/notice' | '/policy' }[] = [
    { c: 'notice', to: '/notice' },
    { c: 'policy', to: '/policy' },
  ];
  return (
    <Box as="nav" aria-label="栏目" bg="white" borderRadius="lg" boxShadow="xs" overflow="hidden" w={{ base: 'full', md: '52' }} flexShrink={0} alignSelf="flex-start">
      <Text display={{ base: 'none', md: 'block' }} bg="brand.600" color="white" fontWeight="semibold" px="5" py="3" letterSpacing="wider">
        {t.menu.notices}
      </Text>
      <Flex direction={{ base: 'row', md: 'column' }}>
        {items.map(({ c, to }) => {
          const active = c === category;
          return (
            <Link
              key={c}
              to={to}
              aria-current={active ? 'page' : undefined}
              style={{ flex: 1 }}
            >
              <Box
                px="5"
                py="3"
                textAlign={{ base: 'center', md: 'left' }}
                fontWeight={active ? 'semibold' : 'normal'}
                color={active ? 'brand.fg' : 'fg'}
                bg={active ? 'brand.subtle' : undefined}
                borderLeftWidth={{ base: '0', md: '3px' }}
                borderBottomWidth={{ base: '3px', md: '0' }}
                borderColor={active ? 'brand.600' : 'transparent'}
                _hover={{ bg: 'brand.subtle' }}
              >
                {TITLES[c]}
              </Box>
            </Link>
          );
        })}
      </Flex>
    </Box>
  );
}

/**
 * /notice and /policy: the list of published notices or policies with a keyword search and
 * pagination. Page, page size and keyword live only in the URL; the pages in the query cache;
 * so browser back returns to the same page, filters and scroll position.
 */
export function NoticeListPage({ category, search, onSearchChange }: NoticeListPageProps) {
  const title = TITLES[category];
  useDocumentTitle(title);
  const { page, limit, keyword } = search;
  const query = useNoticeList({ category, page, limit, keyword });
  const data = query.data;

  let body;
  if (query.isPending) {
    body = <ListSkeleton rows={Math.min(limit, 10)} />;
  } else if (query.isError && !data) {
    body = <ErrorState message={errorText(query.error)} onRetry={() => void query.refetch()} />;
  } else if (data && data.list.length === 0) {
    body =
      data.total > 0 ? (
        <EmptyState
          title="本页没有内容"
          description={`共 ${data.total} 条，已超出最后一页。`}
          action={
            <Button size="sm" variant="outline" colorPalette="brand" onClick={() => onSearchChange({ page: 1 })}>
              回到第一页
            </Button>
          }
        />
      ) : (
        <EmptyState
          title={t.notice.emptyTitle}
          description={keyword ? t.notice.emptyForKeyword(keyword) : t.notice.emptyNoFilter}
          action={
            keyword && (
              <Button size="sm" variant="outline" colorPalette="brand" onClick={() => onSearchChange({ keyword: undefined, page: 1 })}>
                {t.notice.clearSearch}
              </Button>
            )
          }
        />
      );
  } else if (data) {
    body = (
      <Box aria-busy={query.isFetching} opacity={query.isPlaceholderData ? 0.55 : 1} transition="opacity 0.2s" data-testid="notice-list">
        <NoticeRows items={data.list} />
      </Box>
    );
  }

  return (
    <Container maxW="7xl" py={{ base: '4', md: '8' }} px={{ base: '3', md: '6' }}>
      <Breadcrumb.Root mb={{ base: '3', md: '5' }} size="sm">
        <Breadcrumb.List>
          <Breadcrumb.Item>
            <Breadcrumb.Link asChild>
              <Link to="/Home">{t.notice.breadcrumbHome}</Link>
            </Breadcrumb.Link>
          </Breadcrumb.Item>
          <Breadcrumb.Separator />
          <Breadcrumb.Item>
            <Breadcrumb.CurrentLink>{title}</Breadcrumb.CurrentLink>
          </Breadcrumb.Item>
        </Breadcrumb.List>
      </Breadcrumb.Root>
      <Flex direction={{ base: 'column', md: 'row' }} gap={{ base: '3', md: '6' }} align="stretch">
        <CategoryNav category={category} />
        <Box flex="1" minW="0" bg="white" borderRadius="lg" boxShadow="xs" px={{ base: '4', md: '7' }} py={{ base: '4', md: '6' }}>
          <Stack gap="4">
            <Flex direction={{ base: 'column', lg: 'row' }} justify="space-between" align={{ base: 'stretch', lg: 'center' }} gap="3" pb="4" borderBottomWidth="2px" borderColor="brand.600">
              <Heading as="h1" fontSize={{ base: 'xl', md: '2xl' }} color="brand.800" letterSpacing="wide">
                {title}
              </Heading>
              <SearchForm key={keyword ?? ''} keyword={keyword ?? ''} onSubmit={(k) => onSearchChange({ keyword: k, page: 1 })} />
            </Flex>
            {keyword && data && (
              <Text fontSize="sm" color="fg.muted" data-testid="search-summary">
                “{keyword}” {t.notice.resultCount(data.total)}
              </Text>
            )}
            {body}
            {data && data.total > 0 && (
              <PaginationBar
                page={page}
                limit={limit}
                total={data.total}
                onPageChange={(p) => onSearchChange({ page: p })}
                onLimitChange={(l) => onSearchChange({ limit: l, page: 1 })}
              />
            )}
          </Stack>
        </Box>
      </Flex>
    </Container>
  );
}
