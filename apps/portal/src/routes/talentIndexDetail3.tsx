import { createFileRoute } from '@tanstack/react-router';
import { forwardToScreen } from '../features/screen/forward';

/** /talentIndexDetail3: a bigscreen page, forwarded with its query to /screen3/talentIndexDetail3. */
export const Route = createFileRoute('/talentIndexDetail3')({ beforeLoad: ({ location }) => forwardToScreen(location) });
