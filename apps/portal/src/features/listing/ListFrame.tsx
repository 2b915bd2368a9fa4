import { Box, Breadcrumb, Button, Container, Flex, Heading, HStack, Input, Stack, chakra } from '@chakra-ui/react';
import { EmptyState, ErrorState, ListSkeleton, PaginationBar } from '@portal/ui';
import { Link } from '@tanstack/react-router';
import { Fragment, useState, type FormEvent, type ReactNode } from 'react';
import { t } from '../../i18n/zh-CN';
import { errorText } from '../../lib/api';

/** A breadcrumb step: a label and, except for the current page, where it leads. */
export interface Crumb {
  label: string;
  to?: string;
}

/** The breadcrumb of a content page, starting at 首页. */
export function PageCrumbs({ items }: { items: Crumb[] }) {
  return (
    <Breadcrumb.Root mb={{ base: '3', md: '5' }} size="sm">
      <Breadcrumb.List>
        <Breadcrumb.Item>
          <Breadcrumb.Link asChild>
            <Link to="/Home">{t.notice.breadcrumbHome}</Link>
          </Breadcrumb.Link>
        </Breadcrumb.Item>
        {items.map((c) => (
          <Fragment key={c.label}>
            <Breadcrumb.Separator />
            <Breadcrumb.Item>
              {c.to ? (
                <Breadcrumb.Link asChild>
                  <Link to={c.to}>{c.label}</Link>
                </Breadcrumb.Link>
              ) : (
                <Breadcrumb.CurrentLink>{c.label}</Breadcrumb.CurrentLink>
              )}
            </Breadcrumb.Item>
          </Fragment>
        ))}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}

/** A page's white card under its breadcrumb (the service pages and the policy matter pages); `maxW` is a Chakra size. */
export function CardPage({ crumbs, children, maxW = '7xl' }: { crumbs: Crumb[]; children: ReactNode; maxW?: string }) {
  return (
    <Container maxW={maxW} py={{ base: '4', md: '8' }} px={{ base: '3', md: '6' }}>
      <PageCrumbs items={crumbs} />
      <Box bg="white" borderRadius="lg" boxShadow="xs" px={{ base: '4', md: '8' }} py={{ base: '5', md: '8' }}>
        {children}
      </Box>
    </Container>
  );
}

/** A keyword box with 搜索 and 重置; starts from the URL's keyword (re-created when it changes). */
export function KeywordSearch({ keyword, placeholder, onSubmit }: { keyword: string | undefined; placeholder: string; onSubmit: (keyword: string | undefined) => void }) {
  const [value, setValue] = useState(keyword ?? '');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit(value.trim() || undefined);
  };
  return (
    <chakra.form role="search" onSubmit={submit} display="flex" gap="2" w={{ base: 'full', md: 'auto' }}>
      <Input aria-label={t.notice.keyword} type="search" value={value} maxLength={50} placeholder={placeholder} onChange={(e) => setValue(e.target.value)} size="sm" bg="white" flex="1" minW={{ md: '64' }} />
      <HStack gap="2">
        <Button type="submit" size="sm" colorPalette="brand" px="5">
          {t.notice.search}
        </Button>
        {keyword && (
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => {
              setValue('');
              onSubmit(undefined);
            }}
          >
            {t.notice.reset}
          </Button>
        )}
      </HStack>
    </chakra.form>
  );
}

/** What a list page needs of its query. */
export interface ListQuery {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  error: unknown;
  refetch: () => unknown;
  data?: { total: number; list: unknown[] } | undefined;
}

export interface ListFrameProps {
  title: string;
  crumbs: Crumb[];
  /** beside the title: a search box, buttons */
  toolbar?: ReactNode;
  /** under the title bar: tabs or filters */
  header?: ReactNode;
  query: ListQuery;
  emptyTitle: string;
  emptyDescription?: string;
  page: number;
  limit: number;
  onPageChange: (page: number) => void;
  onLimitChange: (limit: number) => void;
  /** data-testid of the list container (aria-busy="false" when settled) */
  testId: string;
  children: ReactNode;
}

/**
 * The frame of a content list page: breadcrumb, title bar with a toolbar, the list with its
 * loading, error and empty states, and the pagination bar (SPEC.md section 9 page sizes).
 */
export function ListFrame({ title, crumbs, toolbar, header, query, emptyTitle, emptyDescription, page, limit, onPageChange, onLimitChange, testId, children }: ListFrameProps) {
  const data = query.data;
  let body: ReactNode;
  if (query.isPending) body = <ListSkeleton rows={Math.min(limit, 8)} />;
  else if (query.isError && !data) body = <ErrorState message={errorText(query.error)} onRetry={() => void query.refetch()} />;
  else if (data && data.list.length === 0)
    body =
      data.total > 0 ? (
        <EmptyState
          title={t.listing.pastLastPage}
          description={t.listing.pastLastPageHint(data.total)}
          action={
            <Button size="sm" variant="outline" colorPalette="brand" onClick={() => onPageChange(1)}>
              {t.listing.firstPage}
            </Button>
          }
        />
      ) : (
        <EmptyState title={emptyTitle} description={emptyDescription} />
      );
  else
    body = (
      <Box aria-busy={query.isFetching} opacity={query.isPlaceholderData ? 0.55 : 1} transition="opacity 0.2s" data-testid={testId}>
        {children}
      </Box>
    );
  return (
    <Container maxW="7xl" py={{ base: '4', md: '8' }} px={{ base: '3', md: '6' }}>
      <PageCrumbs items={crumbs} />
      <Box bg="white" borderRadius="lg" boxShadow="xs" px={{ base: '4', md: '7' }} py={{ base: '4', md: '6' }}>
        <Stack gap="4">
          <Flex direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ base: 'stretch', md: 'center' }} gap="3" pb="4" borderBottomWidth="2px" borderColor="brand.600">
            <Heading as="h1" fontSize={{ base: 'xl', md: '2xl' }} color="brand.800" letterSpacing="wide">
              {title}
            </Heading>
            {toolbar}
          </Flex>
          {header}
          {body}
          {data && data.total > 0 && <PaginationBar page={page} limit={limit} total={data.total} onPageChange={onPageChange} onLimitChange={onLimitChange} />}
        </Stack>
      </Box>
    </Container>
  );
}
