import { createFileRoute } from '@tanstack/react-router';
import { forwardToScreen } from '../features/screen/forward';

/** /talentIndexIndustry: a bigscreen page, forwarded with its query to /screen3/talentIndexIndustry. */
export const Route = createFileRoute('/talentIndexIndustry')({ beforeLoad: ({ location }) => forwardToScreen(location) });
