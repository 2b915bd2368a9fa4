import { createFileRoute } from '@tanstack/react-router';
import { forwardToScreen } from '../features/screen/forward';

/** /talentRecruitUser: a bigscreen page, forwarded with its query to /screen3/talentRecruitUser. */
export const Route = createFileRoute('/talentRecruitUser')({ beforeLoad: ({ location }) => forwardToScreen(location) });
