import { entRecognitionLedger, talentRosterLedger } from '@portal/api';
import type { Router } from '../../http/router';
import { mountLedger } from '../ledger/mount';
import { entRecognition, talentRoster } from './tables';

/**
 * The departments' registers (issue 13; docs/data-collection.md, 部门名录), served by the ledger
 * engine from their declarations (@portal/api endpoints/deptRegisters.ts): 企业认定名录 at
 * /api/deptData/company/* (a department adds, changes and removes only the kinds of recognition
 * it gives: the declaration's `mayChange`) and 高层次人才名录 at /api/deptData/staff/*.
 */
export function deptRegisterRoutes(r: Router): void {
  mountLedger(r, entRecognitionLedger, entRecognition);
  mountLedger(r, talentRosterLedger, talentRoster);
}
