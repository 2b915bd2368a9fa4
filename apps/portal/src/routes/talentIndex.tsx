import { createFileRoute } from '@tanstack/react-router';
import { forwardToScreen } from '../features/screen/forward';

/** /talentIndex: a bigscreen page, forwarded with its query to /screen3/talentIndex. */
export const Route = createFileRoute('/talentIndex')({ beforeLoad: ({ location }) => forwardToScreen(location) });
