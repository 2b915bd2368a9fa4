import { Box, Button, Link as ChakraLink } from '@chakra-ui/react';
import { ArticleSkeleton, EmptyState, Note } from '@portal/ui';
import { Link } from '@tanstack/react-router';
import * as t from '../../i18n/zh-CN';
import { countDownload, FilePreview, fileUrl, formatSize } from '../files';
import { useDocumentTitle } from '../layout';
import { ButtonLink, PageShell, QueryState, TitleBar } from '../common';
import { PUBLICATION_PAGES } from './PublicationListPage';
import { usePublicationDetail } from './queries';

/**
 * /sjgkDetail2?id=N&fileId=M: one file of a public data item: its name, size and downloads, an
 * in-page preview for pdf, png, jpeg and jpg (SPEC.md section 5) and 下载 (counted) for all.
 */
export function DataFilePage({ id, fileId }: { id: number | undefined; fileId: number | undefined }) {
  const query = usePublicationDetail('data', id);
  const file = query.data?.attachments.find((f) => f.id === fileId);
  useDocumentTitle(file?.name ?? PUBLICATION_PAGES.data.title);
  const toList = (
    <ButtonLink href={PUBLICATION_PAGES.data.list} size="sm" colorPalette="brand">
      {t.notice.toList}
    </ButtonLink>
  );

  const body =
    id === undefined || fileId === undefined ? (
      <EmptyState icon="alert" title={t.common.missing} description={t.common.badLink} action={toList} />
    ) : (
      <QueryState query={query} loading={<ArticleSkeleton />} isEmpty={() => !file} empty={{ icon: 'alert', title: t.files.missing, action: toList }}>
        {(data) =>
          file && (
            <Box>
              <TitleBar
                title={file.name}
                headingProps={{ fontSize: { base: 'lg', md: 'xl' }, color: 'brand.900', wordBreak: 'break-all', 'data-testid': 'data-file-name' }}
                subtitle={
                  <Note>
                    {formatSize(file.size)} · {t.files.downloads(file.downloadCount)} ·{' '}
                    <ChakraLink asChild color="brand.fg">
                      <Link to="/sjgkDetail" search={{ id: data.id }}>
                        {data.title}
                      </Link>
                    </ChakraLink>
                  </Note>
                }
                actions={
                  <Button asChild colorPalette="brand" size="sm" flexShrink={0}>
                    <a href={fileUrl(file.id)} download={file.name} onClick={() => countDownload(file.id)}>
                      {t.files.download}
                    </a>
                  </Button>
                }
              />
              <Box mt="5">{file.previewable ? <FilePreview file={file} height="75vh" /> : <EmptyState title={t.files.noPreview} description={t.files.noPreviewHint} />}</Box>
            </Box>
          )
        }
      </QueryState>
    );

  return (
    <PageShell crumbs={[{ label: PUBLICATION_PAGES.data.title, to: PUBLICATION_PAGES.data.list }, ...(query.data ? [{ label: query.data.title, to: `/sjgkDetail?id=${query.data.id}` }] : []), { label: t.files.filePage }]} maxW="6xl">
      {body}
    </PageShell>
  );
}
