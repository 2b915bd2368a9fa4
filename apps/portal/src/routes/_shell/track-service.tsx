import { trackRecordLedger } from '@portal/api';
import { createFileRoute } from '@tanstack/react-router';
import { ledgerSearchSchema } from '../../features/ledger';
import { guardPage } from '../../features/navigation/guard';
import { searchRoute } from '../../lib/search';

/** /track-service : track service records of government staff (the trackRecord ledger). */
export const Route = createFileRoute('/_shell/track-service')({
  ...searchRoute(ledgerSearchSchema(trackRecordLedger), () => import('../../features/ledger/LedgerPage').then((m) => m.LedgerPage), { ledger: trackRecordLedger }),
  beforeLoad: guardPage('/track-service'),
});
