import { Select, type SelectProps } from '@portal/ui';
import { FormField } from './FormField';

export { Select, type SelectOption, type SelectProps } from '@portal/ui';

export interface SelectFieldProps extends SelectProps {
  /** the visible label (also the select's accessible name) */
  label: string;
  /** the message under the field while it is invalid (from the form's validation) */
  error?: string | undefined;
  /** a line of help under the field */
  hint?: string | undefined;
  /** marks the label with the required indicator */
  required?: boolean | undefined;
}

/** A labelled select of a form: label with the required mark, the {@link Select}, a hint, and the error bound to it (Field.Root, so the error is announced). */
export function SelectField({ label, error, hint, required = false, disabled, ...select }: SelectFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint} required={required} disabled={disabled}>
      <Select {...select} />
    </FormField>
  );
}
