import { createFileRoute } from '@tanstack/react-router';
import { forwardToScreen } from '../features/screen/forward';

/** /talentIndexStreet: a bigscreen page, forwarded with its query to /screen3/talentIndexStreet. */
export const Route = createFileRoute('/talentIndexStreet')({ beforeLoad: ({ location }) => forwardToScreen(location) });
