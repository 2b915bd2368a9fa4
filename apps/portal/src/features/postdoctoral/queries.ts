import { endpoints, postdocRecordLedger, type PostdocFundingYear } from '@portal/api';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { ledgerQueryKey } from '../ledger';

/** Query keys start with 'user': they depend on the session and are dropped at logout. */
const fundingKey = ['user', 'postdocFunding'] as const;

/** The funding view of one year (/postDoctoralMoneyYear): per unit person-years, funding and disbursed amounts, and the total. */
export const fundingYearOptions = (year: number) =>
  queryOptions({
    queryKey: [...fundingKey, year],
    queryFn: ({ signal }) => api.call(endpoints.postdocFundingYear, { year }, { signal }) as Promise<PostdocFundingYear>,
    staleTime: 30_000,
  });

/** How a stay ends: 期满出站 (exitExpo) or 中途退站 with its reason (midwayExit). */
export type ExitKind = 'expo' | 'midway';

/**
 * The exits of a stay (beside the ledger engine's save and remove): each refreshes the entry/exit
 * records and the funding view, whose person-years the exit changes.
 */
export function useExitStay() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, ...input }: { kind: ExitKind; id: number; exitDate: string; reason?: string }) =>
      kind === 'expo' ? api.call(endpoints.exitExpo, { id: input.id, exitDate: input.exitDate }) : api.call(endpoints.midwayExit, { id: input.id, exitDate: input.exitDate, reason: input.reason ?? '' }),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: ledgerQueryKey(postdocRecordLedger) }), qc.invalidateQueries({ queryKey: fundingKey })]),
  });
}
