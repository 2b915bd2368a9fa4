import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * The labelled required fields of a react-hook-form form (the station's forms): `field(name, label,
 * input, hint?)` puts `input` under its label with the required mark, then the hint while the
 * field is valid, or its error.
 */
export const requiredFields =
  <F extends FieldValues>(form: Pick<UseFormReturn<F>, 'formState'>) =>
  (name: Path<F>, label: string, input: ReactNode, hint?: string) => {
    const error = (form.formState.errors as Record<string, { message?: string } | undefined>)[name]?.message;
    return (
      <Field.Root invalid={Boolean(error)} required>
        <Field.Label>
          {label}
          <Field.RequiredIndicator />
        </Field.Label>
        {input}
        {hint && !error && <Field.HelperText>{hint}</Field.HelperText>}
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
    );
  };
