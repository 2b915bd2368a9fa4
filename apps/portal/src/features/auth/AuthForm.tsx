import { Button, Stack, chakra, type ButtonProps } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import * as t from '../../i18n/zh-CN';
import { useZodForm } from '../common';
import { FormError } from './fields';
import { showServerError } from './serverErrors';
import { useLogout } from './useLogout';

/** What {@link useAuthForm} needs besides the schema. */
export interface AuthFormOptions<In extends FieldValues, Out, R> {
  defaultValues: DefaultValues<In>;
  /** the call the form makes with its parsed values (one mutation: a second submit waits for it) */
  run: (values: Out) => Promise<R>;
  onSuccess?: (result: R) => void;
  /** the fields a refusal may be shown under ({@link showServerError}); any other message goes to the form's banner */
  fields: readonly Path<In>[];
  /** replaces that handling of a refusal (the login form's captcha asked for by the server), given the form and the banner's setter */
  onError?: (error: unknown, form: UseFormReturn<In, unknown, Out>, setError: (message: string | null) => void) => void;
}

/**
 * The state of a form of the login and account pages: the react-hook-form `form` checked by
 * `schema` (zod, asynchronous refinements awaited), the `run` call as a mutation, and the banner's
 * `error`: a refusal goes under the field it names, or to the banner; what was typed is kept.
 * `submit` is the form's onSubmit: it validates, clears the banner and runs the call.
 */
export function useAuthForm<S extends z.ZodType<FieldValues, FieldValues>, R>(schema: S, { defaultValues, run, onSuccess, fields, onError }: AuthFormOptions<z.input<S>, z.output<S>, R>) {
  const form = useZodForm(schema, defaultValues, 'onSubmit');
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: run, onSuccess, onError: (e: unknown) => (onError ? onError(e, form, setError) : setError(showServerError(e, fields, form.setError))) });
  const submit = form.handleSubmit((values) => {
    setError(null);
    mutation.mutate(values);
  });
  return { form, error, setError, mutation, submit };
}

/** A form's state as {@link useAuthForm} answers it. */
export type AuthFormState = Pick<ReturnType<typeof useAuthForm>, 'error' | 'submit'> & { mutation: { isPending: boolean } };

/**
 * A form of the login and account pages: no native validation (the fields show their own
 * messages), named `label`, the banner of a refusal (`errorTestId`, form-error by default), the
 * fields, then the submit button (spinning while the call runs), what comes `after` it (a link) and,
 * with `logoutTo`, 退出登录 to that login page (an account that must finish a setup step). On the auth card the button spans the form; `inCard` (a card of the personal centre)
 * keeps the form narrow and the button at its start.
 */
export function AuthForm({ label, state, submitLabel, buttonProps, inCard = false, errorTestId, children, after, logoutTo }: { label: string; state: AuthFormState; submitLabel: string; buttonProps?: ButtonProps; inCard?: boolean; errorTestId?: string; children: ReactNode; after?: ReactNode; logoutTo?: '/' | '/login2' }) {
  const logout = useLogout();
  const place: ButtonProps = inCard ? { alignSelf: { base: 'stretch', sm: 'flex-start' }, px: '10' } : { w: 'full', mt: '2' };
  return (
    <chakra.form noValidate aria-label={label} onSubmit={state.submit}>
      <Stack gap="4" maxW={inCard ? 'md' : undefined}>
        <FormError message={state.error} testId={errorTestId} />
        {children}
        <Button type="submit" colorPalette="brand" size="lg" loading={state.mutation.isPending} {...place} {...buttonProps}>
          {submitLabel}
        </Button>
        {after}
        {logoutTo && (
          <Button type="button" variant="ghost" size="sm" onClick={() => void logout(logoutTo)}>
            {t.account.logout}
          </Button>
        )}
      </Stack>
    </chakra.form>
  );
}
