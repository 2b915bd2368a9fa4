import { DEPT_TYPES, ENT_RECOGNITION_KEEPERS, deptTypesOf, entRecognitionLedger, talentRosterLedger, type EntRecognitionCategory } from '@portal/api';
import { forbidden } from '../../http/errors';
import type { Router } from '../../http/router';
import { mountLedger } from '../ledger/mount';
import { entRecognition, talentRoster } from './tables';

/**
 * The departments' registers (issue 13; docs/data-collection.md, 部门名录), served by the ledger
 * engine from their declarations (@portal/api endpoints/deptRegisters.ts): 企业认定名录 at
 * /api/deptData/company/*, where a department records only the kinds of recognition it gives
 * (another kind: 4003 naming the department that gives it), and 高层次人才名录 at /api/deptData/staff/*.
 */
export function deptRegisterRoutes(r: Router): void {
  mountLedger(r, entRecognitionLedger, entRecognition, {
    check: async (_db, values, { user }) => {
      const keeper = ENT_RECOGNITION_KEEPERS[values.category as EntRecognitionCategory];
      return deptTypesOf(user).includes(keeper) ? undefined : forbidden(`认定类别：${String(values.category)}由${DEPT_TYPES[keeper]}认定和登记，本部门不能登记`);
    },
  });
  mountLedger(r, talentRosterLedger, talentRoster);
}
