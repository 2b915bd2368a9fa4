import type { Endpoint, InputOf, OutputOf } from '@portal/api';
import { useMutation, useQueryClient, type QueryKey, type UseMutationResult } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** A change a feature makes: an endpoint called with its own input, or a function that makes the call (another input shape, call options, a choice of endpoint). */
type Change = Endpoint | ((input: never) => Promise<unknown>);
type ChangeInput<C> = C extends Endpoint ? InputOf<C> : C extends (...args: infer A) => Promise<unknown> ? (A extends [] ? void : A[0]) : never;
type ChangeOutput<C> = C extends Endpoint ? OutputOf<C> : C extends (...args: never[]) => Promise<infer O> ? O : never;

/** What useCallMutations answers: one TanStack mutation per name of `changes`, typed by its endpoint or call. */
export type CallMutations<C extends Record<string, Change>> = { [K in keyof C]: UseMutationResult<ChangeOutput<C[K]>, Error, ChangeInput<C[K]>> };

/**
 * The changes of one feature, each a TanStack mutation (pending state, errors shown by the API
 * client) that, once it has ended, answered or refused (a refusal often means the page was
 * stale), refreshes every query whose key starts with one of `refreshes`; `mutateAsync` settles
 * after that refresh, so what the page shows next is the new state.
 *
 * `changes`: name → an endpoint (the mutation's input is the endpoint's input) or a call
 * `(input) => api.call(...)`. It must name the same changes at every render (one mutation is kept
 * per name, in order): write it as a literal.
 */
export function useCallMutations<C extends Record<string, Change>>(refreshes: readonly QueryKey[], changes: C): CallMutations<C> {
  const qc = useQueryClient();
  const onSettled = () => Promise.all(refreshes.map((queryKey) => qc.invalidateQueries({ queryKey })));
  const entries = Object.entries(changes).map(([name, change]) => {
    const mutationFn = typeof change === 'function' ? (change as (input: unknown) => Promise<unknown>) : (input: unknown) => api.call(change, input as never);
    // the names are the same at every render (see above), so the mutations keep their order
    // eslint-disable-next-line react-hooks/rules-of-hooks
    return [name, useMutation({ mutationFn, onSettled })] as const;
  });
  return Object.fromEntries(entries) as CallMutations<C>;
}
