import { Field, Input, Textarea } from '@chakra-ui/react';
import { z } from 'zod';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/** One labelled text field of a react-hook-form form, with its error bound to it (/sysConfig, /sysDict, /sysDistrict). */
export function TextField<F extends FieldValues>({ form, name, label, hint, type = 'text', multiline = false, required = true }: { form: UseFormReturn<F>; name: Path<F>; label: string; hint?: string; type?: 'text' | 'date'; multiline?: boolean; required?: boolean }) {
  const error = (form.formState.errors as Record<string, { message?: string } | undefined>)[name]?.message;
  const field = form.register(name);
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {multiline ? <Textarea {...field} rows={5} maxLength={500} /> : <Input {...field} type={type} maxLength={300} />}
      {hint && <Field.HelperText>{hint}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** A list typed in one text field (phone numbers...): split on commas, 、 or spaces, empty parts dropped. */
export const listText = z.string().transform((v) => v.split(/[,，、\s]+/).filter(Boolean));
