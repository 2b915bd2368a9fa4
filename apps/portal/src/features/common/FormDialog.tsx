import { Button, type ButtonProps, type DialogRootProps } from '@chakra-ui/react';
import { DialogFrame } from '@portal/ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import * as t from '../../i18n/zh-CN';
import { useFormDraft } from './draft';

export interface FormDialogProps {
  open: boolean;
  /** the dialog's heading and accessible name */
  title: string;
  /** closes the dialog (取消, Esc, the backdrop, or a successful save) */
  onClose: () => void;
  /**
   * Runs on 保存 or Enter. Resolves `true` once saved: the dialog then closes. Resolves `false`
   * (invalid input) or rejects (the server refused; the API client has shown why): the dialog stays
   * open with what was typed. With react-hook-form, build it with `submitForm`.
   */
  onSubmit: FormSubmit;
  /** the form's fields */
  children: ReactNode;
  /** the submit button's text; 保存 by default */
  submitLabel?: string;
  /** the submit button's colour; brand by default, red for a refusal */
  submitPalette?: ButtonProps['colorPalette'];
  /** keeps the submit button disabled, e.g. while a field is over its length */
  submitDisabled?: boolean;
  /** Chakra's dialog size; 'lg' by default, full screen on a phone for long forms: { base: 'full', md: 'lg' } */
  size?: DialogRootProps['size'];
  /** 'inside' scrolls the body of a long form, keeping the title and buttons in view */
  scrollBehavior?: DialogRootProps['scrollBehavior'];
  /** false keeps the dialog open on a click outside it (long texts that would be lost) */
  closeOnInteractOutside?: boolean;
}

/**
 * What runs on 保存: resolves true once saved. Built by {@link submitForm}, it carries its
 * react-hook-form `form`, through which FormDialog keeps a draft across a forced login.
 */
export type FormSubmit = (() => Promise<boolean>) & { form?: UseFormReturn<FieldValues, unknown, FieldValues> };

/**
 * A form in a dialog: title, the fields, then 取消 and 保存. While `onSubmit` runs, 保存 shows a
 * spinner, a second submit is ignored and the dialog cannot be closed; it closes only when the save
 * succeeds. The form does not validate natively (noValidate): the fields show their own errors.
 * A form built with {@link submitForm} keeps what was typed across a login forced by a lost
 * session (useFormDraft, keyed by the title): after the login, opening it again gives it back.
 */
export function FormDialog({ open, title, onClose, onSubmit, children, submitLabel = t.common.save, submitPalette = 'brand', submitDisabled, size = 'lg', scrollBehavior, closeOnInteractOutside }: FormDialogProps) {
  const [pending, setPending] = useState(false);
  useFormDraft(onSubmit.form ?? null, title, open);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const submit = async () => {
    if (pending) return;
    setPending(true);
    const saved = await onSubmit().catch(() => false);
    if (!mounted.current) return;
    setPending(false);
    if (saved) onClose();
  };
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      locked={pending}
      onSubmit={() => void submit()}
      title={title}
      size={size}
      scrollBehavior={scrollBehavior}
      closeOnInteractOutside={closeOnInteractOutside}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            {t.common.cancel}
          </Button>
          <Button type="submit" colorPalette={submitPalette} loading={pending} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </>
      }
    >
      {children}
    </DialogFrame>
  );
}

/**
 * A FormDialog `onSubmit` for a react-hook-form form: validates (the fields show their errors and
 * it resolves false), then runs `save` with the parsed values and resolves true once it resolves;
 * a rejection of `save` (the API client has shown why) passes through, keeping the dialog open.
 * The answer carries `form`, so FormDialog keeps a draft of it across a forced login.
 */
export function submitForm<In extends FieldValues, Out extends FieldValues>(form: UseFormReturn<In, unknown, Out>, save: (values: Out) => Promise<unknown>): FormSubmit {
  const submit: FormSubmit = async () => {
    let saved = false;
    await form.handleSubmit(async (values) => {
      await save(values);
      saved = true;
    })();
    return saved;
  };
  submit.form = form as unknown as UseFormReturn<FieldValues, unknown, FieldValues>;
  return submit;
}
