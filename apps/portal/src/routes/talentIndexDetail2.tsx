import { createFileRoute } from '@tanstack/react-router';
import { forwardToScreen } from '../features/screen/forward';

/** /talentIndexDetail2: a bigscreen page, forwarded with its query to /screen3/talentIndexDetail2. */
export const Route = createFileRoute('/talentIndexDetail2')({ beforeLoad: ({ location }) => forwardToScreen(location) });
