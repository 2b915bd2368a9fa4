import { trackRecordLedger } from '@portal/api';
import type { Router } from '../../http/router';
import { mountLedger } from '../ledger/mount';
import { trackRecord } from './tables';

/**
 * Track service records (SPEC.md section 7, Track records; the /track-service page), served by the
 * ledger engine from their declaration (`trackRecordLedger` of @portal/api). Staff of the
 * employment centre only (the declaration's roles); every staff member sees every record.
 */
export function trackRecordRoutes(r: Router): void {
  mountLedger(r, trackRecordLedger, trackRecord);
}
