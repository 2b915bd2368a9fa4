import { createFileRoute } from '@tanstack/react-router';
import { guardPage } from '../../features/navigation/guard';
import { smsDetailSearchSchema } from '../../features/ageAppropriate/search';
import { searchRoute } from '../../lib/search';

/** /sms-detail : one send task: counts, retry and its per-recipient records. */
export const Route = createFileRoute('/_shell/sms-detail')({
  ...searchRoute(smsDetailSearchSchema, () => import('../../features/ageAppropriate/SmsPages').then((m) => m.SmsDetailPage)),
  beforeLoad: guardPage('/sms-detail'),
});
