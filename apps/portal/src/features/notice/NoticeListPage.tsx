import { Box, Button, Flex, HStack, Input, Text, chakra } from '@chakra-ui/react';
import { NOTICE_CATEGORIES } from '@portal/api';
import { type EmptyStateProps, ListSkeleton, Note, PaginationBar } from '@portal/ui';
import { Link } from '@tanstack/react-router';
import { useId, useState, type ReactNode } from 'react';
import * as t from '../../i18n/zh-CN';
import { FilterBar, PageFrame, QueryState, Select } from '../common';
import { NoticeRows } from './NoticeRows';
import { CATEGORY_TITLES, categoryPath, useDepartments, useNoticeList, type NoticeCategory } from './queries';
import { noticeFilters, type NoticeSearch } from './search';
import { SubscribeButton } from './SubscribeDialog';

export interface NoticeListPageProps {
  category: NoticeCategory;
  /** the validated URL search params */
  search: NoticeSearch;
  /** merges into the URL search params (a new history entry) */
  onSearchChange: (next: Partial<NoticeSearch>) => void;
}

/** The filter form (keyword, department, date range); its inputs start from the URL and are re-created when the URL changes. */
function FilterForm({ search, onSubmit }: { search: NoticeSearch; onSubmit: (next: Partial<NoticeSearch>) => void }) {
  const [keyword, setKeyword] = useState(search.keyword ?? '');
  const [deptName, setDeptName] = useState(search.deptName ?? '');
  const [beginTime, setBeginTime] = useState(search.beginTime ?? '');
  const [endTime, setEndTime] = useState(search.endTime ?? '');
  const departments = useDepartments();
  const id = useId();
  const F = t.notice;
  const submit = () => {
    const [from, to] = beginTime && endTime && beginTime > endTime ? [endTime, beginTime] : [beginTime, endTime];
    onSubmit({ keyword: keyword.trim() || undefined, deptName: deptName || undefined, beginTime: from || undefined, endTime: to || undefined, page: 1 });
  };
  const reset = () => {
    setKeyword('');
    setDeptName('');
    setBeginTime('');
    setEndTime('');
    onSubmit({ keyword: undefined, deptName: undefined, beginTime: undefined, endTime: undefined, page: 1 });
  };
  const options = [...new Set([...(departments.data ?? []), ...(search.deptName ? [search.deptName] : [])])];
  const labelled = (key: string, label: string, field: ReactNode) => (
    <HStack gap="2" minW="0" wrap={key === 'b' ? 'wrap' : undefined}>
      <chakra.label htmlFor={`${id}-${key}`} fontSize="sm" color="fg.muted" flexShrink={0} minW="4em">
        {label}
      </chakra.label>
      {field}
    </HStack>
  );
  return (
    <FilterBar onSearch={submit} onReset={reset} buttonsProps={{ justify: { base: 'flex-start', md: 'flex-end' } }} bg="bg.muted" borderRadius="md" px={{ base: '3', md: '4' }} py="3" display="grid" gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }} columnGap="5" rowGap="2.5">
      {labelled('k', t.common.keyword, <Input id={`${id}-k`} name="keyword" type="search" value={keyword} maxLength={50} placeholder={F.keywordPlaceholder} onChange={(e) => setKeyword(e.target.value)} size="sm" bg="white" />)}
      {labelled('d', F.dept, <Select size="sm" placeholder={t.common.allDepts} options={options} value={deptName} onChange={setDeptName} fieldProps={{ id: `${id}-d`, bg: 'white' }} />)}
      {labelled(
        'b',
        F.publishDate,
        <>
          <Input id={`${id}-b`} type="date" aria-label={F.beginDate} value={beginTime} onChange={(e) => setBeginTime(e.target.value)} size="sm" bg="white" minW="8.5em" flex="1" />
          <Note as="span">{t.common.to}</Note>
          <Input type="date" aria-label={F.endDate} value={endTime} onChange={(e) => setEndTime(e.target.value)} size="sm" bg="white" minW="8.5em" flex="1" />
        </>,
      )}
    </FilterBar>
  );
}

/** The side (desktop) or top (phone) switch between 通知公告 and 政策文件. */
function CategoryNav({ category }: { category: NoticeCategory }) {
  return (
    <Box as="nav" aria-label={t.notice.sections} bg="white" borderRadius="lg" boxShadow="xs" overflow="hidden" w={{ base: 'full', md: '52' }} flexShrink={0} alignSelf="flex-start">
      <Text display={{ base: 'none', md: 'block' }} bg="brand.600" color="white" fontWeight="semibold" px="5" py="3" letterSpacing="wider">
        {t.menu.notices}
      </Text>
      <Flex direction={{ base: 'row', md: 'column' }}>
        {NOTICE_CATEGORIES.map((c) => {
          const active = c === category;
          return (
            <Link
              key={c}
              to={categoryPath(c)}
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
                {CATEGORY_TITLES[c]}
              </Box>
            </Link>
          );
        })}
      </Flex>
    </Box>
  );
}

/**
 * /notice and /policy: the list of published notices or policies with keyword, department and
 * date-range filters and pagination. Page, page size and filters live only in the URL; the pages
 * in the query cache; so browser back returns to the same page, filters and scroll position.
 * A logged-in user sees which rows wait unread in the messages, and can subscribe.
 */
export function NoticeListPage({ category, search, onSearchChange }: NoticeListPageProps) {
  const title = CATEGORY_TITLES[category];
  const { page, limit, keyword } = search;
  const filtered = Boolean(keyword || search.deptName || search.beginTime || search.endTime);
  const query = useNoticeList({ category, ...noticeFilters(search) });
  const data = query.data;
  const clear = () => onSearchChange({ keyword: undefined, deptName: undefined, beginTime: undefined, endTime: undefined, page: 1 });
  const action = (label: string, onClick: () => void) => (
    <Button size="sm" variant="outline" colorPalette="brand" onClick={onClick}>
      {label}
    </Button>
  );
  const empty: EmptyStateProps =
    data && data.total > 0
      ? { title: t.listing.pastLastPage, description: t.listing.pastLastPageHint(data.total), action: action(t.listing.firstPage, () => onSearchChange({ page: 1 })) }
      : { title: t.common.noContent, description: keyword ? t.common.noMatch(keyword) : filtered ? t.notice.emptyForFilters : t.notice.emptyNoFilter, action: filtered && action(t.notice.clearSearch, clear) };

  return (
    <PageFrame title={title} aside={<CategoryNav category={category} />} actions={<SubscribeButton />}>
      <FilterForm key={JSON.stringify([keyword, search.deptName, search.beginTime, search.endTime])} search={search} onSubmit={onSearchChange} />
      {filtered && data && (
        <Note data-testid="search-summary">
          {keyword ? `“${keyword}” ` : ''}
          {t.notice.resultCount(data.total)}
        </Note>
      )}
      <QueryState query={query} loading={<ListSkeleton rows={Math.min(limit, 10)} />} isEmpty={(d) => d.list.length === 0} empty={empty}>
        {(d) => (
          <Box aria-busy={query.isFetching} opacity={query.isPlaceholderData ? 0.55 : 1} transition="opacity 0.2s" data-testid="notice-list">
            <NoticeRows items={d.list} />
          </Box>
        )}
      </QueryState>
      {data && data.total > 0 && <PaginationBar page={page} limit={limit} total={data.total} onPageChange={(p) => onSearchChange({ page: p })} onLimitChange={(l) => onSearchChange({ limit: l, page: 1 })} />}
    </PageFrame>
  );
}
