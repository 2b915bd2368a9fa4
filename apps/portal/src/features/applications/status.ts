import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@portal/api';

/** The Chinese name of an application status (SPEC.md section 4, the contract's labels). */
export const statusLabel = (status: ApplicationStatus): string => APPLICATION_STATUS_LABELS[status];

/** The colour of a status badge: green approved or published, red refused or failed, orange returned, grey drafts and withdrawn, purple on publicity, blue pending. */
export function statusPalette(status: ApplicationStatus): string {
  if (status === 'agree' || status === 'gs_publicity_true') return 'green';
  if (status === 'refused' || status === 'fail') return 'red';
  if (status === 'against') return 'orange';
  if (status === 'withdraw' || status === 'ent_withdraw' || status === 'temporary_storage') return 'gray';
  if (status === 'gs_publicity') return 'purple';
  return 'blue';
}
