import { createFileRoute } from '@tanstack/react-router';
import { SmsTemplatesPage } from '../../features/ageAppropriate/SmsTemplatesPage';
import { guardPage } from '../../features/navigation/guard';

/** /sms-edit : the saved SMS templates of the campaign messages (issue 16, docs/questionnaires.md). */
export const Route = createFileRoute('/_shell/sms-edit')({
  beforeLoad: guardPage('/sms-edit'),
  component: SmsTemplatesPage,
});
