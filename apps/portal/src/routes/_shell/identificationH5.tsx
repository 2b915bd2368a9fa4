import { createFileRoute } from '@tanstack/react-router';
import { requireEnterprise } from '../../features/enterprise/guard';
import { IdentificationPage } from '../../features/staff';

/** /identificationH5 : staff entered by identity card on a phone. */
export const Route = createFileRoute('/_shell/identificationH5')({
  beforeLoad: requireEnterprise,
  component: IdentificationPage,
});
