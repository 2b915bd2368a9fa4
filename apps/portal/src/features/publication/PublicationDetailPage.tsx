import { Box, Flex, Heading, Separator, Stack, Text } from '@chakra-ui/react';
import { ApiError, CODE } from '@portal/api';
import { ArticleSkeleton, EmptyState } from '@portal/ui';
import { useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import * as t from '../../i18n/zh-CN';
import { errorText } from '../../lib/api';
import { AttachmentList } from '../files';
import { useDocumentTitle } from '../layout';
import { ArticleFrame, ButtonLink, QueryState } from '../common';
import { proseCss, sanitizeNoticeHtml } from '../notice';
import { PUBLICATION_PAGES, publicationCrumbs } from './PublicationListPage';
import { usePublicationDetail, type PublicationKind } from './queries';

/**
 * /sjgkDetail, /rcbgDetail and /rcfnzDetail: one public data item, talent report or station service item or news: title, department, date,
 * views and downloads, the summary, the sanitised body and its files (downloads are counted).
 * Public data files also link to their own page (/sjgkDetail2).
 */
export function PublicationDetailPage({ kind, id }: { kind: PublicationKind; id: number | undefined }) {
  const router = useRouter();
  const query = usePublicationDetail(kind, id);
  const item = query.data;
  useDocumentTitle(item?.title ?? PUBLICATION_PAGES[kind].title);
  const html = useMemo(() => (item ? sanitizeNoticeHtml(item.content) : ''), [item]);
  const back = () => (router.history.canGoBack() ? router.history.back() : void router.navigate({ to: PUBLICATION_PAGES[kind].list }));
  const toList = (
    <ButtonLink href={PUBLICATION_PAGES[kind].list} size="sm" colorPalette="brand">
      {t.notice.toList}
    </ButtonLink>
  );

  const notFound = query.error instanceof ApiError && query.error.code === CODE.notFound;
  const body =
    id === undefined || notFound ? (
      <EmptyState icon="alert" title={t.common.missing} description={notFound ? errorText(query.error) : t.common.badLink} action={toList} />
    ) : (
      <QueryState query={query} loading={<ArticleSkeleton />}>
        {(d) => (
          <Box as="article" aria-labelledby="publication-title">
            <Heading as="h1" id="publication-title" data-testid="publication-detail-title" textAlign="center" fontSize={{ base: 'xl', md: '2xl' }} lineHeight="1.5" color="brand.900">
              {d.title}
            </Heading>
            <Flex wrap="wrap" justify="center" columnGap="6" rowGap="1" mt="4" fontSize="sm" color="fg.muted">
              <Text>
                {t.notice.dept}：{d.deptName}
              </Text>
              <Text>
                {t.notice.publishTime}：{d.publishTime}
              </Text>
              <Text>{t.publication.views(d.viewCount)}</Text>
              {d.fileCount > 0 && <Text data-testid="publication-downloads">{t.files.downloads(d.downloadCount)}</Text>}
            </Flex>
            <Separator my={{ base: '4', md: '6' }} borderColor="brand.100" />
            <Stack gap="6">
              {d.summary && (
                <Box bg="brand.subtle" borderLeftWidth="4px" borderColor="brand.500" px="4" py="3" borderRadius="sm">
                  <Text fontWeight="semibold" color="brand.800" mb="1">
                    {t.publication.summary}
                  </Text>
                  <Text color="fg" lineHeight="1.8">
                    {d.summary}
                  </Text>
                </Box>
              )}
              <Box css={proseCss} data-testid="publication-detail-body" dangerouslySetInnerHTML={{ __html: html }} />
              <AttachmentList files={d.attachments} countDownloads pageOf={kind === 'data' ? (f) => `/sjgkDetail2?id=${d.id}&fileId=${f.id}` : undefined} />
            </Stack>
          </Box>
        )}
      </QueryState>
    );

  return (
    <ArticleFrame crumbs={[...publicationCrumbs(kind), { label: PUBLICATION_PAGES[kind].title, to: PUBLICATION_PAGES[kind].list }, { label: t.common.detail }]} onBack={back}>
      {body}
    </ArticleFrame>
  );
}
