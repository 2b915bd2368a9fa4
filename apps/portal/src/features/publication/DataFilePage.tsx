import { Box, Button, Container, Flex, Heading, Link as ChakraLink, Text } from '@chakra-ui/react';
import { ArticleSkeleton, EmptyState, ErrorState } from '@portal/ui';
import { Link } from '@tanstack/react-router';
import { t } from '../../i18n/zh-CN';
import { errorText } from '../../lib/api';
import { FilePreview, countDownload, fileUrl, formatSize } from '../files';
import { useDocumentTitle } from '../layout';
import { PageCrumbs } from '../listing';
import { usePublicationDetail } from './queries';

/**
 * /sjgkDetail2?id=N&fileId=M: one file of a public data item: its name, size and downloads, an
 * in-page preview for pdf, png, jpeg and jpg (SPEC.md section 5) and 下载 (counted) for all.
 */
export function DataFilePage({ id, fileId }: { id: number | undefined; fileId: number | undefined }) {
  const query = usePublicationDetail('data', id);
  const file = query.data?.attachments.find((f) => f.id === fileId);
  useDocumentTitle(file?.name ?? t.publication.data.title);
  const toList = (
    <Button asChild size="sm" colorPalette="brand">
      <Link to="/sjgk">{t.notice.toList}</Link>
    </Button>
  );

  let body;
  if (id === undefined || fileId === undefined) body = <EmptyState icon="alert" title={t.notice.detailMissing} description={t.notice.detailBadId} action={toList} />;
  else if (query.isPending) body = <ArticleSkeleton />;
  else if (query.isError) body = <ErrorState message={errorText(query.error)} onRetry={() => void query.refetch()} />;
  else if (!file) body = <EmptyState icon="alert" title={t.files.missing} action={toList} />;
  else
    body = (
      <Box>
        <Flex direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ base: 'stretch', md: 'center' }} gap="3" pb="4" borderBottomWidth="2px" borderColor="brand.600">
          <Box minW="0">
            <Heading as="h1" fontSize={{ base: 'lg', md: 'xl' }} color="brand.900" wordBreak="break-all" data-testid="data-file-name">
              {file.name}
            </Heading>
            <Text fontSize="sm" color="fg.muted" mt="1">
              {formatSize(file.size)} · {t.files.downloads(file.downloadCount)} ·{' '}
              <ChakraLink asChild color="brand.fg">
                <Link to="/sjgkDetail" search={{ id: query.data.id }}>
                  {query.data.title}
                </Link>
              </ChakraLink>
            </Text>
          </Box>
          <Button asChild colorPalette="brand" size="sm" flexShrink={0}>
            <a href={fileUrl(file.id)} download={file.name} onClick={() => countDownload(file.id)}>
              {t.files.download}
            </a>
          </Button>
        </Flex>
        <Box mt="5">{file.previewable ? <FilePreview file={file} height="75vh" /> : <EmptyState title={t.files.noPreview} description={t.files.noPreviewHint} />}</Box>
      </Box>
    );

  return (
    <Container maxW="6xl" py={{ base: '4', md: '8' }} px={{ base: '3', md: '6' }}>
      <PageCrumbs items={[{ label: t.publication.data.title, to: '/sjgk' }, ...(query.data ? [{ label: query.data.title, to: `/sjgkDetail?id=${query.data.id}` }] : []), { label: t.files.filePage }]} />
      <Box bg="white" borderRadius="lg" boxShadow="xs" px={{ base: '4', md: '8' }} py={{ base: '5', md: '8' }}>
        {body}
      </Box>
    </Container>
  );
}
