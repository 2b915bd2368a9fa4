import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { SmsAddPage } from '../../features/ageAppropriate/SmsPages';
import { guardPage } from '../../features/navigation/guard';
import { optionalId } from '../../lib/search';

/** /sms-add[?groupId=] : a new SMS send task (template x group), the group preselected when given. */
export const Route = createFileRoute('/_shell/sms-add')({
  validateSearch: z.object({ groupId: optionalId }),
  beforeLoad: guardPage('/sms-add'),
  component: SmsAddRoute,
});

function SmsAddRoute() {
  return <SmsAddPage groupId={Route.useSearch().groupId} />;
}
