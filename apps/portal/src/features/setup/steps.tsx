import { Button, HStack } from '@chakra-ui/react';
import type { ImportResult } from '@portal/api';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { errorText } from '../../lib/api';
import { AlertBox, SubSection } from '../common';
import { ImportDialog, type ImportTexts } from '../ledger';

/** One step of 区情配置 (/sysDistrict): a section under its heading (`id` labels it) with what the step takes. */
export function DistrictStep({ id, title, hint, children }: { id: string; title: string; hint: ReactNode; children: ReactNode }) {
  return (
    <SubSection as="section" aria-labelledby={`${id}-heading`} title={<span id={`${id}-heading`}>{title}</span>} subtitle={hint} ruled={false} gap="4">
      {children}
    </SubSection>
  );
}

/** The server's refusal of a step's action (its words from the API client), announced. */
export const RefusalAlert = ({ error }: { error: unknown }) => <AlertBox status="error" borderRadius="md" role="alert" title={errorText(error)} />;

/** What an import step names itself: its button and template button, the shared dialog's texts, and the outcome of an import stored whole. */
export interface ImportStepTexts {
  import: string;
  template: string;
  dialog: ImportTexts;
  done: (inserted: number, updated: number) => string;
}

/**
 * An xlsx step of 区情配置 (企业名录, 工作人员账号): 导入 opens the shared import dialog (template,
 * upload progress, each refused row with its reason, the error workbook); once a file is stored
 * whole, the queries under `refresh` are refreshed and the outcome stays under the buttons, with
 * `warning` (e.g. texts not sent) when it has one.
 */
export function ImportStep<R extends ImportResult>({ texts, onTemplate, onImport, refresh, warning, testId }: { texts: ImportStepTexts; onTemplate: () => Promise<unknown>; onImport: (file: File, onProgress: (sent: number) => void) => Promise<R>; refresh: readonly unknown[]; warning?: (result: R) => string | null; testId: string }) {
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const [last, setLast] = useState<R | null>(null);
  const note = last ? (warning?.(last) ?? null) : null;
  return (
    <>
      <HStack gap="3" wrap="wrap">
        <Button colorPalette="brand" onClick={() => setOpen(true)}>
          {texts.import}
        </Button>
        <Button variant="outline" onClick={() => void onTemplate().catch(() => undefined)}>
          {texts.template}
        </Button>
      </HStack>
      {last && <AlertBox status={note ? 'warning' : 'success'} borderRadius="md" data-testid={testId} title={texts.done(last.inserted, last.updated)} description={note} />}
      <ImportDialog
        open={open}
        onClose={() => setOpen(false)}
        texts={texts.dialog}
        onTemplate={onTemplate}
        onImport={async (file, onProgress) => {
          const result = await onImport(file, onProgress);
          if (result.problems.length === 0) {
            setLast(result);
            void qc.invalidateQueries({ queryKey: refresh });
          }
          return result;
        }}
      />
    </>
  );
}
