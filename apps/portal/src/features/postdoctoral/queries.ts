import { endpoints, postdocRecordLedger, postdocTicketLedger, postdocUnitLedger, type PostdocFundingYear } from '@portal/api';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { ledgerQueryKey } from '../ledger';

/**
 * The funding view of one year (/postDoctoralMoneyYear): per unit person-years, funding and
 * disbursed amounts, and the total. Not kept once the page is left (gcTime 0): every change of a
 * stay or a ticket on the registers' page shows when the view is opened again. Query keys start
 * with 'user': they depend on the session and are dropped at logout.
 */
export const fundingYearOptions = (year: number) =>
  queryOptions({
    queryKey: ['user', 'postdocFunding', year],
    queryFn: ({ signal }) => api.call(endpoints.postdocFundingYear, { year }, { signal }) as Promise<PostdocFundingYear>,
    gcTime: 0,
  });

/** How a stay ends: 期满出站 (exitExpo) or 中途退站 with its reason (midwayExit). */
export type ExitKind = 'expo' | 'midway';

/** The exits of a stay (beside the ledger engine's save and remove); each refreshes the entry/exit records. */
export function useExitStay() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, ...input }: { kind: ExitKind; id: number; exitDate: string; reason?: string }) =>
      kind === 'expo' ? api.call(endpoints.exitExpo, { id: input.id, exitDate: input.exitDate }) : api.call(endpoints.midwayExit, { id: input.id, exitDate: input.exitDate, reason: input.reason ?? '' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ledgerQueryKey(postdocRecordLedger) }),
  });
}

/** The registers of /postDoctoralStationUnits, a tab each: 设站单位, 经费拨付单, 进出站记录. */
export const POSTDOC_LEDGERS = [postdocUnitLedger, postdocTicketLedger, postdocRecordLedger] as const;

