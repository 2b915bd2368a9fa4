import { Badge, Box, Button, Flex, HStack, Link, Spinner, Stack, Text, chakra } from '@chakra-ui/react';
import { endpoints, type Attachment } from '@portal/api';
import { DialogFrame, ErrorState } from '@portal/ui';
import { useEffect, useState, type ReactNode } from 'react';
import * as t from '../../i18n/zh-CN';
import { api } from '../../lib/api';
import { useLinkProps } from '../layout';
import { countDownload, extensionOf, fileObjectUrl, fileUrl, formatSize } from './files';

/** The preview of a pdf, png, jpeg or jpg file: its bytes as an object URL in a frame or an image. */
export function FilePreview({ file, height = '70vh' }: { file: Attachment; height?: string }) {
  const [state, setState] = useState<{ url?: string; error?: string }>({});
  useEffect(() => {
    const ctrl = new AbortController();
    let url: string | undefined;
    fileObjectUrl(file.id, ctrl.signal)
      .then((u) => {
        url = u;
        setState({ url: u });
      })
      .catch((e: unknown) => {
        if (!ctrl.signal.aborted) setState({ error: e instanceof Error ? e.message : t.files.previewFailed });
      });
    return () => {
      ctrl.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [file.id]);
  if (state.error) return <ErrorState compact title={t.files.previewFailed} message={state.error} />;
  if (!state.url)
    return (
      <Flex h="40" align="center" justify="center" gap="2" color="fg.muted">
        <Spinner size="sm" /> {t.files.loadingPreview}
      </Flex>
    );
  return file.mimeType === 'application/pdf' ? (
    <chakra.iframe src={state.url} title={file.name} w="full" h={height} border="0" bg="bg.muted" data-testid="file-preview" />
  ) : (
    <chakra.img src={state.url} alt={file.name} maxW="full" maxH={height} mx="auto" display="block" data-testid="file-preview" />
  );
}

/** A dialog around {@link FilePreview}, opened by its trigger. */
function PreviewDialog({ file, trigger }: { file: Attachment; trigger: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <DialogFrame
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      trigger={trigger}
      size={{ base: 'full', md: 'xl' }}
      title={file.name}
      titleProps={{ fontSize: 'md', lineClamp: 1 }}
      bodyProps={{ pb: '6' }}
      closeLabel={t.files.closePreview}
    >
      {open && <FilePreview file={file} />}
    </DialogFrame>
  );
}

export interface AttachmentListProps {
  files: Attachment[];
  /** count downloads (public data and reports, POST /common/incrDownload) and show the counts */
  countDownloads?: boolean;
  /** where a file's own page is (/sjgkDetail2), shown as the file name's link */
  pageOf?: (file: Attachment) => string;
  /** extra controls per file (the editor's 移除) */
  actions?: (file: Attachment) => ReactNode;
  /** the list's heading, '附件' by default; null for none */
  title?: string | null;
  /** files of content not yet published: downloaded through the API client with the session token */
  unpublished?: boolean;
}

/**
 * Attachments: name, type and size; 预览 for pdf, png, jpeg and jpg (SPEC.md section 5), 下载 for
 * every file. Each row has data-testid="attachment".
 */
export function AttachmentList({ files, countDownloads = false, pageOf, actions, title = t.files.title, unpublished = false }: AttachmentListProps) {
  const link = useLinkProps();
  if (files.length === 0) return null;
  return (
    <Box as="section" aria-label={title ?? t.files.title} data-testid="attachments">
      {title && (
        <Text fontWeight="semibold" mb="2" color="brand.800">
          {title}（{files.length}）
        </Text>
      )}
      <Stack gap="2" as="ul" listStyleType="none" m="0" p="0">
        {files.map((f) => (
          <Flex
            as="li"
            key={f.id}
            data-testid="attachment"
            direction={{ base: 'column', sm: 'row' }}
            align={{ base: 'stretch', sm: 'center' }}
            gap={{ base: '2', sm: '3' }}
            px="3"
            py="2.5"
            borderWidth="1px"
            borderColor="border.muted"
            borderRadius="md"
            bg="bg.subtle"
          >
            <HStack gap="3" flex="1" minW="0">
              <Badge colorPalette={f.previewable ? 'red' : 'blue'} variant="surface" flexShrink={0} minW="12" justifyContent="center">
                {extensionOf(f.name) || t.files.file}
              </Badge>
              <Box minW="0">
                {pageOf ? (
                  <Link {...link(pageOf(f))} color="brand.fg" lineClamp={1} wordBreak="break-all">
                    {f.name}
                  </Link>
                ) : (
                  <Text lineClamp={1} wordBreak="break-all">
                    {f.name}
                  </Text>
                )}
                <Text fontSize="xs" color="fg.muted">
                  {formatSize(f.size)}
                  {countDownloads && ` · ${t.files.downloads(f.downloadCount)}`}
                </Text>
              </Box>
            </HStack>
            <HStack gap="2" flexShrink={0} justify="flex-end">
              {f.previewable && (
                <PreviewDialog
                  file={f}
                  trigger={
                    <Button size="xs" variant="outline" colorPalette="brand" aria-label={`${t.files.preview} ${f.name}`}>
                      {t.files.preview}
                    </Button>
                  }
                />
              )}
              {unpublished ? (
                <Button size="xs" colorPalette="brand" aria-label={`${t.common.download} ${f.name}`} onClick={() => void api.download(endpoints.fileDownload, { id: f.id }, { loading: true }).catch(() => undefined)}>
                  {t.common.download}
                </Button>
              ) : (
                <Button asChild size="xs" colorPalette="brand" variant="solid">
                  <a href={fileUrl(f.id)} download={f.name} aria-label={`${t.common.download} ${f.name}`} onClick={() => countDownloads && countDownload(f.id)}>
                    {t.common.download}
                  </a>
                </Button>
              )}
              {actions?.(f)}
            </HStack>
          </Flex>
        ))}
      </Stack>
    </Box>
  );
}
