import { createFileRoute } from '@tanstack/react-router';
import { SmsGatewayPage, smsGatewayOptions } from '../../features/admin';
import { prefetch } from '../../features/demand/queries';
import { guardPage } from '../../features/navigation/guard';

/** /smsGateway : centre administration, the SMS gateway and each kind's registered template (issue 40, docs/sms.md). */
export const Route = createFileRoute('/_shell/smsGateway')({
  beforeLoad: guardPage('/smsGateway'),
  loader: ({ context }) => prefetch(context.queryClient, smsGatewayOptions()),
  component: SmsGatewayPage,
});
