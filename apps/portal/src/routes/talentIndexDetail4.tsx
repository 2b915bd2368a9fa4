import { createFileRoute } from '@tanstack/react-router';
import { forwardToScreen } from '../features/screen/forward';

/** /talentIndexDetail4: a bigscreen page, forwarded with its query to /screen3/talentIndexDetail4. */
export const Route = createFileRoute('/talentIndexDetail4')({ beforeLoad: ({ location }) => forwardToScreen(location) });
