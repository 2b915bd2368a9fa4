import { endpoints, staffLedger } from '@portal/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { ledgerQueryKey } from '../ledger';

/**
 * The staff routes beside the ledger engine's (list, save, remove and import are `useLedger` of
 * features/ledger): leaving dates (离职登记, or null: 恢复在职) and the identity-card entry; each
 * refreshes the staff pages afterwards.
 */
export function useStaffActions() {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: ledgerQueryKey(staffLedger) });
  return {
    setLeft: useMutation({ mutationFn: (input: { ids: number[]; leftOn: string | null }) => api.call(endpoints.modifyPersonal, input), onSuccess: refresh }),
    importIdCard: useMutation({ mutationFn: (rows: string) => api.call(endpoints.personalImportIdCard, { rows }), onSuccess: refresh }),
  };
}
