import { createFileRoute } from '@tanstack/react-router';
import { ledgerRoute } from '../../features/ledger';
import { guardPage } from '../../features/navigation/guard';

/** /track-service : track service records of government staff (the trackRecord ledger). */
export const Route = createFileRoute('/_shell/track-service')({
  ...ledgerRoute(() => import('../../features/ledger/trackRecord').then((m) => m.trackRecordLedger)),
  beforeLoad: guardPage('/track-service'),
});
