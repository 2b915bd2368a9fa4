import { useSession } from '@portal/auth';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import * as t from '../../i18n/zh-CN';
import { notify } from '../../lib/api';
import { registerDraftSource, takeDraft } from '../../lib/draft';

/** A short, stable fingerprint of a form's starting values (which record a form edits). */
function fingerprint(values: unknown): string {
  const text = JSON.stringify(values ?? null);
  let h = 5381;
  for (let i = 0; i < text.length; i++) h = ((h * 33) ^ text.charCodeAt(i)) >>> 0;
  return h.toString(36);
}

/**
 * Keeps what is typed into `form` across a login forced by a lost session (code 2003; issue 24,
 * "Back where you were"): while `active` (the form is shown) the form is registered, so the 2003
 * answer stores its values in sessionStorage (lib/draft.ts keepDrafts); when the same form is shown
 * again on the same page (path and query) to the same account after that login, the values are put
 * back and the user is told so. A form is the same when `name` and its starting values match (an
 * edit dialog of another record starts empty). FormDialog does this for every form built with
 * submitForm; a form on a page of its own calls it once.
 */
export function useFormDraft<In extends FieldValues, Out extends FieldValues>(form: UseFormReturn<In, unknown, Out> | null, name: string, active = true): void {
  const href = useRouterState({ select: (s) => s.location.href });
  const userId = useSession((s) => s.user?.userId ?? null);
  const formRef = useRef(form);
  formRef.current = form;
  const enabled = active && form !== null && userId !== null;
  // a form whose starting values arrive later (a record loaded) is looked up again with them
  const starting = form ? fingerprint(form.formState.defaultValues) : '';
  useEffect(() => {
    if (!enabled) return;
    const keyOf = () => `${name}@${fingerprint(formRef.current?.formState.defaultValues)}`;
    // after every effect of this commit, so a form that takes its starting values in an effect has them
    const restore = setTimeout(() => {
      const current = formRef.current;
      const draft = current && userId !== null ? takeDraft(href, keyOf(), userId) : null;
      if (!current || !draft) return;
      current.reset({ ...current.getValues(), ...draft } as In, { keepDefaultValues: true });
      notify(t.common.draftRestored, 'info');
    }, 0);
    const unregister = registerDraftSource(keyOf, () => formRef.current?.getValues());
    return () => {
      clearTimeout(restore);
      unregister();
    };
  }, [enabled, href, name, userId, starting]);
}
