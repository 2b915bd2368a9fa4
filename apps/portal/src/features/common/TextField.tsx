import { Input, Textarea } from '@chakra-ui/react';
import { z } from 'zod';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { errorOf, FormField } from './FormField';

/**
 * One labelled text field of a react-hook-form form, with its hint and its error bound to it
 * (/sysConfig, /sysDict, /sysDistrict, the reason of a decision): a line (at most 300 characters by
 * default) or, `multiline`, a text area of `rows` lines (500 characters).
 */
export function TextField<F extends FieldValues>({ form, name, label, hint, placeholder, type = 'text', multiline = false, rows = 5, maxLength = multiline ? 500 : 300, required = true }: { form: UseFormReturn<F>; name: Path<F>; label: string; hint?: string | undefined; placeholder?: string | undefined; type?: 'text' | 'date' | 'email'; multiline?: boolean; rows?: number; maxLength?: number; required?: boolean }) {
  const error = errorOf(form, name);
  const field = form.register(name);
  return (
    <FormField label={label} error={error} hint={hint} required={required}>
      {multiline ? <Textarea {...field} rows={rows} maxLength={maxLength} placeholder={placeholder} /> : <Input {...field} type={type} maxLength={maxLength} placeholder={placeholder} />}
    </FormField>
  );
}

/** A list typed in one text field (phone numbers...): split on commas, 、 or spaces, empty parts dropped. */
export const listText = z.string().transform((v) => v.split(/[,，、\s]+/).filter(Boolean));
