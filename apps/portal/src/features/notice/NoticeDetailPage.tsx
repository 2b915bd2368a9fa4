import { Box, Button, Flex, Heading, Link as ChakraLink, Separator, Stack, Text } from '@chakra-ui/react';
import { ApiError, CODE, type OutputOf, type endpoints } from '@portal/api';
import { ArticleSkeleton, EmptyState, Note } from '@portal/ui';
import { Link, useRouter } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import * as t from '../../i18n/zh-CN';
import { errorText } from '../../lib/api';
import { ArticleFrame, ButtonLink, QueryState } from '../common';
import { useDocumentTitle } from '../layout';
import { AttachmentList } from '../files';
import { proseCss } from './prose';
import { CATEGORY_TITLES, categoryPath, refreshReadState, useMatch, useNoticeDetail, useSubscribe, useViewer } from './queries';
import { sanitizeNoticeHtml } from './sanitize';


type ReadableKind = 'notice' | 'policy' | 'explain';
type Detail = OutputOf<typeof endpoints.noticeDetail>;

/** The policy an interpretation explains, or the interpretations of a policy. */
function Related({ notice }: { notice: Detail }) {
  const links = notice.policy ? [notice.policy] : notice.interpretations;
  if (links.length === 0) return null;
  return (
    <Box as="section" aria-label={notice.policy ? t.notice.explainsPolicy : t.notice.interpretations} data-testid="notice-related">
      <Text fontWeight="semibold" mb="2" color="brand.800">
        {notice.policy ? t.notice.explainsPolicy : t.notice.interpretations}
      </Text>
      <Stack as="ul" gap="1.5" listStyleType="none" m="0" p="0">
        {links.map((l) => (
          <li key={l.id}>
            <ChakraLink asChild color="brand.fg">
              <Link to="/noticeDetail" search={{ id: l.id }}>
                {l.title}
              </Link>
            </ChakraLink>
            <Note as="span" ml="2">{l.publishTime.slice(0, 10)}</Note>
          </li>
        ))}
      </Stack>
    </Box>
  );
}

/** For a logged-in user: whether the notice's department and category are subscribed, and a button to change it. */
function SubscribeToggle({ id, kind }: { id: number; kind: ReadableKind }) {
  const viewer = useViewer();
  const match = useMatch(viewer?.token ?? null, id, kind !== 'explain');
  const subscribe = useSubscribe(viewer?.token ?? null);
  if (!viewer || !match.data) return null;
  const m = match.data;
  return (
    <Button
      size="xs"
      variant={m.subscribed ? 'subtle' : 'outline'}
      colorPalette="brand"
      loading={subscribe.isPending}
      onClick={() => subscribe.mutate({ deptName: m.deptName, category: m.category, subscribed: !m.subscribed })}
      data-testid="notice-subscribe"
    >
      {(m.subscribed ? t.subscribe.subscribedDept : t.subscribe.subscribeDept)(m.deptName, CATEGORY_TITLES[m.category])}
    </Button>
  );
}

/** /noticeDetail?id=N: title, department, publish time, view count, the sanitised body and 返回. */
export function NoticeDetailPage({ id }: { id: number | undefined }) {
  const router = useRouter();
  const query = useNoticeDetail(id);
  const notice = query.data;
  const queryClient = useQueryClient();
  const loggedIn = useViewer() !== null;
  // opening records the notice as read on the server: refresh the header's count and the list marks
  useEffect(() => {
    if (loggedIn && query.dataUpdatedAt) void refreshReadState(queryClient);
  }, [loggedIn, query.dataUpdatedAt, queryClient]);
  useDocumentTitle(notice?.title ?? t.notice.noticeTitle);
  const html = useMemo(() => (notice ? sanitizeNoticeHtml(notice.content) : ''), [notice]);
  const category = notice?.category;

  const back = () => {
    if (router.history.canGoBack()) router.history.back();
    else void router.navigate({ to: categoryPath(category ?? 'notice') });
  };

  const notFound = id === undefined || (query.error instanceof ApiError && query.error.code === CODE.notFound);
  const body = notFound ? (
    <EmptyState icon="alert" title={t.common.missing} description={id === undefined ? t.common.badLink : errorText(query.error)} action={<ButtonLink href={categoryPath(category ?? 'notice')} size="sm" colorPalette="brand">{t.common.backToList}</ButtonLink>} />
  ) : (
    <QueryState query={query} loading={<ArticleSkeleton />}>
      {(n) => (
        <Box as="article" aria-labelledby="notice-title">
          <Heading as="h1" id="notice-title" data-testid="notice-detail-title" textAlign="center" fontSize={{ base: 'xl', md: '2xl' }} lineHeight="1.5" color="brand.900" px={{ md: '8' }}>
            {n.title}
          </Heading>
          <Flex wrap="wrap" justify="center" columnGap="6" rowGap="1" mt="4" fontSize="sm" color="fg.muted" data-testid="notice-detail-meta">
            {(
              [
                [t.notice.dept, <span data-testid="notice-detail-dept">{n.deptName}</span>],
                [t.notice.publishTime, <time dateTime={n.publishTime.replace(' ', 'T')}>{n.publishTime}</time>],
                [t.notice.viewCount, <span data-testid="notice-detail-views">{n.viewCount.toLocaleString('zh-CN')}</span>],
              ] as const
            ).map(([label, value]) => (
              <Text key={label}>
                {label}：{value}
              </Text>
            ))}
          </Flex>
          <Flex justify="center" mt="3">
            <SubscribeToggle id={n.id} kind={n.category} />
          </Flex>
          <Separator my={{ base: '4', md: '6' }} borderColor="brand.100" />
          <Box css={proseCss} data-testid="notice-detail-body" dangerouslySetInnerHTML={{ __html: html }} />
          <Stack gap="6" mt={{ base: '6', md: '8' }}>
            <AttachmentList files={n.attachments} />
            <Related notice={n} />
          </Stack>
        </Box>
      )}
    </QueryState>
  );

  const crumbs = [{ label: CATEGORY_TITLES[category && category !== 'notice' ? 'policy' : 'notice'], to: categoryPath(category ?? 'notice') }, { label: t.notice.textCrumb }];
  return (
    <ArticleFrame crumbs={crumbs} onBack={back}>
      {body}
    </ArticleFrame>
  );
}
