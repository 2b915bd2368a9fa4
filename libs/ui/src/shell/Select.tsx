import { NativeSelect } from '@chakra-ui/react';
import type { ChangeEvent, FocusEvent, Ref } from 'react';

/** What a form library binds to a select (react-hook-form's `register(name)`): its name, change and blur handlers and ref. */
export interface SelectBinding {
  name?: string;
  onChange?: (event: ChangeEvent<HTMLSelectElement>) => unknown;
  onBlur?: (event: FocusEvent<HTMLSelectElement>) => unknown;
  ref?: Ref<HTMLSelectElement>;
}

/** An option of a select: the value kept and the words shown; a plain string is both. */
export type SelectOption = string | { value: string | number; label: string; disabled?: boolean };

export interface SelectProps extends Omit<NativeSelect.RootProps, 'onChange' | 'children'> {
  /** the options in order (a dictionary's: `useDict(type).options ?? []`; a list's: `optionsOf(values, labels)`) */
  options: readonly SelectOption[];
  /** a first option of value '' meaning none or all: 请选择, 全部状态... */
  placeholder?: string | undefined;
  /** the selected value (controlled); with `field` instead, react-hook-form keeps it */
  value?: string | number | undefined;
  /** receives the chosen option's value ('' for the placeholder) */
  onChange?: ((value: string) => void) | undefined;
  /** react-hook-form's `register(name)`, for a select of a form */
  field?: SelectBinding | undefined;
  /** the accessible name when no label is shown (a filter bar's select) */
  'aria-label'?: string | undefined;
  /** props of the native element: id, name, bg, data-testid... */
  fieldProps?: NativeSelect.FieldProps & { 'data-testid'?: string };
}

/**
 * The one native drop-down of the portal and the bigscreen (issue 41): Chakra's NativeSelect with
 * its indicator, `placeholder` (value '') first, then `options`. Root props (size, w, invalid,
 * disabled) go to the root. The portal's labelled form field is its SelectField, a filter bar's
 * its FilterSelect; the pagination bar's page size is one too.
 */
export function Select({ options, placeholder, value, onChange, field, 'aria-label': ariaLabel, fieldProps, ...root }: SelectProps) {
  return (
    <NativeSelect.Root {...root}>
      <NativeSelect.Field aria-label={ariaLabel} {...field} {...(value !== undefined && { value })} {...(onChange && { onChange: (e: ChangeEvent<HTMLSelectElement>) => onChange(e.target.value) })} {...fieldProps}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) =>
          typeof o === 'string' ? (
            <option key={o} value={o}>
              {o}
            </option>
          ) : (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ),
        )}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
