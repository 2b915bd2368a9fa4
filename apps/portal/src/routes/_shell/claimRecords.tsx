import { createFileRoute } from '@tanstack/react-router';
import { ClaimPage } from '../../features/applications/ClaimPage';
import { guardPage } from '../../features/navigation/guard';

/**
 * /claimRecords : the individual's claim of records staff filed for its identity number, with the
 * SMS code sent to the phone on the record (linked from the personal centre /modifyPassword).
 * Individuals only.
 */
export const Route = createFileRoute('/_shell/claimRecords')({
  beforeLoad: guardPage('/claimRecords'),
  component: ClaimPage,
});
