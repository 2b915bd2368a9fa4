import { type ButtonProps } from '@chakra-ui/react';
import { Note } from '@portal/ui';
import type { ReactNode } from 'react';
import { z } from 'zod';
import { FormDialog, submitForm } from './FormDialog';
import { TextField } from './TextField';
import { useZodForm } from './useZodForm';

/**
 * A dialog asking the reason of a decision before it is made (退回, 重新打开, 不通过, 不批准): one
 * required text of 2 to `maxLength` characters (trimmed), checked as the user leaves it and on
 * submit, with `requiredMessage` when missing or too short. `onSubmit` receives the trimmed reason;
 * when it rejects (the API client has shown why) the dialog stays open with the text kept. Mount it
 * for one decision at a time (keyed by it), so each starts empty.
 */
export function ReasonDialog({
  title,
  label,
  hint,
  requiredMessage,
  submitLabel,
  submitPalette = 'brand',
  maxLength = 500,
  about,
  onClose,
  onSubmit,
}: {
  title: string;
  /** the field's label, e.g. 原因, 不通过的理由 */
  label: string;
  /** placeholder: what the reason should say and who reads it */
  hint?: string;
  requiredMessage: string;
  submitLabel: string;
  submitPalette?: ButtonProps['colorPalette'];
  maxLength?: number;
  /** above the field: what is decided on (a record's title) */
  about?: ReactNode;
  onClose: () => void;
  onSubmit: (reason: string) => Promise<unknown>;
}) {
  const schema = z.object({ reason: z.string().trim().min(2, requiredMessage).max(maxLength, `内容不能超过${maxLength}个字`) });
  const form = useZodForm<typeof schema, { reason: string }, { reason: string }>(schema, { reason: '' });
  return (
    <FormDialog open title={title} onClose={onClose} onSubmit={submitForm(form, (v) => onSubmit(v.reason))} submitLabel={submitLabel} submitPalette={submitPalette}>
      {about && (
        <Note mb="3" lineClamp={2}>{about}</Note>
      )}
      <TextField form={form} name="reason" label={label} placeholder={hint} multiline rows={3} maxLength={maxLength} />
    </FormDialog>
  );
}
