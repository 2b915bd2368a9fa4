import { createFileRoute } from '@tanstack/react-router';
import { guardPage } from '../../features/navigation/guard';
import { bsRecordSearchSchema } from '../../features/ageAppropriate/search';
import { searchRoute } from '../../lib/search';

/** /bsRecord : every task's send records with filters; ?tab=optOut the numbers that opted out. */
export const Route = createFileRoute('/_shell/bsRecord')({
  ...searchRoute(bsRecordSearchSchema, () => import('../../features/ageAppropriate/SmsPages').then((m) => m.BsRecordPage)),
  beforeLoad: guardPage('/bsRecord'),
});
