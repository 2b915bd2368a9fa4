import { Box, Breadcrumb, Button, Container, Flex, Heading, Separator, Text } from '@chakra-ui/react';
import { ApiError, CODE } from '@portal/api';
import { ArticleSkeleton, EmptyState, ErrorState } from '@portal/ui';
import { Link, useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import { t } from '../../i18n/zh-CN';
import { errorText } from '../../lib/api';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { categoryPath, useNoticeDetail, type NoticeCategory } from './queries';
import { sanitizeNoticeHtml } from './sanitize';

/** Typographic styles of the notice body (HTML from the server). */
const proseCss = {
  fontSize: { base: 'md', md: 'lg' },
  lineHeight: '1.9',
  color: 'fg',
  wordBreak: 'break-word',
  '& p': { my: '3', textIndent: '2em' },
  '& h1, & h2, & h3, & h4': { fontWeight: 'bold', mt: '6', mb: '3', lineHeight: '1.5' },
  '& h2': { fontSize: 'xl' },
  '& h3': { fontSize: 'lg' },
  '& ul, & ol': { pl: '8', my: '3' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& a': { color: 'brand.fg', textDecoration: 'underline' },
  '& img': { maxW: '100%', h: 'auto', mx: 'auto', my: '4' },
  '& table': { w: 'full', borderCollapse: 'collapse', my: '4', fontSize: 'md', display: 'block', overflowX: 'auto' },
  '& th, & td': { borderWidth: '1px', borderColor: 'border', px: '3', py: '2', textAlign: 'left' },
  '& th': { bg: 'bg.muted', fontWeight: 'semibold' },
  '& blockquote': { borderLeftWidth: '4px', borderColor: 'brand.200', pl: '4', color: 'fg.muted' },
} as const;

function Crumbs({ category }: { category: NoticeCategory | undefined }) {
  return (
    <Breadcrumb.Root mb={{ base: '3', md: '5' }} size="sm">
      <Breadcrumb.List>
        <Breadcrumb.Item>
          <Breadcrumb.Link asChild>
            <Link to="/Home">{t.notice.breadcrumbHome}</Link>
          </Breadcrumb.Link>
        </Breadcrumb.Item>
        <Breadcrumb.Separator />
        <Breadcrumb.Item>
          <Breadcrumb.Link asChild>
            <Link to={categoryPath(category ?? 'notice')}>{category === 'policy' ? t.notice.policyTitle : t.notice.noticeTitle}</Link>
          </Breadcrumb.Link>
        </Breadcrumb.Item>
        <Breadcrumb.Separator />
        <Breadcrumb.Item>
          <Breadcrumb.CurrentLink>正文</Breadcrumb.CurrentLink>
        </Breadcrumb.Item>
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}

/** /noticeDetail?id=N: title, department, publish time, view count, the sanitised body and 返回. */
export function NoticeDetailPage({ id }: { id: number | undefined }) {
  const router = useRouter();
  const query = useNoticeDetail(id);
  const notice = query.data;
  useDocumentTitle(notice?.title ?? t.notice.noticeTitle);
  const html = useMemo(() => (notice ? sanitizeNoticeHtml(notice.content) : ''), [notice]);
  const category = notice?.category;

  const back = () => {
    if (router.history.canGoBack()) router.history.back();
    else void router.navigate({ to: categoryPath(category ?? 'notice') });
  };

  let body;
  if (id === undefined) {
    body = <EmptyState icon="alert" title={t.notice.detailMissing} description={t.notice.detailBadId} action={<ToList category={category} />} />;
  } else if (query.isPending) {
    body = <ArticleSkeleton />;
  } else if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.code === CODE.notFound;
    body = notFound ? (
      <EmptyState icon="alert" title={t.notice.detailMissing} description={errorText(query.error)} action={<ToList category={category} />} />
    ) : (
      <ErrorState message={errorText(query.error)} onRetry={() => void query.refetch()} />
    );
  } else {
    const n = query.data;
    body = (
      <Box as="article" aria-labelledby="notice-title">
        <Heading as="h1" id="notice-title" data-testid="notice-detail-title" textAlign="center" fontSize={{ base: 'xl', md: '2xl' }} lineHeight="1.5" color="brand.900" px={{ md: '8' }}>
          {n.title}
        </Heading>
        <Flex
          wrap="wrap"
          justify="center"
          columnGap="6"
          rowGap="1"
          mt="4"
          fontSize="sm"
          color="fg.muted"
          data-testid="notice-detail-meta"
        >
          <Text>
            {t.notice.dept}：<span data-testid="notice-detail-dept">{n.deptName}</span>
          </Text>
          <Text>
            {t.notice.publishTime}：<time dateTime={n.publishTime.replace(' ', 'T')}>{n.publishTime}</time>
          </Text>
          <Text>
            {t.notice.viewCount}：<span data-testid="notice-detail-views">{n.viewCount.toLocaleString('zh-CN')}</span>
          </Text>
        </Flex>
        <Separator my={{ base: '4', md: '6' }} borderColor="brand.100" />
        <Box css={proseCss} data-testid="notice-detail-body" dangerouslySetInnerHTML={{ __html: html }} />
      </Box>
    );
  }

  return (
    <Container maxW="5xl" py={{ base: '4', md: '8' }} px={{ base: '3', md: '6' }}>
      <Crumbs category={category} />
      <Box bg="white" borderRadius="lg" boxShadow="xs" px={{ base: '4', md: '12' }} py={{ base: '5', md: '10' }}>
        {body}
        <Flex justify="center" mt={{ base: '6', md: '10' }}>
          <Button variant="outline" colorPalette="brand" px="10" onClick={back}>
            {t.notice.back}
          </Button>
        </Flex>
      </Box>
    </Container>
  );
}

function ToList({ category }: { category: NoticeCategory | undefined }) {
  return (
    <Button asChild size="sm" colorPalette="brand">
      <Link to={categoryPath(category ?? 'notice')}>{t.notice.toList}</Link>
    </Button>
  );
}
