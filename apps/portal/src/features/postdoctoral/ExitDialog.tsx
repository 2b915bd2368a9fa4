import { Stack } from '@chakra-ui/react';
import { endpoints } from '@portal/api';
import type { z } from 'zod';
import * as t from '../../i18n/zh-CN';
import { notify } from '../../lib/api';
import { FormDialog, submitForm, TextField, useZodForm } from '../common';
import { useExitStay, type ExitKind } from './queries';

/** The stay an exit is for: its record id, the researcher's name and the entry date ('YYYY-MM-DD'). */
export interface ExitTarget {
  id: number;
  name: string;
  entryDate: string;
  kind: ExitKind;
}

/**
 * The form of an exit, from the contract's rules (exitExpo / midwayExit input) plus the rule the
 * server also checks: the exit date is not before the entry date (4001 there).
 */
function exitSchema(target: ExitTarget) {
  const base = (target.kind === 'expo' ? endpoints.exitExpo.input : endpoints.midwayExit.input).omit({ id: true }) as z.ZodObject<{ exitDate: z.ZodType<string>; reason?: z.ZodType<string> }>;
  return base.refine((v) => v.exitDate >= target.entryDate, { path: ['exitDate'], message: `出站日期不能早于进站日期 ${target.entryDate}` });
}

/**
 * 期满出站 / 中途退站 of one open stay: the exit date (and, mid-way, the reason), checked as the
 * user leaves each field; saved through the exit endpoint, which refreshes the records. A refusal (e.g. someone else ended the stay first, 4009) keeps the dialog open.
 * Mount it for one stay at a time (keyed by the stay), so every exit starts from an empty form.
 */
export function ExitDialog({ target, onClose }: { target: ExitTarget; onClose: () => void }) {
  const T = t.postdoc;
  const exit = useExitStay();
  const form = useZodForm<z.ZodType, { exitDate: string; reason?: string }, { exitDate: string; reason?: string }>(exitSchema(target), { exitDate: '', reason: '' });
  const kindLabel = target.kind === 'expo' ? T.exitExpo : T.midwayExit;
  return (
    <FormDialog
      open
      title={T.exitTitle(kindLabel, target.name)}
      submitLabel={T.exitSubmit}
      onClose={onClose}
      onSubmit={submitForm(form, (v) => exit.mutateAsync({ kind: target.kind, id: target.id, exitDate: v.exitDate, ...(target.kind === 'midway' ? { reason: v.reason ?? '' } : {}) }).then(() => notify(T.exited, 'success')))}
    >
      <Stack gap="4">
        <TextField form={form} name="exitDate" label={T.exitDate} type="date" hint={T.exitDateHint(target.entryDate)} />
        {target.kind === 'midway' && <TextField form={form} name="reason" label={T.reason} placeholder={T.reasonHint} multiline rows={3} maxLength={200} />}
      </Stack>
    </FormDialog>
  );
}
