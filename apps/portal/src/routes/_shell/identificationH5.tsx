import { createFileRoute } from '@tanstack/react-router';
import { IdentificationPage } from '../../features/staff';
import { guardPage } from '../../features/navigation/guard';

/** /identificationH5 : staff entered by identity card on a phone. */
export const Route = createFileRoute('/_shell/identificationH5')({
  beforeLoad: guardPage('/identificationH5'),
  component: IdentificationPage,
});
