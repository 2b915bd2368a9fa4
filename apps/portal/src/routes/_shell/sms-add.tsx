import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { guardPage } from '../../features/navigation/guard';
import { optionalId, pageRoute } from '../../lib/search';

/** /sms-add[?groupId=] : a new SMS send task (template x group), the group preselected when given. */
export const Route = createFileRoute('/_shell/sms-add')({
  ...pageRoute(z.object({ groupId: optionalId }), () => import('../../features/ageAppropriate/SmsPages').then((m) => m.SmsAddPage), (s) => ({ groupId: s.groupId })),
  beforeLoad: guardPage('/sms-add'),
});
