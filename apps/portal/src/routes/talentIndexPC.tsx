import { canSeeDashboards, useSession } from '@portal/auth';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { TalentIndexPCPage } from '../features/talentIndex/TalentIndexPCPage';

/** /talentIndexPC: the talent index at desktop width in the portal; like every talentIndex* page, for government staff only (SPEC.md section 6). */
export const Route = createFileRoute('/talentIndexPC')({
  beforeLoad: () => {
    if (!canSeeDashboards(useSession.getState())) throw redirect({ to: '/login2', replace: true });
  },
  component: TalentIndexPCPage,
});
