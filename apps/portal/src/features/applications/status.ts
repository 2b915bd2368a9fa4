import type { ApplicationStatus } from '@portal/api';

const PALETTE: Partial<Record<ApplicationStatus, string>> = { agree: 'green', gs_publicity_true: 'green', refused: 'red', fail: 'red', against: 'orange', withdraw: 'gray', ent_withdraw: 'gray', temporary_storage: 'gray', gs_publicity: 'purple' };

/** The colour of a status badge: green approved or published, red refused or failed, orange returned, grey drafts and withdrawn, purple on publicity, blue pending. */
export const statusPalette = (status: ApplicationStatus): string => PALETTE[status] ?? 'blue';
