import { Field, type FieldRootProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

export interface FormFieldProps extends Omit<FieldRootProps, 'children' | 'invalid' | 'label'> {
  /** the visible label (the input's accessible name); marked when `required` */
  label: ReactNode;
  /** the message under the field while it is invalid (from the form's validation); the field is invalid while it is set */
  error?: string | undefined;
  /** a line of help under the input */
  hint?: ReactNode;
  /** the label's id, for an input that names itself by `aria-labelledby` (a rich-text editor) */
  labelId?: string;
  /** whether a required field's label shows the required mark (*); true by default */
  mark?: boolean;
  /** the input: Input, Textarea, a Controller... */
  children: ReactNode;
}

/**
 * One labelled field of a form (issue 41: the one way to draw it): Chakra's Field with the label and
 * its required mark, the input, a hint, and the error bound to the input (announced). Root props
 * (required, disabled, gridColumn, mt...) go to the root. A select is {@link SelectField}.
 */
export function FormField({ label, error, hint, labelId, mark = true, children, ...root }: FormFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} {...root}>
      <Field.Label id={labelId}>
        {label}
        {mark && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {hint && <Field.HelperText>{hint}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** The message of the error react-hook-form holds for the field `name` of `form`, if any. */
export const errorOf = <F extends FieldValues>(form: Pick<UseFormReturn<F>, 'formState'>, name: Path<F>): string | undefined => (form.formState.errors as Record<string, { message?: string } | undefined>)[name]?.message;

/** The options of a field built by {@link formFields}: required (the default) or not, and a hint shown while the field is valid. */
export interface FormFieldOptions {
  required?: boolean;
  hint?: string | undefined;
}

/**
 * The labelled fields of a react-hook-form form: `field(name, label, input, options?)` is a
 * {@link FormField} with the error of `name` bound to it, required unless `options.required` is
 * false, its hint shown while the field is valid; `disabled` disables every field (a read-only answer).
 */
export const formFields =
  <F extends FieldValues>(form: Pick<UseFormReturn<F>, 'formState'>, disabled = false) =>
  (name: Path<F>, label: string, input: ReactNode, { required = true, hint }: FormFieldOptions = {}) => {
    const error = errorOf(form, name);
    return (
      <FormField label={label} error={error} hint={error ? undefined : hint} required={required} disabled={disabled}>
        {input}
      </FormField>
    );
  };
