import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form form checked by the zod `schema` (asynchronous refinements awaited). Its fields
 * are typed `In`: the schema's input, or the form's own shape where a field holds what was typed
 * (a number as text) or the schema is built at run time; a submit's values are typed `Out`, the
 * schema's output. `mode` is when a field's error shows: 'onTouched' (the default: once the field
 * has been left, then as it changes) or 'onSubmit' (from the first submit on).
 */
export function useZodForm<S extends z.ZodType, In extends FieldValues = z.input<S> & FieldValues, Out extends FieldValues = z.output<S> & FieldValues>(schema: S, defaultValues: DefaultValues<In>, mode: 'onTouched' | 'onSubmit' = 'onTouched'): UseFormReturn<In, unknown, Out> {
  return useForm<In, unknown, Out>({ resolver: zodResolver(schema as never) as never, mode, defaultValues });
}
