import { Box, Button, HStack, Progress, Stack, Text, chakra } from '@chakra-ui/react';
import { endpoints, saveBlobInBrowser, type ImportResult } from '@portal/api';
import { DialogFrame, Note } from '@portal/ui';
import { useEffect, useState } from 'react';
import * as t from '../../i18n/zh-CN';
import { api } from '../../lib/api';
import { AlertBox, DataTable } from '../common';

/** Rows of the problem table shown in the dialog; the error workbook has all of them. */
const SHOWN_PROBLEMS = 200;

/** Saves the error workbook of an import (base64 xlsx) under `fileName` (人员导入错误报告.xlsx by default). */
export function saveErrorWorkbook(base64: string, fileName: string = t.staff.import.errorFileName): void {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  saveBlobInBrowser(new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), fileName);
}

/**
 * What each import names itself (导入人员: t.staff.import, by default): title, hint, the summary
 * of rows read, added, changed and rejected, and the error workbook's file name; the dialog's own
 * words are t.ledger.importDialog.
 */
export interface ImportTexts {
  title: string;
  hint: string;
  summary: (total: number, inserted: number, updated: number, rejected: number) => string;
  errorFileName: string;
}

/** The dialog's own words, the same for every import. */
const G = t.ledger.importDialog;

export interface ImportDialogProps {
  open: boolean;
  onClose: () => void;
  /**
   * uploads the file, reporting the share sent (0 to 1) to `onProgress` when it can; resolves
   * with the server's result, rejects when the whole file was refused (message already shown)
   */
  onImport: (file: File, onProgress: (sent: number) => void) => Promise<ImportResult>;
  /** title, hint, summary and error file name; the staff import's by default */
  texts?: ImportTexts;
  /** downloads the import template; the staff template (`personal`) by default */
  onTemplate?: () => Promise<unknown>;
}

/** Seconds since `running` became true, ticking every second while it stays true. */
function useElapsed(running: boolean): number {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (!running) return;
    setSeconds(0);
    const timer = setInterval(() => setSeconds((s) => s + 1), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return seconds;
}

/**
 * 导入人员: the template download, a file picker (xlsx), a progress bar while the file is uploaded
 * and checked, then the outcome: rows imported, new and updated, and each rejected row with its
 * row number, column and reason, with the error workbook to download, correct and import again.
 */
export function ImportDialog({ open, onClose, onImport, texts = t.staff.import, onTemplate = () => api.download(endpoints.templateDownload, { name: 'personal' }) }: ImportDialogProps) {
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ImportResult | null>(null);
  /** share of the file uploaded, null before any progress is known */
  const [sent, setSent] = useState<number | null>(null);
  const elapsed = useElapsed(busy);
  const T = texts;

  const close = () => {
    if (busy) return;
    setFile(null);
    setResult(null);
    onClose();
  };
  const start = async () => {
    if (!file) return;
    setBusy(true);
    setResult(null);
    setSent(null);
    try {
      setResult(await onImport(file, setSent));
    } catch {
      // the API client showed why the file was refused
    } finally {
      setBusy(false);
    }
  };

  return (
    <DialogFrame
      open={open}
      onClose={close}
      locked={busy}
      size="xl"
      closeOnInteractOutside={!busy}
      title={T.title}
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={busy}>
            {result ? G.close : t.common.cancel}
          </Button>
          <Button colorPalette="brand" onClick={() => void start()} disabled={!file} loading={busy} loadingText={G.working}>
            {G.start}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <AlertBox status="info" variant="subtle" description={T.hint}>
          <Button size="xs" variant="outline" colorPalette="brand" onClick={() => void onTemplate().catch(() => undefined)}>
            {t.common.downloadTemplate}
          </Button>
        </AlertBox>
        <Box as="label" display="block" borderWidth="2px" borderStyle="dashed" borderColor={file ? 'brand.400' : 'border'} borderRadius="lg" p="6" textAlign="center" cursor={busy ? 'not-allowed' : 'pointer'} _hover={{ bg: 'brand.subtle' }}>
          <chakra.input
            type="file"
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-label={G.choose}
            data-testid="import-file"
            disabled={busy}
            srOnly
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setResult(null);
            }}
          />
          <Text fontWeight="medium">{file ? file.name : G.drop}</Text>
          <Note>{file ? G.size(Math.ceil(file.size / 1024)) : G.dropHint}</Note>
        </Box>
        {busy && <ImportProgress sent={sent} elapsed={elapsed} working={G.working} />}
        {result && <ImportOutcome result={result} texts={T} />}
      </Stack>
    </DialogFrame>
  );
}

/**
 * The progress of an import: while the file uploads, the percentage sent (from the browser's
 * upload events); once it has arrived, the server reads, checks and saves every row in one go and
 * says nothing until it answers, so the bar turns indeterminate with the time elapsed.
 */
export function ImportProgress({ sent, elapsed, working }: { sent: number | null; elapsed: number; working: string }) {
  const uploading = sent !== null && sent < 1;
  const P = t.importProgress;
  return (
    <Stack gap="1" data-testid="import-progress">
      <Progress.Root value={uploading ? Math.round(sent * 100) : null} colorPalette="brand" striped={!uploading} animated={!uploading} size="md">
        <HStack justify="space-between">
          <Progress.Label>{uploading ? P.uploading : sent === 1 ? P.processing : working}</Progress.Label>
          {uploading && <Progress.ValueText>{Math.round(sent * 100)}%</Progress.ValueText>}
        </HStack>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text fontSize="xs" color="fg.muted">
        {G.elapsed(elapsed)}
      </Text>
    </Stack>
  );
}

/** The counts of an import and its rejected rows. */
export function ImportOutcome({ result, texts: T }: { result: ImportResult; texts: ImportTexts }) {
  const rejectedRows = new Set(result.problems.map((p) => p.row)).size;
  return (
    <Stack gap="3" data-testid="import-result">
      <AlertBox status={rejectedRows ? 'warning' : 'success'} title={<span data-testid="import-summary">{T.summary(result.total, result.inserted, result.updated, rejectedRows)}</span>} />
      {result.errorWorkbook && (
        <>
          <HStack justify="space-between" wrap="wrap">
            <Text fontWeight="medium">{G.problemsTitle}</Text>
            <Button size="sm" colorPalette="red" variant="outline" onClick={() => saveErrorWorkbook(result.errorWorkbook!, T.errorFileName)}>
              {G.downloadErrors}
            </Button>
          </HStack>
          <DataTable
            stickyHeader
            frameProps={{ maxH: '64', overflowY: 'auto', borderWidth: '1px', borderRadius: 'md' }}
            columns={[{ header: G.row, w: '24', cellProps: { whiteSpace: 'nowrap' } }, { header: G.column, w: '28' }, { header: G.reason, cellProps: { color: 'red.600' } }]}
            rows={result.problems.slice(0, SHOWN_PROBLEMS).map((p, i) => ({ key: i, cells: [G.rowNumber(p.row), p.column, p.reason], props: { 'data-testid': 'import-problem' } }))}
          />
          {result.problems.length > SHOWN_PROBLEMS && (
            <Note>{G.more(result.problems.length - SHOWN_PROBLEMS)}</Note>
          )}
        </>
      )}
    </Stack>
  );
}
