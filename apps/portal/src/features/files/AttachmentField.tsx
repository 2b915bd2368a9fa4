import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { MAX_CHUNKED_BYTES, type Attachment } from '@portal/api';
import { useRef, useState } from 'react';
import * as t from '../../i18n/zh-CN';
import { notify } from '../../lib/api';
import { AttachmentList } from './AttachmentList';
import { ACCEPT, uploadFile, uploadLargeFile, uploadProblem } from './files';

/** How {@link useUploads} treats the chosen files. */
export interface UploadOptions {
  /** why a file is refused (shown as 「name：reason」, the file skipped), or null */
  check?: (file: File) => string | null;
  /** stores one file; the one-request upload by default */
  upload?: (file: File) => Promise<Attachment>;
  /** the most files the list holds: choosing more shows `tooMany` and stops */
  max?: { count: number; tooMany: string };
  /** runs for each stored file with its local file (to preview it) */
  onUploaded?: (saved: Attachment, file: File) => void;
}

/**
 * Uploads chosen files one by one, adding each to `files` (through `onChange`) once stored; a
 * failed one is skipped (the API client has shown why). `choose` takes the input's files; the
 * input is emptied afterwards so the same file can be chosen again.
 */
export function useUploads(files: Attachment[], onChange: (files: Attachment[]) => void, { check = (f) => uploadProblem(f), upload = uploadFile, max, onUploaded }: UploadOptions = {}) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const choose = async (list: FileList | null) => {
    if (!list) return;
    setBusy(true);
    let next = files;
    try {
      for (const file of Array.from(list)) {
        if (max && next.length >= max.count) {
          notify(max.tooMany, 'error');
          break;
        }
        const problem = check(file);
        if (problem) {
          notify(`${file.name}：${problem}`, 'error');
          continue;
        }
        try {
          const saved = await upload(file);
          onUploaded?.(saved, file);
          next = [...next, saved];
          onChange(next);
        } catch {
          // the API client has shown why
        }
      }
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  return { input, busy, choose };
}

/**
 * Uploads chosen files one by one and adds them to the list; type and size are checked first.
 * `large` (application materials) takes files up to MAX_CHUNKED_BYTES through the chunked
 * upload; otherwise up to MAX_UPLOAD_BYTES in one request.
 */
export function AttachmentField({ files, onChange, large = false }: { files: Attachment[]; onChange: (files: Attachment[]) => void; large?: boolean }) {
  const { input, busy, choose } = useUploads(files, onChange, large ? { check: (f) => uploadProblem(f, MAX_CHUNKED_BYTES), upload: uploadLargeFile } : {});
  return (
    <Stack gap="2">
      <HStack gap="3" wrap="wrap">
        <Button size="sm" variant="outline" colorPalette="brand" loading={busy} onClick={() => input.current?.click()}>
          {t.files.upload}
        </Button>
        <Text fontSize="xs" color="fg.muted">
          {large ? t.files.largeHint(MAX_CHUNKED_BYTES / 1024 / 1024) : t.files.hint}
        </Text>
        <input ref={input} type="file" multiple accept={ACCEPT} hidden aria-label={t.files.upload} data-testid="attachment-input" onChange={(e) => void choose(e.target.files)} />
      </HStack>
      <AttachmentList
        files={files}
        title={null}
        unpublished
        actions={(f) => (
          <Button size="xs" variant="ghost" colorPalette="red" aria-label={`${t.files.remove} ${f.name}`} onClick={() => onChange(files.filter((x) => x.id !== f.id))}>
            {t.files.remove}
          </Button>
        )}
      />
    </Stack>
  );
}
