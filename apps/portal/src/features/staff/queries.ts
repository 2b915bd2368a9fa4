import { endpoints, staffLedger } from '@portal/api';
import { api } from '../../lib/api';
import { useCallMutations } from '../common';
import { ledgerQueryKey } from '../ledger';

/**
 * The staff routes beside the ledger engine's (list, save, remove and import are `useLedger` of
 * features/ledger): leaving dates (离职登记, or null: 恢复在职) and the identity-card entry; each
 * refreshes the staff pages afterwards.
 */
export const useStaffActions = () =>
  useCallMutations([ledgerQueryKey(staffLedger)], {
    setLeft: endpoints.modifyPersonal,
    importIdCard: (rows: string) => api.call(endpoints.personalImportIdCard, { rows }),
  });
