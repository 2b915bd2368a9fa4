import { createFileRoute } from '@tanstack/react-router';
import { forwardToScreen } from '../features/screen/forward';

/** /talentRecruitCompany: a bigscreen page, forwarded with its query to /screen3/talentRecruitCompany. */
export const Route = createFileRoute('/talentRecruitCompany')({ beforeLoad: ({ location }) => forwardToScreen(location) });
